// Wizard's checks and scoring, pinned by worked examples and by properties measured against
// small scorers written here (never the module's own), so a wrong rule fails a test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUITS } from '../shared/cards';
import {
	biddingOrder,
	checkBid,
	checkPlayedRound,
	checkTricks,
	dealerOf,
	forbiddenDealerBid,
	hasTrumpCard,
	isCount,
	roundCount,
	roundScore,
	runningTotals,
	sum,
	trumpFrom,
	TURNED_CARDS,
	WIZARD_DECK_SIZE,
	type PlayedRound
} from './rules';

/** The rulebook's round score, written out: hit the bid for 20 plus 10 a trick, else 10 off a trick missed. */
function expectedScore(bid: number, took: number): number {
	if (bid === took) return 20 + 10 * took;
	const missed = bid > took ? bid - took : took - bid;
	return -10 * missed;
}

/** A round's cards and a list of per-seat counts from 0 to those cards. */
const cardsAndCounts = (players: number) =>
	fc
		.integer({ min: 1, max: 20 })
		.chain((cards) =>
			fc.tuple(
				fc.constant(cards),
				fc.array(fc.integer({ min: 0, max: cards }), { minLength: players, maxLength: players })
			)
		);

describe('the deck and the turned card', () => {
	it('holds 52 standard cards, 4 Wizards and 4 Jesters', () => {
		expect(WIZARD_DECK_SIZE).toBe(52 + 4 + 4);
	});

	it('can turn any of the four suits, a Jester or a Wizard', () => {
		expect(TURNED_CARDS).toEqual(['clubs', 'diamonds', 'hearts', 'spades', 'jester', 'wizard']);
	});

	it('makes every suit trump, whatever the dealer would choose', () => {
		for (const suit of SUITS) {
			expect(trumpFrom(suit, undefined)).toBe(suit);
			expect(trumpFrom(suit, 'spades')).toBe(suit);
		}
	});

	it('gives no trump under a Jester even if the dealer names a suit', () => {
		expect(trumpFrom('jester', 'hearts')).toBe('none');
	});

	it('lets the dealer pick any suit under a Wizard, but not "no trump"', () => {
		for (const suit of SUITS) expect(trumpFrom('wizard', suit)).toBe(suit);
		expect(trumpFrom('wizard', undefined)).toEqual({ code: 'wizard_needs_suit' });
	});

	it('turns a card in every round but the last, for every table size', () => {
		for (const [players, rounds] of [
			[3, 20],
			[4, 15],
			[5, 12],
			[6, 10]
		] as const) {
			expect(roundCount(players)).toBe(rounds);
			for (let round = 1; round < rounds; round++) expect(hasTrumpCard(round, players)).toBe(true);
			expect(hasTrumpCard(rounds, players)).toBe(false);
		}
	});
});

describe('the deal and the bidding order', () => {
	it('gives the first deal to the first dealer and passes it one seat left each round', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 6 }).chain((players) => fc.tuple(fc.constant(players), fc.nat(players - 1))),
				([players, first]) => {
					expect(dealerOf(1, first, players)).toBe(first);
					let expected = first;
					for (let round = 1; round <= roundCount(players); round++) {
						expect(dealerOf(round, first, players)).toBe(expected);
						expected = expected === players - 1 ? 0 : expected + 1;
					}
				}
			)
		);
	});

	it('lets everyone bid once, from the dealer’s left round to the dealer', () => {
		expect(biddingOrder(1, 0, 3)).toEqual([1, 2, 0]);
		expect(biddingOrder(3, 4, 6)).toEqual([1, 2, 3, 4, 5, 0]);
		expect(biddingOrder(5, 3, 5)).toEqual([3, 4, 0, 1, 2]);
	});
});

describe('a count of bids or tricks', () => {
	it('is from 0 to the cards dealt', () => {
		expect(isCount(0, 3)).toBe(true);
		expect(isCount(3, 3)).toBe(true);
		expect(isCount(0, 0)).toBe(true);
		expect(isCount(4, 3)).toBe(false);
		expect(isCount(-1, 3)).toBe(false);
	});

	it('adds up with sum', () => {
		expect(sum([])).toBe(0);
		expect(sum([3])).toBe(3);
		expect(sum([1, 2, 4])).toBe(7);
	});
});

