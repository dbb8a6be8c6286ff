import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRoles, dealRoles, rolesInRound, ROLE_CARDS, type Role } from './rules/roles';
import {
	bonusDue,
	cardsHeld,
	checkFrenemy,
	checkHand,
	dealerOf,
	handOutcome,
	judgeRound,
	playedRound,
	revealOrder,
	roundCount,
	roundPoints,
	RULEBOOK_REWARDS,
	type Hand,
	type PlayedRound
} from './rules';

const hand = (cards: number[], more: Partial<Hand> = {}): Hand => ({ cards, destroy: null, extra: null, ...more });

describe('a hand', () => {
	it.each([
		[[1, 1], 2, true, 0],
		[[2, 1], 3, false, 3],
		[[0, 5], 5, false, 5],
		[[4, 2], 6, true, 0]
	])('%j totals %i: bust %s, scores %i', (cards, total, bust, score) => {
		expect(handOutcome(hand(cards), 'prophet')).toMatchObject({ total, bust, score });
	});

	it('of the Giant is safe from 3 to 7', () => {
		expect(handOutcome(hand([2]), 'giant')).toMatchObject({ bust: true, score: 0 });
		expect(handOutcome(hand([3, 4]), 'giant')).toMatchObject({ bust: false, score: 7 });
		expect(handOutcome(hand([4, 4]), 'giant')).toMatchObject({ bust: true, score: 0 });
	});

	it('of the Destroyer loses every card of the named value before it is counted', () => {
		const outcome = handOutcome(hand([4, 4, 1, 3], { destroy: 4 }), 'destroyer');
		expect(outcome).toMatchObject({ kept: [1, 3], destroyed: 2, total: 4, bust: false, score: 4 });
		// Naming a number nobody holds destroys nothing.
		expect(handOutcome(hand([4, 4], { destroy: 2 }), 'destroyer')).toMatchObject({
			destroyed: 0,
			total: 8,
			bust: true
		});
		// Destroying can also bust: 3 + 0 without the 3 is 0.
		expect(handOutcome(hand([3, 0], { destroy: 3 }), 'destroyer')).toMatchObject({ total: 0, bust: true });
	});

	it('of the Gambler busts on a drawn 0 and adds any other card, past 5 too', () => {
		expect(handOutcome(hand([2, 2], { extra: 0 }), 'gambler')).toMatchObject({ bust: true, score: 0 });
		expect(handOutcome(hand([2, 2], { extra: 3 }), 'gambler')).toMatchObject({ bust: false, total: 7, score: 7 });
		expect(handOutcome(hand([2, 2]), 'gambler')).toMatchObject({ bust: false, score: 4 });
	});

	it('must have one value per card held, the right extras, and the Gambler may not draw after a bust', () => {
		expect(checkHand(hand([1, 2]), 'witness', 2)).toBeNull();
		expect(checkHand(hand([1]), 'witness', 2)).toEqual({ code: 'cards_count', params: { count: 2 } });
		expect(checkHand({ cards: [1, null] }, 'witness', 2)).toEqual({ code: 'card_value' });
		expect(checkHand(hand([1, 2]), 'destroyer', 2)).toEqual({ code: 'destroy_number' });
		expect(checkHand(hand([1, 2], { destroy: 1 }), 'witness', 2)).toEqual({ code: 'destroy_number' });
		expect(checkHand(hand([1, 2], { extra: 4 }), 'witness', 2)).toEqual({ code: 'not_gambler' });
		expect(checkHand(hand([6], { extra: 4 }), 'gambler', 1)).toEqual({ code: 'gamble_after_bust' });
		expect(checkHand(hand([4], { extra: 4 }), 'gambler', 1)).toBeNull();
	});

	it('counts one card per deal taken, and the Secret Keeper’s face-down card', () => {
		const deals = [[1, 2, 3], [1, 3], [3]];
		expect(cardsHeld(1, deals, 'prophet')).toBe(2);
		expect(cardsHeld(2, deals, 'secretKeeper')).toBe(2);
		expect(cardsHeld(3, deals, 'giant')).toBe(3);
	});
});

