// How long a game takes to come back from its log: a 1,000-event Wizard log replayed.
import { bench, describe, expect } from 'vitest';
import { wizardGame } from '$lib/games/wizard/game';
import { replay } from '$lib/runtime/replay';
import { wizardLog } from './wizard-log';

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