describe('the dealer’s bid when the bids may not add up', () => {
	it('forbids 0 when the others have already bid every trick', () => {
		expect(forbiddenDealerBid(3, [1, 2])).toBe(0);
		expect(checkBid(3, 0, { isDealer: true, otherBids: [1, 2], noEqualBids: true })).toEqual({
			code: 'bid_forbidden',
			params: { bid: 0, cards: 3 }
		});
		expect(checkBid(3, 1, { isDealer: true, otherBids: [1, 2], noEqualBids: true })).toBeNull();
	});

	it('forbids bidding every trick when nobody else bid one', () => {
		expect(forbiddenDealerBid(2, [0, 0, 0])).toBe(2);
		expect(forbiddenDealerBid(1, [])).toBe(1);
		expect(checkBid(2, 2, { isDealer: true, otherBids: [0, 0, 0], noEqualBids: true })).toEqual({
			code: 'bid_forbidden',
			params: { bid: 2, cards: 2 }
		});
	});

	it('checks the range before the forbidden bid, and says how many cards were dealt', () => {
		expect(checkBid(2, 5, { isDealer: true, otherBids: [], noEqualBids: true })).toEqual({
			code: 'bid_out_of_range',
			params: { cards: 2 }
		});
	});

	it('refuses exactly the bid that makes the total equal the cards, and only the dealer’s', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 5 }).chain((others) => cardsAndCounts(others)),
				fc.nat(20),
				fc.boolean(),
				fc.boolean(),
				([cards, otherBids], bid, isDealer, noEqualBids) => {
					const result = checkBid(cards, bid, { isDealer, otherBids, noEqualBids });
					let total = 0;
					for (const other of otherBids) total += other;
					if (bid > cards) expect(result).toEqual({ code: 'bid_out_of_range', params: { cards } });
					else if (isDealer && noEqualBids && total + bid === cards)
						expect(result).toEqual({ code: 'bid_forbidden', params: { bid, cards } });
					else expect(result).toBeNull();
				}
			)
		);
	});

	it('names the one bid that would add up, or none once the others passed the cards', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 2, max: 5 }).chain((others) => cardsAndCounts(others)),
				([cards, otherBids]) => {
					const total = otherBids.reduce((a, b) => a + b, 0);
					const forbidden = forbiddenDealerBid(cards, otherBids);
					const addsUp = Array.from({ length: cards + 1 }, (_, bid) => bid).filter((bid) => total + bid === cards);
					expect(forbidden === null ? [] : [forbidden]).toEqual(addsUp);
				}
			)
		);
	});
});

describe('the tricks taken', () => {
	it('must be one whole count per player, each at most the cards dealt', () => {
		const out = { code: 'tricks_out_of_range', params: { cards: 2 } };
		expect(checkTricks(2, [1, 1, 0, 0], 3)).toEqual(out);
		expect(checkTricks(2, [1, 1], 3)).toEqual(out);
		expect(checkTricks(2, [3, 0, 0], 3)).toEqual(out);
		expect(checkTricks(2, [0, -1, 3], 3)).toEqual(out);
		expect(checkTricks(2, [2, 0, 0], 3)).toBeNull();
		expect(checkTricks(2, [0, 0, 2], 3)).toBeNull();
	});

	it('are accepted only when they add up to the cards, and say how far off they are', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 6 }).chain((players) => fc.tuple(fc.constant(players), cardsAndCounts(players))),
				([players, [cards, tricks]]) => {
					let total = 0;
					for (const t of tricks) total += t;
					const result = checkTricks(cards, tricks, players);
					if (total === cards) expect(result).toBeNull();
					else if (total > cards)
						expect(result).toEqual({ code: 'tricks_over', params: { off: total - cards, cards } });
					else expect(result).toEqual({ code: 'tricks_under', params: { off: cards - total, cards } });
				}
			)
		);
	});

	it('are one over or one under at the edges', () => {
		expect(checkTricks(1, [1, 1, 0], 3)).toEqual({ code: 'tricks_over', params: { off: 1, cards: 1 } });
		expect(checkTricks(1, [0, 0, 0], 3)).toEqual({ code: 'tricks_under', params: { off: 1, cards: 1 } });
	});
});

