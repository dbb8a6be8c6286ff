// How long a game takes to come back from its log: a 1,000-event Wizard log replayed.
import { bench, describe } from 'vitest';
import wizardModule from '$lib/games/wizard/module';
import { replay } from '$lib/runtime/replay';
import type { EventRecord } from '$lib/storage/records';

/** A 4-player game's events, round after round, until there are `count` of them (with undos). */
function wizardLog(count: number): EventRecord[] {
	const log: EventRecord[] = [];
	const push = (type: string, payload: Record<string, unknown>) =>
		log.push({ id: String(log.length), gameId: 'g', seq: log.length + 1, type, payload, at: log.length });
	let round = 1;
	while (log.length < count) {
		push('trump', { card: 'hearts' });
		for (let i = 0; i < 4; i++) push('bid', { bid: 0 });
		push('tricks', { tricks: [round, 0, 0, 0] });
		push('undo', {});
		push('tricks', { tricks: [round, 0, 0, 0] });
		round = (round % 14) + 1;
		if (round === 1) push('correct', { round: 1, bids: [1, 0, 0, 0], tricks: [1, 0, 0, 0] });
	}
	return log.slice(0, count);
}

const setup = { seats: ['a', 'b', 'c', 'd'], firstDealer: 0, settings: {} };
const log = wizardLog(1000);

describe('replay', () => {
	bench('1,000 Wizard events', () => {
		replay(wizardModule, setup, log);
	});
});
