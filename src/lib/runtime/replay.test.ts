import { assign, initialTransition, setup, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '$lib/storage/records';
import { UNDO, canUndo, effectiveEvents, replay, toMachineEvent } from './replay';

/** A toy game: players add points; the game ends at 10. */
const toy = {
	machine: setup({
		types: { input: {} as { start: number }, context: {} as { total: number; times: number[] }, events: {} as { type: 'add'; n: number; at: number } }
	}).createMachine({
		context: ({ input }) => ({ total: input.start, times: [] }),
		initial: 'playing',
		states: {
			playing: {
				always: { guard: ({ context }) => context.total >= 10, target: 'over' },
				on: { add: { actions: assign(({ context, event }) => ({ total: context.total + event.n, times: [...context.times, event.at] })) } }
			},
			over: {}
		}
	}),
	input: (setup: { settings: Record<string, unknown> }) => ({ start: setup.settings.start as number })
};
const gameSetup = { seats: [], firstDealer: 0, settings: { start: 1 } };

let seq = 0;
const add = (n: number, at = 100): EventRecord => ({ id: `e${++seq}`, gameId: 'g', seq, type: 'add', payload: { n }, at });
const undo = (): EventRecord => ({ id: `e${++seq}`, gameId: 'g', seq, type: UNDO, payload: {}, at: 0 });

describe('replay', () => {
	it('replays the log through the machine, times included', () => {
		const snapshot = replay(toy, gameSetup, [add(2, 5), add(3, 7)]);
		expect(snapshot.context).toEqual({ total: 6, times: [5, 7] });
	});

	it('takes back the newest action per undo, repeatedly', () => {
		const log = [add(2), add(3), undo(), add(4), undo(), undo()];
		expect(effectiveEvents(log).map((e) => e.payload.n)).toEqual([]);
		expect(replay(toy, gameSetup, log).context.total).toBe(1);
		expect(canUndo(log)).toBe(false);
		expect(canUndo([...log, add(1)])).toBe(true);
	});

	it('gives the same state as playing live, step by step with the pure transition', () => {
		const log = [add(4), add(3), add(9)];
		let [live] = initialTransition(toy.machine, toy.input(gameSetup));
		for (const record of log) [live] = transition(toy.machine, live, toMachineEvent(record) as { type: 'add'; n: number; at: number });
		const replayed = replay(toy, gameSetup, log);
		expect(replayed.value).toBe('over');
		expect(replayed.value).toEqual(live.value);
		expect(replayed.context).toEqual(live.context);
	});
});

describe('markUndone', async () => {
	const { markUndone } = await import('./game-record');
	it('marks exactly the events an undo took back', () => {
		const log = [add(1), add(2), undo(), add(3)];
		expect(markUndone(log).map((e) => e.undone)).toEqual([false, true, false, false]);
	});
});
