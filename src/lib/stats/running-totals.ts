// Each player's score after every action that changed one: a game's running totals, read from
// the game's own summary as its log is played forward, so it works for every scored game.
import type { AnyGame } from '$lib/runtime/game-module';
import { toMachineEvent, undoLog, upcast } from '$lib/runtime/replay';
import { Steps } from '$lib/runtime/steps';
import type { EventRecord, GameRecord } from '$lib/storage/records';

export type RunningTotals = { playerId: string; totals: number[] }[];

/**
 * The actions in effect, in order, each decided by the rules as replay decides it (one refused
 * today changes nothing); a point is kept whenever a score moved.
 */
export function runningTotals(
	game: AnyGame,
	record: Pick<GameRecord, 'setup' | 'rulesVersion'>,
	log: readonly EventRecord[]
): RunningTotals {
	const version = record.rulesVersion ?? game.rulesVersion;
	const { kept } = undoLog(log.map((event) => upcast(game, event, version)));
	const steps = Steps.atStart(game, record.setup);
	const seats = record.setup.seats;
	const points: number[][] = [];
	let last = '';
	for (const event of kept) {
		if (steps.take(toMachineEvent(event))) continue;
		const { standings } = game.summarize(steps.snapshot);
		const scores = seats.map((id) => standings.find((s) => s.playerId === id)?.score ?? 0);
		const key = scores.join();
		if (key !== last) points.push(scores);
		last = key;
	}
	return seats.map((playerId, seat) => ({ playerId, totals: points.map((scores) => scores[seat]!) }));
}