/** A four-player round: seat 0 deals; seats 1-3 hold the given roles and hands. */
function round(roles: Role[], hands: (Hand | null)[], more: Partial<PlayedRound> = {}): PlayedRound {
	return {
		roles,
		frenemy: null,
		sniper: null,
		deals: [[1, 2, 3]],
		hands,
		bonus: { dealer: [], frenemy: [], sniper: [] },
		...more
	};
}

describe('the score', () => {
	it('gives the Dealer two cards per player who busts', () => {
		const judged = judgeRound(
			round(['dealer', 'giant', 'witness', 'prophet'], [null, hand([9]), hand([1]), hand([4])])
		);
		expect(judged.busts).toEqual([1, 2]);
		expect(bonusDue(judged, RULEBOOK_REWARDS)).toEqual({ dealer: 4, frenemy: 0, sniper: 0 });
		const points = roundPoints(
			round(['dealer', 'giant', 'witness', 'prophet'], [null, hand([9]), hand([1]), hand([4])], {
				bonus: { dealer: [3, 0, 5, 1], frenemy: [], sniper: [] }
			})
		);
		expect(points).toEqual([9, 0, 0, 4]);
	});

	describe('pays the Frenemy one card', () => {
		const roles: Role[] = ['dealer', 'frenemy', 'witness', 'prophet'];
		const cases: [string, Hand, 'friend' | 'enemy', boolean][] = [
			['when the friend succeeds', hand([4]), 'friend', true],
			['not when the friend busts', hand([9]), 'friend', false],
			['when the enemy busts', hand([9]), 'enemy', true],
			['not when the enemy succeeds', hand([4]), 'enemy', false]
		];
		it.each(cases)('%s', (_, target, stance, earns) => {
			const judged = judgeRound(round(roles, [null, hand([4]), target, hand([3])], { frenemy: { target: 2, stance } }));
			expect(judged.frenemyEarns).toBe(earns);
			expect(bonusDue(judged, RULEBOOK_REWARDS).frenemy).toBe(earns ? 1 : 0);
		});

		it('even when the Frenemy busts, and the card is added to a bust score of 0', () => {
			const played = round(roles, [null, hand([8]), hand([9]), hand([3])], {
				frenemy: { target: 2, stance: 'enemy' },
				bonus: { dealer: [1, 1, 1, 1], frenemy: [6], sniper: [] }
			});
			expect(bonusDue(judgeRound(played), RULEBOOK_REWARDS)).toEqual({ dealer: 4, frenemy: 1, sniper: 0 });
			expect(roundPoints(played)).toEqual([4, 6, 0, 3]);
		});
	});

	it('never lets the Frenemy pick themselves or the Dealer', () => {
		const roles: Role[] = ['dealer', 'frenemy', 'witness', 'prophet'];
		expect(checkFrenemy({ target: 2, stance: 'friend' }, roles)).toBeNull();
		expect(checkFrenemy({ target: 1, stance: 'friend' }, roles)).toEqual({ code: 'frenemy_target' });
		expect(checkFrenemy({ target: 0, stance: 'friend' }, roles)).toEqual({ code: 'frenemy_target' });
		expect(checkFrenemy({ target: 4, stance: 'friend' }, roles)).toEqual({ code: 'frenemy_target' });
		expect(checkFrenemy({ target: 2, stance: null }, roles)).toEqual({ code: 'frenemy_stance' });
	});

	it('pays the Sniper two cards when the prediction equals their score, and not otherwise', () => {
		const roles: Role[] = ['dealer', 'sniper', 'witness', 'prophet'];
		const right = round(roles, [null, hand([1, 3]), hand([3]), hand([3])], {
			sniper: 4,
			bonus: { dealer: [], frenemy: [], sniper: [2, 5] }
		});
		expect(bonusDue(judgeRound(right), RULEBOOK_REWARDS).sniper).toBe(2);
		expect(roundPoints(right)[1]).toBe(4 + 7);
		expect(judgeRound(round(roles, [null, hand([1, 3]), hand([3]), hand([3])], { sniper: 5 })).sniperEarns).toBe(false);
		// A bust scores 0, never a Sniper card.
		expect(judgeRound(round(roles, [null, hand([1, 5]), hand([3]), hand([3])], { sniper: 5 })).sniperEarns).toBe(false);
	});
});

