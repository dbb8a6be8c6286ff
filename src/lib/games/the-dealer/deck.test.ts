import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySteps, dealSteps, freshDeck, planDraw, roundSteps, DECK_SIZE } from './deck';
import type { Role } from './rules/roles';
import type { Hand, PlayedRound } from './rules';

const hand = (cards: number[], more: Partial<Hand> = {}): Hand => ({ cards, destroy: null, extra: null, ...more });

describe('the deck', () => {
	it('starts with 100 cards and counts every draw; the Dealer’s own card goes to the discard pile', () => {
		const deck = applySteps(freshDeck(), dealSteps(3));
		expect(deck).toEqual({ left: DECK_SIZE - 4, discard: 1 });
	});

	it('runs out: the discard pile is shuffled in and the draw goes on from it', () => {
		const deck = { left: 2, discard: 30 };
		expect(planDraw(deck, 2)).toEqual({ count: 2, fromDeck: 2, reshuffle: false, shuffledIn: 0 });
		expect(planDraw(deck, 5)).toEqual({ count: 5, fromDeck: 2, reshuffle: true, shuffledIn: 30 });
		expect(applySteps(deck, [{ draw: 5 }])).toEqual({ left: 27, discard: 0 });
	});

	it('runs out over many deals, and never holds a negative count', () => {
		// Every deal of 4 draws 5 and discards the Dealer's card: after 20 deals the deck is empty.
		let deck = freshDeck();
		for (let i = 0; i < 20; i++) deck = applySteps(deck, dealSteps(4));
		expect(deck).toEqual({ left: 0, discard: 20 });
		expect(planDraw(deck, 5).reshuffle).toBe(true);
		deck = applySteps(deck, dealSteps(4));
		expect(deck).toEqual({ left: 15, discard: 1 });
	});

	it('follows a round: the Secret Keeper’s card, the deals, the Destroyer, the Gambler, the busts and the bonus cards', () => {
		const roles: Role[] = ['dealer', 'secretKeeper', 'destroyer', 'gambler'];
		const played: PlayedRound = {
			roles,
			frenemy: null,
			sniper: null,
			deals: [
				[1, 2, 3],
				[2, 3]
			],
			hands: [null, hand([1, 1]), hand([2, 4], { destroy: 2 }), hand([2, 2], { extra: 0 })],
			bonus: { dealer: [1, 1, 1, 1], frenemy: [], sniper: [] }
		};
		expect(roundSteps({ ...played, round: played })).toEqual([
			{ draw: 1 },
			{ draw: 4 },
			{ discard: 1 },
			{ draw: 3 },
			{ discard: 1 },
			{ discard: 1 }, // the Destroyer's 2
			{ draw: 1 }, // the Gambler's card, a 0: bust
			{ discard: 2 + 3 }, // the busts: the Secret Keeper's 2 cards, the Gambler's 3
			{ draw: 4 } // the Dealer's two cards per bust
		]);
		// Cards are conserved: what is neither in the deck nor the discard pile is in scoring piles.
		const deck = applySteps(freshDeck(), roundSteps({ ...played, round: played }));
		expect(deck).toEqual({ left: 87, discard: 8 });
		expect(DECK_SIZE - deck.left - deck.discard).toBe(1 + 4); // the Destroyer's 4, the Dealer's 4 cards
	});
});

describe('any run of draws and discards', () => {
	it('keeps every card somewhere: in the deck, on the discard pile, or out (hands and scoring piles)', () => {
		const move = fc.record({ draw: fc.nat(12), discard: fc.nat(12) });
		// A whole game of six rounds moves a few hundred cards: runs as long as that, and longer,
		// so the deck runs out and the discard pile is shuffled in, again and again. (Without
		// `size: 'max'` fast-check keeps arrays to a handful of moves, far from the deck's end.)
		const game = fc.array(move, { minLength: 100, maxLength: 400, size: 'max' });
		let reshuffles = 0;
		fc.assert(
			fc.property(game, (moves) => {
				let deck = freshDeck();
				let out = 0;
				for (const { draw, discard } of moves) {
					// The table can only draw what exists, and only discard what it holds.
					const drawn = Math.min(draw, deck.left + deck.discard);
					const plan = planDraw(deck, drawn);
					deck = applySteps(deck, [{ draw: drawn }]);
					// A draw that needed a reshuffle took the whole discard pile in.
					if (plan.reshuffle && drawn > 0) {
						expect(deck.discard).toBe(0);
						reshuffles++;
					}
					out += drawn;
					const thrown = Math.min(discard, out);
					deck = applySteps(deck, [{ discard: thrown }]);
					out -= thrown;
					expect(deck.left + deck.discard + out).toBe(DECK_SIZE);
					expect(deck.left).toBeGreaterThanOrEqual(0);
				}
			})
		);
		expect(reshuffles).toBeGreaterThan(100);
	});
});
