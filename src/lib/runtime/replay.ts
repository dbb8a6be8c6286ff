// A game's state is its machine replayed over its event log. Pure: the same log always
// gives the same snapshot, which is what makes resume, undo and corrections exact.
import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
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

export function replay(game: Replayable, setup: GameSetup, log: readonly EventRecord[]): AnyMachineSnapshot {
	let [snapshot] = initialTransition(game.machine, game.input(setup));
	for (const record of effectiveEvents(log)) {
		[snapshot] = transition(game.machine, snapshot, toMachineEvent(record));
	}
	return snapshot;
}

export function canUndo(log: readonly Pick<EventRecord, 'type'>[]): boolean {
	return effectiveEvents(log).length > 0;
}
