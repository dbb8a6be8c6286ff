// How long a game takes to come back from its log: a 1,000-event Wizard log replayed.
import { bench, describe, expect } from 'vitest';
import { wizardGame } from '$lib/games/wizard/game';
import { replay } from '$lib/runtime/replay';
import type { EventRecord } from '$lib/storage/records';

const PLAYERS = 3;
const ROUNDS = 20;

/**
 * A whole legal 3-player game (each round's tricks entered, undone and entered again), then
 * corrections of its rounds, until there are `count` events. Every event is accepted.
 */
function wizardLog(count: number): EventRecord[] {
	const log: EventRecord[] = [];
	const push = (type: string, payload: Record<string, unknown>) =>
		log.push({ id: String(log.length), gameId: 'g', seq: log.length + 1, type, payload, at: log.length });
	for (let round = 1; round <= ROUNDS; round++) {
		const dealer = (round - 1) % PLAYERS;
		if (round < ROUNDS) push('trump', { round, card: 'hearts' });
		for (let i = 1; i <= PLAYERS; i++) push('bid', { round, seat: (dealer + i) % PLAYERS, bid: 0 });
		const tricks = [round, 0, 0];
		push('tricks', { round, tricks });
		push('undo', { seq: log.length });
		push('tricks', { round, tricks });
	}
	for (let i = 0; log.length < count; i++) {
		const round = (i % ROUNDS) + 1;
		push('correct', { round, bids: [i % 2, 0, 0], tricks: [round, 0, 0] });
	}
	return log;
}

const setup = { seats: ['a', 'b', 'c'], firstDealer: 0, settings: {} };
const log = wizardLog(1000);

// The log really is a game: the replay ends finished, with the last correction in place.
const { snapshot: end, refused } = replay(wizardGame, setup, log);
expect(refused).toEqual([]);
expect(end.matches('finished')).toBe(true);
const last = log.at(-1)!.payload as { round: number; bids: number[] };
expect(end.context.rounds[last.round - 1]!.bids).toEqual(last.bids);

describe('replay', () => {
	bench('1,000 Wizard events', () => {
		replay(wizardGame, setup, log);
	});
});