describe('the score', () => {
	it.each([
		[1, 1, 30],
		[5, 5, 70],
		[0, 1, -10],
		[0, 3, -30],
		[3, 0, -30],
		[4, 2, -20]
	])('bid %i, took %i: %i', (bid, took, score) => {
		expect(roundScore(bid, took)).toBe(score);
	});

	it('always matches the rulebook’s 20 + 10 a trick, or -10 a trick off', () => {
		fc.assert(
			fc.property(fc.nat(20), fc.nat(20), (bid, took) => {
				expect(roundScore(bid, took)).toBe(expectedScore(bid, took));
			})
		);
	});

	it('keeps a running total over a worked 3-player game start', () => {
		const rounds: PlayedRound[] = [
			// round 1: Anna bids 1 and takes it (+30), Ben and Cleo bid 0 and take 0 (+20 each)
			{ trump: 'hearts', bids: [1, 0, 0], tricks: [1, 0, 0] },
			// round 2: Anna bids 0 takes 1 (-10), Ben bids 2 takes 1 (-10), Cleo bids 0 takes 0 (+20)
			{ trump: 'none', bids: [0, 2, 0], tricks: [1, 1, 0] },
			// round 3: Anna bids 3 takes 0 (-30), Ben bids 1 takes 1 (+30), Cleo bids 2 takes 2 (+40)
			{ trump: 'spades', bids: [3, 1, 2], tricks: [0, 1, 2] }
		];
		expect(runningTotals(rounds, 3)).toEqual([
			[30, 20, 20],
			[20, 10, 40],
			[-10, 40, 80]
		]);
		expect(runningTotals([], 3)).toEqual([]);
	});

	it('adds each round to the totals before it, seat by seat', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 6 }).chain((players) =>
					fc.tuple(
						fc.constant(players),
						fc.array(
							fc.record({
								bids: fc.array(fc.nat(10), { minLength: players, maxLength: players }),
								tricks: fc.array(fc.nat(10), { minLength: players, maxLength: players })
							}),
							{ maxLength: 8 }
						)
					)
				),
				([players, played]) => {
					const rounds: PlayedRound[] = played.map((r) => ({ trump: 'none', ...r }));
					const totals = runningTotals(rounds, players);
					expect(totals).toHaveLength(rounds.length);
					const running = new Array<number>(players).fill(0);
					rounds.forEach((round, index) => {
						for (let seat = 0; seat < players; seat++)
							running[seat]! += expectedScore(round.bids[seat]!, round.tricks[seat]!);
						expect(totals[index]).toEqual(running);
					});
				}
			)
		);
	});
});

describe('a corrected round', () => {
	const strict = { players: 3, noEqualBids: true };
	const free = { players: 3, noEqualBids: false };

	it('takes bids and tricks that are whole, complete and add up right', () => {
		expect(checkPlayedRound(3, [1, 1, 0], [1, 1, 1], strict)).toBeNull();
		expect(checkPlayedRound(3, [1, 1, 1], [1, 1, 1], free)).toBeNull();
	});

	it('refuses bids that are not one count per player', () => {
		const out = { code: 'bid_out_of_range', params: { cards: 3 } };
		expect(checkPlayedRound(3, [1, 1], [1, 1, 1], free)).toEqual(out);
		expect(checkPlayedRound(3, [1, 1, 0, 0], [1, 1, 1], free)).toEqual(out);
		expect(checkPlayedRound(3, [1, 4, 0], [1, 1, 1], free)).toEqual(out);
		expect(checkPlayedRound(3, [1, -1, 0], [1, 1, 1], free)).toEqual(out);
	});

	it('refuses bids that add up to the cards only when that variant is on', () => {
		expect(checkPlayedRound(3, [1, 1, 1], [1, 1, 1], strict)).toEqual({ code: 'bids_add_up', params: { cards: 3 } });
		expect(checkPlayedRound(3, [0, 0, 3], [3, 0, 0], strict)).toEqual({ code: 'bids_add_up', params: { cards: 3 } });
		expect(checkPlayedRound(3, [2, 2, 0], [1, 1, 1], strict)).toBeNull();
		expect(checkPlayedRound(3, [0, 0, 2], [1, 1, 1], strict)).toBeNull();
	});

	it('checks the tricks after the bids', () => {
		expect(checkPlayedRound(3, [1, 1, 0], [1, 1], strict)).toEqual({
			code: 'tricks_out_of_range',
			params: { cards: 3 }
		});
		expect(checkPlayedRound(3, [1, 1, 0], [2, 1, 1], strict)).toEqual({
			code: 'tricks_over',
			params: { off: 1, cards: 3 }
		});
		expect(checkPlayedRound(3, [1, 1, 0], [0, 1, 0], strict)).toEqual({
			code: 'tricks_under',
			params: { off: 2, cards: 3 }
		});
		// A bid problem is reported first, even when the tricks are wrong too.
		expect(checkPlayedRound(3, [1, 1, 1], [0, 0, 0], strict)).toEqual({ code: 'bids_add_up', params: { cards: 3 } });
		expect(checkPlayedRound(3, [9, 1, 1], [0, 0, 0], strict)).toEqual({
			code: 'bid_out_of_range',
			params: { cards: 3 }
		});
	});

	it('agrees with the variant on any round whose tricks add up', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 3, max: 6 }).chain((players) => fc.tuple(fc.constant(players), cardsAndCounts(players))),
				fc.boolean(),
				([players, [cards, bids]], noEqualBids) => {
					// Everyone's tricks: the first player took them all.
					const tricks = bids.map((_, seat) => (seat === 0 ? cards : 0));
					let total = 0;
					for (const bid of bids) total += bid;
					const result = checkPlayedRound(cards, bids, tricks, { players, noEqualBids });
					expect(result).toEqual(noEqualBids && total === cards ? { code: 'bids_add_up', params: { cards } } : null);
				}
			)
		);
	});
});
