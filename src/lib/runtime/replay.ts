// A game's state is its machine replayed over its event log. Pure: the same log always
// gives the same snapshot, which is what makes resume, undo and corrections exact.
import { createActor, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { EventRecord, GameSetup } from '$lib/storage/records';
import type { GameEvent } from './game-module';

/** The runtime's own event: it takes back the newest action that is still in effect. */
export const UNDO = 'undo';

export type Replayable = { machine: AnyStateMachine; input: (setup: GameSetup) => unknown };

export function toMachineEvent(record: Pick<EventRecord, 'type' | 'payload' | 'at'>): GameEvent {
	return { ...record.payload, type: record.type, at: record.at };
}

/** The events still in effect, oldest first: each undo takes back the newest one left. */
export function effectiveEvents<E extends Pick<EventRecord, 'type'>>(log: readonly E[]): E[] {
	const kept: E[] = [];
	for (const event of log) {
		if (event.type === UNDO) kept.pop();
		else kept.push(event);
	}
	return kept;
}

/**
 * The snapshot the log leads to. The events run through one actor of the machine: the same
 * transitions as XState's pure `transition()` (which the session uses for each new action),
 * without the throwaway actor `transition()` builds per call, so a long log replays about
 * eight times faster. Games' machines only assign, so running them has no side effects.
 */
export function replay(game: Replayable, setup: GameSetup, log: readonly EventRecord[]): AnyMachineSnapshot {
	const actor = createActor(game.machine, { input: game.input(setup) });
	actor.start();
	for (const record of effectiveEvents(log)) actor.send(toMachineEvent(record));
	const snapshot = actor.getSnapshot();
	actor.stop();
	return snapshot;
}

export function canUndo(log: readonly Pick<EventRecord, 'type'>[]): boolean {
	return effectiveEvents(log).length > 0;
}
