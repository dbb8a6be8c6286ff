import { describe, expect, it } from 'vitest';
import {
	biddingOrder,
	checkBid,
	checkTricks,
	dealerOf,
	everyoneMadeTheirBid,
	forbiddenDealerBid,
	hasTrumpCard,
	roundCount,
	roundScore,
	runningTotals,
	trumpFrom
} from './rules';

describe('roundScore', () => {
	it.each([
		[0, 0, 20],
		[3, 3, 50],
		[2, 0, -20],
		[1, 4, -30]
	])('bid %i, took %i: %i', (bid, took, score) => {
		expect(roundScore(bid, took)).toBe(score);
	});
});

describe('rounds and rotation', () => {
	it.each([
		[3, 20],
		[4, 15],
		[5, 12],
		[6, 10]
	])('%i players play %i rounds', (players, rounds) => {
		expect(roundCount(players)).toBe(rounds);
	});

	it('passes the deal left each round', () => {
		expect([1, 2, 3, 4, 5].map((round) => dealerOf(round, 2, 4))).toEqual([2, 3, 0, 1, 2]);
	});

	it("starts the bidding at the dealer's left and ends with the dealer", () => {
		expect(biddingOrder(1, 2, 4)).toEqual([3, 0, 1, 2]);
		expect(biddingOrder(2, 2, 4)).toEqual([0, 1, 2, 3]);
	});
});

describe('trump', () => {
	it('takes the suit of a suit card', () => {
		expect(trumpFrom('hearts', undefined)).toBe('hearts');
	});
	it('has no trump under a Jester', () => {
		expect(trumpFrom('jester', undefined)).toBe('none');
	});
	it("takes the dealer's suit under a Wizard, and insists on one", () => {
		expect(trumpFrom('wizard', 'spades')).toBe('spades');
		expect(trumpFrom('wizard', undefined)).toEqual({ code: 'wizard_needs_suit' });
	});
	it('turns no card in the last round', () => {
		expect(hasTrumpCard(9, 6)).toBe(true);
		expect(hasTrumpCard(10, 6)).toBe(false);
		expect(hasTrumpCard(20, 3)).toBe(false);
	});
});

describe('bids', () => {
	const free = { isDealer: false, otherBids: [], noEqualBids: false };
	it('takes 0 to the round’s cards', () => {
		expect(checkBid(3, 0, free)).toBeNull();
		expect(checkBid(3, 3, free)).toBeNull();
		expect(checkBid(3, 4, free)).toEqual({ code: 'bid_out_of_range', params: { cards: 3 } });
		expect(checkBid(3, -1, free)).not.toBeNull();
	});

	it('forbids the dealer the bid that makes the total equal the tricks', () => {
		const dealer = { isDealer: true, otherBids: [1, 0, 1], noEqualBids: true };
		expect(forbiddenDealerBid(4, [1, 0, 1])).toBe(2);
		expect(checkBid(4, 2, dealer)).toEqual({ code: 'bid_forbidden', params: { bid: 2, cards: 4 } });
		expect(checkBid(4, 1, dealer)).toBeNull();
		expect(checkBid(4, 2, { ...dealer, noEqualBids: false })).toBeNull();
		expect(checkBid(4, 2, { ...dealer, isDealer: false })).toBeNull();
	});

	it('forbids nothing when the earlier bids already exceed the cards', () => {
		expect(forbiddenDealerBid(3, [2, 2])).toBeNull();
		for (const bid of [0, 1, 2, 3]) {
			expect(checkBid(3, bid, { isDealer: true, otherBids: [2, 2], noEqualBids: true })).toBeNull();
		}
	});
});

describe('tricks', () => {
	it('must add up to the round’s cards, and says by how much they are off', () => {
		expect(checkTricks(5, [2, 1, 2], 3)).toBeNull();
		expect(checkTricks(5, [2, 1, 1], 3)).toEqual({ code: 'tricks_under', params: { off: 1, cards: 5 } });
		expect(checkTricks(5, [2, 3, 2], 3)).toEqual({ code: 'tricks_over', params: { off: 2, cards: 5 } });
		expect(checkTricks(5, [2, 3], 3)).toEqual({ code: 'tricks_out_of_range', params: { cards: 5 } });
	});
});

describe('runningTotals', () => {
	it('adds every round to the totals before it', () => {
		const totals = runningTotals(
			[
				{ trump: 'none', bids: [0, 1, 0], tricks: [0, 1, 0] },
				{ trump: 'hearts', bids: [1, 0, 2], tricks: [0, 0, 2] }
			],
			3
		);
		expect(totals).toEqual([
			[20, 30, 20],
			[10, 50, 60]
		]);
	});
});

describe('everyoneMadeTheirBid', () => {
	it.each([
		[[1, 0, 2], [1, 0, 2], true],
		[[0, 0, 0], [0, 0, 0], true],
		[[1, 0, 2], [0, 1, 2], false],
		[[1, 0, 2], [1, 0, 3], false],
		[[1, 0], [1, 0, 0], false]
	])('bids %j, tricks %j: %s', (bids, tricks, made) => {
		expect(everyoneMadeTheirBid(bids, tricks)).toBe(made);
	});
});
