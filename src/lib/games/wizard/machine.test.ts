import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '$lib/runtime/replay';
import { TestTable, type Tap } from '$support/test-table';
import { wizardGame, type WizardGame } from './game';
import { currentRound, nextBidder, type WizardInput } from './machine';
import { biddingOrder, roundCount, runningTotals } from './rules';
import { summarize } from './summary';
import { propertyRuns } from '$support/property-runs';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

function start(input: Partial<WizardInput> & { players?: number } = {}): TestTable<WizardGame> {
	const { players = 3, ...rest } = input;
	return TestTable.start(wizardGame, { seats: seats(players), firstDealer: 0, noEqualBids: false, ...rest });
}

/** Plays one round: trump (unless the last), everyone bids 0, the first bidder takes every trick. */
function playRound(table: TestTable<WizardGame>): TestTable<WizardGame> {
	const round = currentRound(table.context);
	const players = table.context.seats.length;
	if (table.snapshot.matches('trump')) table.play({ type: 'trump', card: 'hearts' });
	for (let i = 0; i < players; i++) table.play({ type: 'bid', bid: 0 });
	const tricks = seats(players).map(() => 0);
	tricks[biddingOrder(round, table.context.firstDealer, players)[0]!] = round;
	return table.play({ type: 'tricks', tricks });
}

describe('the Wizard machine', () => {
	it('asks for trump, then the bids in order from the dealer’s left, then the tricks', () => {
		const table = start({ players: 4, firstDealer: 1 });
		expect(table.snapshot.value).toBe('trump');
		table.play({ type: 'trump', card: 'wizard', suit: 'clubs' });
		expect(table.context.trump).toBe('clubs');
		expect(table.snapshot.value).toBe('bidding');
		expect(nextBidder(table.context)).toBe(2);
		table.play({ type: 'bid', bid: 1 }, { type: 'bid', bid: 0 }, { type: 'bid', bid: 0 });
		expect(nextBidder(table.context)).toBe(1);
		table.play({ type: 'bid', bid: 1 });
		expect(table.snapshot.value).toBe('tricks');
		expect(table.context.bids).toEqual([0, 1, 1, 0]);
	});

	it('refuses a Wizard turned without the dealer’s suit, and a card Wizard does not have', () => {
		const table = start();
		expect(table.refusal({ type: 'trump', card: 'wizard' })).toEqual({ code: 'wizard_needs_suit' });
		expect(table.refusal({ type: 'trump', card: 'joker' as 'jester' })).toEqual({
			code: 'unreadable',
			params: { field: 'card', expected: 'choice' }
		});
	});

	it('refuses the dealer’s forbidden bid when the setting is on', () => {
		const table = playRound(start({ players: 3, noEqualBids: true }));
		table.play({ type: 'trump', card: 'jester' }, { type: 'bid', bid: 1 }, { type: 'bid', bid: 0 });
		expect(table.refusal({ type: 'bid', bid: 1 })).toEqual({ code: 'bid_forbidden', params: { bid: 1, cards: 2 } });
		expect(table.refusal({ type: 'bid', bid: 2 })).toBeNull();
	});

	it('lets the dealer bid what makes the bids add up when the setting is off', () => {
		const table = playRound(start({ players: 3 }));
		table.play({ type: 'trump', card: 'jester' }, { type: 'bid', bid: 1 }, { type: 'bid', bid: 0 });
		expect(table.refusal({ type: 'bid', bid: 1 })).toBeNull();
	});

	it('refuses tricks that do not add up to the round’s cards', () => {
		const table = start();
		table.play(
			{ type: 'trump', card: 'spades' },
			{ type: 'bid', bid: 0 },
			{ type: 'bid', bid: 0 },
			{ type: 'bid', bid: 1 }
		);
		expect(table.refusal({ type: 'tricks', tricks: [1, 1, 0] })).toEqual({
			code: 'tricks_over',
			params: { off: 1, cards: 1 }
		});
		table.play({ type: 'tricks', tricks: [0, 0, 1] });
		expect(table.context.rounds).toEqual([{ trump: 'spades', bids: [1, 0, 0], tricks: [0, 0, 1] }]);
		expect(table.snapshot.value).toBe('trump');
	});

	it('skips the trump in the last round and finishes after it', () => {
		const table = start({ players: 6 });
		for (let round = 1; round < 10; round++) playRound(table);
		expect(currentRound(table.context)).toBe(10);
		expect(table.snapshot.value).toBe('bidding');
		expect(table.context.trump).toBe('none');
		playRound(table);
		expect(table.snapshot.value).toBe('finished');
		expect(summarize(table.snapshot).finished).toBe(true);
	});

	it('corrects a past round, and every later total follows', () => {
		const table = start();
		for (let round = 1; round <= 4; round++) playRound(table);
		// Round 1 (p1 bids first, takes the trick): 20, -10, 20. Round 2 (p2 takes both): +20, +20, -20.
		expect(runningTotals(table.context.rounds, 3)[1]).toEqual([40, 10, 0]);
		table.play({ type: 'correct', round: 2, bids: [1, 0, 0], tricks: [1, 1, 0] });
		// Now p0 bid 1 took 1 (+30), p1 bid 0 took 1 (-10), p2 bid 0 took 0 (+20).
		const totals = runningTotals(table.context.rounds, 3);
		expect(totals[0]).toEqual([20, -10, 20]);
		expect(totals[1]).toEqual([50, -20, 40]);
		// Rounds 3 and 4 as played (p0 then p1 take every trick), on top of the corrected round.
		expect(totals[2]).toEqual([20, 0, 60]);
		expect(totals[3]).toEqual([40, -40, 80]);
		expect(table.snapshot.value).toBe('trump');
	});

	it('refuses an action aimed at a round or bidder already past (a second tap, a raced tab)', () => {
		const table = start({ players: 3 });
		table.play({ type: 'trump', card: 'clubs' });
		const firstBid = table.event({ type: 'bid', bid: 1 });
		table.accept(firstBid);
		expect(wizardGame.refusal(table.snapshot, firstBid)).toEqual({ code: 'stale' });
		table.play({ type: 'bid', bid: 0 }, { type: 'bid', bid: 0 });
		const tricks = table.event({ type: 'tricks', tricks: [0, 1, 0] });
		table.accept(tricks);
		expect(wizardGame.refusal(table.snapshot, tricks)).toEqual({ code: 'stale' });
		expect(wizardGame.refusal(table.snapshot, { type: 'trump', round: 1, card: 'clubs', at: 0 })).toEqual({
			code: 'stale'
		});
		expect(table.refusal({ type: 'trump', card: 'clubs' })).toBeNull();
	});

	it('refuses a correction of a round not yet played', () => {
		const table = playRound(start());
		expect(table.refusal({ type: 'correct', round: 2, bids: [0, 0, 0], tricks: [1, 1, 0] })).toEqual({
			code: 'no_such_round'
		});
		expect(table.refusal({ type: 'correct', round: 0, bids: [0, 0, 0], tricks: [1, 0, 0] })).toEqual({
			code: 'no_such_round'
		});
	});
});

