// For benchmarks: a long legal Wizard log, the kind a corrected game reaches.
import type { EventRecord } from '$lib/model';

const PLAYERS = 3;
const ROUNDS = 20;

/**
 * A whole legal 3-player game (each round's tricks entered, undone and entered again), then
 * corrections of its rounds, until there are `count` events. Every event is accepted.
 */
export function wizardLog(count: number): EventRecord[] {
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