describe('a corrected round, read back', () => {
	const entry = {
		roles: ['dealer', 'destroyer', 'gambler', 'witness'] as Role[],
		deals: [[1, 2, 3], [1]],
		frenemy: null,
		sniper: null,
		hands: [null, { cards: [4, 1], destroy: 4 }, { cards: [3], extra: 2 }, { cards: [5] }],
		bonus: { dealer: [2, 6], frenemy: [], sniper: [] }
	};

	it('keeps the Destroyer’s number and the Gambler’s extra card, and gives the others neither', () => {
		const played = playedRound(entry);
		expect(played.hands).toEqual([
			null,
			{ cards: [4, 1], destroy: 4, extra: null },
			{ cards: [3], destroy: null, extra: 2 },
			{ cards: [5], destroy: null, extra: null }
		]);
		// Destroyer: 1 left, a bust; Gambler 3 + 2 = 5; Witness 5; the Dealer draws 2 + 6 for the bust.
		expect(roundPoints(played)).toEqual([8, 0, 5, 5]);
	});

	it('reads a Frenemy pick only when both halves are there, as a correction form may hold either alone', () => {
		const roles: Role[] = ['dealer', 'frenemy', 'witness', 'prophet'];
		const hands = [null, { cards: [4, 1] }, { cards: [3] }, { cards: [5] }];
		const picked = (frenemy: { target: number | null; stance: 'friend' | 'enemy' | null }) =>
			playedRound({ ...entry, roles, hands, frenemy }).frenemy;
		expect(picked({ target: 2, stance: 'enemy' })).toEqual({ target: 2, stance: 'enemy' });
		expect(picked({ target: 2, stance: null })).toBeNull();
		expect(picked({ target: null, stance: 'enemy' })).toBeNull();
	});
});