/** The rulebook's score for one player's round, written out here, apart from the rules module. */
const scoreOf = (bid: number, took: number) => (bid === took ? 20 + 10 * bid : -10 * Math.abs(bid - took));

/** A random legal game: per round a trump card, bids in range (re-drawn if forbidden), tricks that add up. */
const randomGame = fc
	.record({
		players: fc.integer({ min: 3, max: 6 }),
		firstDealer: fc.nat(5),
		noEqualBids: fc.boolean(),
		seed: fc.infiniteStream(fc.nat(1000))
	})
	.map(({ players, firstDealer, noEqualBids, seed }) => {
		const next = seed[Symbol.iterator]();
		const draw = (max: number) => next.next().value! % (max + 1);
		const taps: Tap<WizardGame>[] = [];
		const rounds = roundCount(players);
		for (let round = 1; round <= rounds; round++) {
			if (round < rounds)
				taps.push({ type: 'trump', card: (['clubs', 'jester', 'wizard'] as const)[draw(2)]!, suit: 'hearts' });
			const bids: number[] = [];
			for (let i = 0; i < players; i++) {
				let bid = draw(round);
				if (noEqualBids && i === players - 1 && bids.reduce((a, b) => a + b, 0) + bid === round)
					bid = bid === 0 ? 1 : bid - 1;
				bids.push(bid);
				taps.push({ type: 'bid', bid });
			}
			const tricks = Array.from({ length: players }, () => 0);
			for (let t = 0; t < round; t++) tricks[draw(players - 1)]! += 1;
			taps.push({ type: 'tricks', tricks });
		}
		return { setup: { seats: seats(players), firstDealer: firstDealer % players, settings: { noEqualBids } }, taps };
	});

describe('any legal Wizard game', () => {
	it('is scored by the rulebook every round, totals included, and replays to the same state', () => {
		fc.assert(
			fc.property(randomGame, ({ setup, taps }) => {
				const table = TestTable.setUp(wizardGame, setup).play(...taps);
				expect(table.snapshot.value).toBe('finished');
				const { rounds } = table.context;
				expect(rounds).toHaveLength(roundCount(setup.seats.length));
				// Independent totals: each round's bids and tricks as the table entered them.
				const expected = setup.seats.map(() => 0);
				const tricksTaps = taps.filter((tap) => tap.type === 'tricks');
				rounds.forEach((round, r) => {
					expect(round.tricks).toEqual(tricksTaps[r]!.tricks);
					round.bids.forEach((bid, seat) => (expected[seat]! += scoreOf(bid, round.tricks[seat]!)));
				});
				for (const { playerId, score } of summarize(table.snapshot).standings) {
					expect(score).toBe(expected[setup.seats.indexOf(playerId)]);
				}
				const replayed = replay(wizardGame, setup, table.log);
				expect(replayed.refused).toEqual([]);
				expect(replayed.snapshot.context).toEqual(table.context);
				expect(replayed.snapshot.value).toEqual(table.snapshot.value);
			}),
			{ numRuns: propertyRuns(60) }
		);
	});
});
