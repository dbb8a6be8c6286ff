import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Action } from '$lib/runtime/game-module';
import { checks, currentRound, nextBidder, wizardMachine, type WizardEvent, type WizardInput, type WizardSnapshot } from './machine';
import { biddingOrder, roundCount, roundScore, runningTotals, sum } from './rules';
import { summarize } from './summary';
import wizardModule from './module';
import { replay } from '$lib/runtime/replay';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

function start(input: Partial<WizardInput> & { players?: number } = {}): WizardSnapshot {
	const { players = 3, ...rest } = input;
	return initialTransition(wizardMachine, { seats: seats(players), firstDealer: 0, noEqualBids: false, ...rest })[0];
}

/** An action as the table makes it; the screen adds the round, and for a bid the bidder. */
type TableAction =
	| Exclude<Action<WizardEvent>, { type: 'correct' }> extends infer A
	? (A extends unknown ? Omit<A, 'round' | 'seat'> : never) | Action<Extract<WizardEvent, { type: 'correct' }>>
	: never;

function stamp(snapshot: WizardSnapshot, action: TableAction): WizardEvent {
	const round = currentRound(snapshot.context);
	const seat = nextBidder(snapshot.context) ?? -1;
	if (action.type === 'correct') return { ...action, at: 0 };
	return { round, ...(action.type === 'bid' ? { seat } : {}), ...action, at: 0 } as WizardEvent;
}

function send(snapshot: WizardSnapshot, ...actions: TableAction[]): WizardSnapshot {
	return actions.reduce((snap, action) => transition(wizardMachine, snap, stamp(snap, action))[0], snapshot);
}

/** Plays one round: trump (unless the last), everyone bids 0, the first bidder takes every trick. */
function playRound(snapshot: WizardSnapshot): WizardSnapshot {
	const round = currentRound(snapshot.context);
	const players = snapshot.context.seats.length;
	let snap = snapshot.matches('trump') ? send(snapshot, { type: 'trump', card: 'hearts' }) : snapshot;
	for (let i = 0; i < players; i++) snap = send(snap, { type: 'bid', bid: 0 });
	const tricks = seats(players).map(() => 0);
	tricks[biddingOrder(round, snapshot.context.firstDealer, players)[0]!] = round;
	return send(snap, { type: 'tricks', tricks });
}

describe('the Wizard machine', () => {
	it('asks for trump, then the bids in order from the dealer’s left, then the tricks', () => {
		let snap = start({ players: 4, firstDealer: 1 });
		expect(snap.value).toBe('trump');
		snap = send(snap, { type: 'trump', card: 'wizard', suit: 'clubs' });
		expect(snap.context.trump).toBe('clubs');
		expect(snap.value).toBe('bidding');
		expect(nextBidder(snap.context)).toBe(2);
		snap = send(snap, { type: 'bid', bid: 1 }, { type: 'bid', bid: 0 }, { type: 'bid', bid: 0 });
		expect(nextBidder(snap.context)).toBe(1);
		snap = send(snap, { type: 'bid', bid: 1 });
		expect(snap.value).toBe('tricks');
		expect(snap.context.bids).toEqual([0, 1, 1, 0]);
	});

	it('refuses a Wizard turned without the dealer’s suit', () => {
		const snap = start();
		const event = { type: 'trump', round: 1, card: 'wizard', at: 0 } as const;
		expect(snap.can(event)).toBe(false);
		expect(checks.trump!(snap.context, event)).toEqual({ code: 'wizard_needs_suit' });
	});

	it('refuses the dealer’s forbidden bid when the setting is on', () => {
		let snap = start({ players: 3, noEqualBids: true });
		snap = playRound(snap);
		snap = send(snap, { type: 'trump', card: 'jester' }, { type: 'bid', bid: 1 }, { type: 'bid', bid: 0 });
		const forbidden = stamp(snap, { type: 'bid', bid: 1 });
		expect(snap.can(forbidden)).toBe(false);
		expect(checks.bid!(snap.context, forbidden)).toEqual({ code: 'bid_forbidden', params: { bid: 1, cards: 2 } });
		expect(snap.can(stamp(snap, { type: 'bid', bid: 2 }))).toBe(true);
	});

	it('refuses tricks that do not add up to the round’s cards', () => {
		let snap = start();
		snap = send(snap, { type: 'trump', card: 'spades' }, { type: 'bid', bid: 0 }, { type: 'bid', bid: 0 }, { type: 'bid', bid: 1 });
		expect(snap.can(stamp(snap, { type: 'tricks', tricks: [1, 1, 0] }))).toBe(false);
		snap = send(snap, { type: 'tricks', tricks: [0, 0, 1] });
		expect(snap.context.rounds).toEqual([{ trump: 'spades', bids: [1, 0, 0], tricks: [0, 0, 1] }]);
		expect(snap.value).toBe('trump');
	});

	it('skips the trump in the last round and finishes after it', () => {
		let snap = start({ players: 6 });
		for (let round = 1; round < 10; round++) snap = playRound(snap);
		expect(currentRound(snap.context)).toBe(10);
		expect(snap.value).toBe('bidding');
		expect(snap.context.trump).toBe('none');
		snap = playRound(snap);
		expect(snap.value).toBe('finished');
		expect(summarize(snap).finished).toBe(true);
	});

	it('corrects a past round, and every later total follows', () => {
		let snap = start();
		for (let round = 1; round <= 4; round++) snap = playRound(snap);
		const before = runningTotals(snap.context.rounds, 3);
		snap = send(snap, { type: 'correct', round: 2, bids: [1, 0, 0], tricks: [1, 1, 0] });
		const after = runningTotals(snap.context.rounds, 3);
		expect(after[0]).toEqual(before[0]);
		const delta = after[1]!.map((total, seat) => total - before[1]![seat]!);
		expect(delta.every((d) => d !== 0)).toBe(true);
		for (const round of [2, 3]) {
			expect(after[round]!.map((total, seat) => total - before[round]![seat]!)).toEqual(delta);
		}
		expect(snap.value).toBe('trump');
	});

	it('refuses an action entered for another round or another bidder (a second tap, a raced tab)', () => {
		let snap = start({ players: 3 });
		snap = send(snap, { type: 'trump', card: 'clubs' }, { type: 'bid', bid: 1 });
		const sameBidAgain = { type: 'bid', round: 1, seat: 1, bid: 1, at: 0 } as const;
		expect(snap.can(sameBidAgain)).toBe(false);
		expect(checks.bid!(snap.context, sameBidAgain)).toEqual({ code: 'stale_bidder' });
		snap = send(snap, { type: 'bid', bid: 0 }, { type: 'bid', bid: 0 }, { type: 'tricks', tricks: [0, 1, 0] });
		const scoredTwice = { type: 'tricks', round: 1, tricks: [0, 1, 0], at: 0 } as const;
		expect(checks.tricks!(snap.context, scoredTwice)).toEqual({ code: 'stale', params: { round: '1' } });
		expect(snap.can({ type: 'trump', round: 1, card: 'clubs', at: 0 })).toBe(false);
		expect(snap.can({ type: 'trump', round: 2, card: 'clubs', at: 0 })).toBe(true);
	});

	it('refuses a correction of a round not yet played', () => {
		const snap = playRound(start());
		expect(snap.can({ type: 'correct', round: 2, bids: [0, 0, 0], tricks: [1, 1, 0], at: 0 })).toBe(false);
	});
});