describe('rounds and roles', () => {
	it.each([
		[3, 6],
		[4, 4],
		[5, 5],
		[6, 6]
	])('%i players play %i rounds', (players, rounds) => {
		expect(roundCount(players)).toBe(rounds);
	});

	it('reveals from the Dealer’s left, without the Dealer', () => {
		expect(revealOrder(2, 5)).toEqual([3, 4, 0, 1]);
		expect(revealOrder(4, 5)).toEqual([0, 1, 2, 3]);
	});

	it('passes every card left over a whole 3-player game: everyone deals twice', () => {
		const initial: Role[] = ['giant', 'dealer', 'gambler'];
		const byRound = Array.from({ length: roundCount(3) }, (_, i) => rolesInRound(initial, i + 1));
		expect(byRound).toEqual([
			['giant', 'dealer', 'gambler'],
			['gambler', 'giant', 'dealer'],
			['dealer', 'gambler', 'giant'],
			['giant', 'dealer', 'gambler'],
			['gambler', 'giant', 'dealer'],
			['dealer', 'gambler', 'giant']
		]);
		const dealers = byRound.map((roles) => roles.indexOf('dealer'));
		expect(dealers).toEqual([1, 2, 0, 1, 2, 0]);
		expect(dealers).toEqual(byRound.map((_, i) => dealerOf(i + 1, 1, 3)));
	});

	it('passes every card left over a whole 6-player game: everyone deals once', () => {
		const initial: Role[] = ['dealer', 'frenemy', 'sniper', 'witness', 'destroyer', 'secretKeeper'];
		const byRound = Array.from({ length: roundCount(6) }, (_, i) => rolesInRound(initial, i + 1));
		expect(byRound[1]).toEqual(['secretKeeper', 'dealer', 'frenemy', 'sniper', 'witness', 'destroyer']);
		expect(byRound[5]).toEqual(['frenemy', 'sniper', 'witness', 'destroyer', 'secretKeeper', 'dealer']);
		expect(byRound.map((roles) => roles.indexOf('dealer'))).toEqual([0, 1, 2, 3, 4, 5]);
		// Each player holds each card in play exactly once.
		for (let seat = 0; seat < 6; seat++) {
			expect(new Set(byRound.map((roles) => roles[seat])).size).toBe(6);
		}
	});

	it('keeps the same roles in play every round, and every seat deals as often as the rules say', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 6 }),
				fc.nat(5),
				fc.infiniteStream(fc.double({ min: 0, max: 0.999999, noNaN: true })),
				(players, first, randoms) => {
					const firstDealer = first % players;
					const stream = randoms[Symbol.iterator]();
					const initial = dealRoles(players, firstDealer, () => stream.next().value!);
					expect(checkRoles(initial, players, firstDealer)).toBeNull();
					const dealt = new Array<number>(players).fill(0);
					for (let r = 1; r <= roundCount(players); r++) {
						const roles = rolesInRound(initial, r);
						expect([...roles].sort()).toEqual([...initial].sort());
						dealt[roles.indexOf('dealer')]! += 1;
						expect(roles.indexOf('dealer')).toBe(dealerOf(r, firstDealer, players));
					}
					expect(dealt).toEqual(new Array(players).fill(players === 3 ? 2 : 1));
				}
			)
		);
	});

	it('takes the roles as handed out only with the Dealer card at the first Dealer and no role twice', () => {
		expect(checkRoles(['dealer', 'giant', 'sniper'], 3, 0)).toBeNull();
		expect(checkRoles(['giant', 'dealer', 'sniper'], 3, 0)).toEqual({ code: 'roles_dealer_card' });
		expect(checkRoles(['dealer', 'giant', 'giant'], 3, 0)).toEqual({ code: 'roles_repeated' });
		expect(checkRoles(['dealer', 'giant', null], 3, 0)).toEqual({ code: 'roles_incomplete' });
		expect(checkRoles(['dealer', 'giant', 'dealer'], 3, 0)).toEqual({ code: 'roles_incomplete' });
		expect(checkRoles(['dealer', 'giant'], 3, 0)).toEqual({ code: 'roles_incomplete' });
		expect(ROLE_CARDS).toHaveLength(9);
	});
});

describe('any hand', () => {
	it('scores 0 on a bust and its total otherwise, inside the safe range unless the Gambler drew', () => {
		const roles = fc.constantFrom<Role>(...ROLE_CARDS);
		fc.assert(
			fc.property(
				roles,
				fc.array(fc.nat(12), { minLength: 1, maxLength: 6 }),
				fc.option(fc.nat(12)),
				fc.option(fc.nat(12)),
				(role, cards, destroy, extra) => {
					const h = hand(cards, {
						destroy: role === 'destroyer' ? destroy : null,
						extra: role === 'gambler' ? extra : null
					});
					const outcome = handOutcome(h, role);
					expect(outcome.score).toBe(outcome.bust ? 0 : outcome.total);
					if (!outcome.bust && !(role === 'gambler' && extra !== null)) {
						expect(outcome.total).toBeGreaterThanOrEqual(3);
						expect(outcome.total).toBeLessThanOrEqual(role === 'giant' ? 7 : 5);
					}
					expect(outcome.kept.length + outcome.destroyed).toBe(
						cards.length + (role === 'gambler' && outcome.kept.length > cards.length ? 1 : 0)
					);
				}
			)
		);
	});
});
