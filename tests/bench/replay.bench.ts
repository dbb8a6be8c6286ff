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

// A game this phone holds as read (every game started or taken in since readUnder) is replayed
// without reading its events again; one not known to be read is read as it is replayed, as
// every log was before.
describe('replay', () => {
	bench('1,000 Wizard events', () => {
		replay(wizardGame, setup, log, { readUnder: wizardGame.rulesVersion });
	});
	bench('1,000 Wizard events, read as replayed', () => {
		replay(wizardGame, setup, log);
	});
});