/** A random legal game: per round a trump card, bids in range (re-drawn if forbidden), tricks that add up. */
const randomGame = fc
	.record({ players: fc.integer({ min: 3, max: 6 }), firstDealer: fc.nat(5), noEqualBids: fc.boolean(), seed: fc.infiniteStream(fc.nat(1000)) })
	.map(({ players, firstDealer, noEqualBids, seed }) => {
		const next = seed[Symbol.iterator]();
		const draw = (max: number) => next.next().value! % (max + 1);
		const events: TableAction[] = [];
		const rounds = roundCount(players);
		for (let round = 1; round <= rounds; round++) {
			if (round < rounds) events.push({ type: 'trump', card: (['clubs', 'jester', 'wizard'] as const)[draw(2)]!, suit: 'hearts' });
			const bids: number[] = [];
			for (let i = 0; i < players; i++) {
				let bid = draw(round);
				if (noEqualBids && i === players - 1 && sum(bids) + bid === round) bid = bid === 0 ? 1 : bid - 1;
				bids.push(bid);
				events.push({ type: 'bid', bid });
			}
			const tricks = Array.from({ length: players }, () => 0);
			for (let t = 0; t < round; t++) tricks[draw(players - 1)]! += 1;
			events.push({ type: 'tricks', tricks });
		}
		return { input: { seats: seats(players), firstDealer: firstDealer % players, noEqualBids }, events };
	});

describe('any legal Wizard game', () => {
	it('scores every round 20 + 10k or -10k, totals as the sum of rounds, and ends finished', () => {
		fc.assert(
			fc.property(randomGame, ({ input, events }) => {
				let snap = initialTransition(wizardMachine, input)[0];
				const played: WizardEvent[] = [];
				for (const action of events) {
					const event = stamp(snap, action);
					expect(snap.can(event)).toBe(true);
					snap = transition(wizardMachine, snap, event)[0];
					played.push(event);
				}
				expect(snap.value).toBe('finished');
				const { rounds } = snap.context;
				expect(rounds).toHaveLength(roundCount(input.seats.length));
				for (const round of rounds) {
					round.bids.forEach((bid, seat) => {
						const score = roundScore(bid, round.tricks[seat]!);
						expect(score === 20 + 10 * bid || (score < 0 && score % 10 === 0)).toBe(true);
					});
				}
				// Replaying the stored log gives exactly the state played live.
				const log = played.map(({ type, at, ...payload }, i) => {
					return { id: String(i), gameId: 'g', seq: i + 1, type, payload, at };
				});
				const replayed = replay(wizardModule, { seats: input.seats, firstDealer: input.firstDealer, settings: { noEqualBids: input.noEqualBids } }, log);
				expect(replayed.context).toEqual(snap.context);
				expect(replayed.value).toEqual(snap.value);
				const totals = summarize(snap).standings;
				for (const { playerId, score } of totals) {
					const seat = input.seats.indexOf(playerId);
					expect(score).toBe(sum(rounds.map((round) => roundScore(round.bids[seat]!, round.tricks[seat]!))));
				}
			}),
			{ numRuns: 60 }
		);
	});
});
