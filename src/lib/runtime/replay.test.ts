import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '$lib/model';
import type { StoredEvent } from './game-module';
import { toyGame } from '../../../tests/fixtures/toy-game';
import { markLog } from './game-record';
import { effectiveEvents, missingSeqs, replay, toMachineEvent, undoLog, upcast } from './replay';
import { UNDO } from '$lib/log/undo';

const setup = { seats: [], firstDealer: 0, settings: {} };

/** A log written as a table would: seqs from 1, each add naming the turn it was tapped on. */
function logOf(...entries: ({ n: number; at?: number; turn?: number } | { undo: number })[]): EventRecord[] {
	let turn = 1;
	return entries.map((entry, i) => {
		const seq = i + 1;
		if ('undo' in entry) return { id: `e${seq}`, gameId: 'g', seq, type: UNDO, payload: { seq: entry.undo }, at: 0 };
		return {
			id: `e${seq}`,
			gameId: 'g',
			seq,
			type: 'add',
			payload: { n: entry.n, turn: entry.turn ?? turn++ },
			at: entry.at ?? 100
		};
	});
}

describe('replay', () => {
	it('replays the log through the machine, reporting nothing when all is well', () => {
		const { snapshot, refused, missing, newer } = replay(toyGame, setup, logOf({ n: 2 }, { n: 3 }));
		expect(snapshot.context).toEqual({ total: 5, turn: 3 });
		expect([refused, missing, newer]).toEqual([[], [], false]);
	});

	it('gives the same state as playing live, step by step with the pure transition', () => {
		const log = logOf({ n: 3 }, { n: 3 }, { n: 3 }, { n: 1 });
		let [live] = initialTransition(toyGame.machine, {});
		for (const record of log) [live] = transition(toyGame.machine, live, toMachineEvent(record) as never);
		const replayed = replay(toyGame, setup, log).snapshot;
		expect(replayed.value).toBe('over');
		expect(replayed.value).toEqual(live.value);
		expect(replayed.context).toEqual(live.context);
	});

	it('names the events the rules refuse, with why, and replays the rest', () => {
		// The 7 is out of range; the third event aims at turn 2 again, already played.
		const log = logOf({ n: 7, turn: 1 }, { n: 2, turn: 1 }, { n: 1, turn: 1 }, { n: 3, turn: 2 });
		const { snapshot, refused } = replay(toyGame, setup, log);
		expect(snapshot.context).toEqual({ total: 5, turn: 3 });
		expect(refused.map(({ record, refusal }) => [record.seq, refusal.code])).toEqual([
			[1, 'toy_range'],
			[3, 'concurrent']
		]);
	});

	it('names an event of a type the game does not know, and one it cannot read', () => {
		const log: EventRecord[] = [
			{ id: 'a', gameId: 'g', seq: 1, type: 'jump', payload: {}, at: 0 },
			{ id: 'b', gameId: 'g', seq: 2, type: 'add', payload: { n: 1, turn: 1 }, at: 0 }
		];
		expect(replay(toyGame, setup, log).refused.map((r) => r.refusal.code)).toEqual(['not_now']);
		const game = { ...toyGame, refusalIn: () => ({ code: 'unreadable' }) };
		expect(replay(game, setup, log).refused).toHaveLength(2);
	});

	it('reports holes in the log, including a missing newest event', () => {
		const log = logOf({ n: 1 }, { n: 1 }, { n: 1 }).filter((e) => e.seq !== 1);
		expect(replay(toyGame, setup, log, { lastSeq: 5 }).missing).toEqual([1, 4, 5]);
		expect(missingSeqs(logOf({ n: 1 }, { n: 1 }))).toEqual([]);
		expect(missingSeqs([], 0)).toEqual([]);
		expect(missingSeqs([{ seq: 2 }])).toEqual([1]);
	});

	it('says when a log comes from a newer version of the game', () => {
		expect(replay(toyGame, setup, [], { rulesVersion: 3 }).newer).toBe(true);
		expect(replay(toyGame, setup, [], { rulesVersion: 2 }).newer).toBe(false);
	});
});

describe('an action aimed at a moment already past', () => {
	const codes = (game: typeof toyGame, log: EventRecord[]) =>
		replay(game, setup, log).refused.map(({ record, refusal }) => [record.seq, refusal.code]);

	it('was entered twice at once when an action of its type taken before was aimed the same', () => {
		expect(codes(toyGame, logOf({ n: 2, turn: 1 }, { n: 1, turn: 2 }, { n: 3, turn: 1 }))).toEqual([[3, 'concurrent']]);
	});

	it('names the entry kept in its place, so the table can see both and choose', () => {
		const log = logOf({ n: 2, turn: 1 }, { n: 1, turn: 2 }, { n: 3, turn: 1 });
		const [conflict] = replay(toyGame, setup, log).refused;
		expect(conflict?.kept?.id).toBe(log[0]!.id);
		const stale = replay(toyGame, setup, logOf({ n: 2, turn: 1 }, { n: 1, turn: 5 })).refused;
		expect(stale[0]?.kept).toBeUndefined();
	});

	it('is one action with its twin when entered with the same values: not named, and changing nothing', () => {
		const log = logOf({ n: 2, turn: 1 }, { n: 1, turn: 2 }, { n: 2, turn: 1 });
		const { snapshot, refused, twins } = replay(toyGame, setup, log);
		expect(refused).toEqual([]);
		expect(twins.map((event) => event.seq)).toEqual([3]);
		expect(snapshot.context).toEqual(replay(toyGame, setup, log.slice(0, 2)).snapshot.context);
	});

	it('is a conflict, not a twin, when any of its values differs, in whatever order they were written', () => {
		const game = { ...toyGame, targetOf: () => ({ turn: 0 }) };
		const [first, second] = logOf({ n: 2, turn: 1 }, { n: 2, turn: 1 });
		const reordered = { ...second!, payload: { turn: 1, n: 2 } };
		expect(replay(game, setup, [first!, reordered]).twins).toHaveLength(1);
		const other = { ...second!, payload: { ...second!.payload, note: 'x' } };
		expect(codes(game, [first!, other])).toEqual([[2, 'concurrent']]);
	});

	it('is stale when none was: one aimed at a turn never played', () => {
		expect(codes(toyGame, logOf({ n: 2, turn: 1 }, { n: 1, turn: 5 }))).toEqual([[2, 'stale']]);
	});

	it('is a twin only when aimed the same in everything its target names', () => {
		// As if the toy's target also named the points: the same turn with other points is no twin.
		const game = { ...toyGame, targetOf: () => ({ turn: 0, n: 0 }) };
		expect(codes(game, logOf({ n: 2, turn: 1 }, { n: 3, turn: 1 }))).toEqual([[2, 'stale']]);
	});

	it('is a twin only when stale: a rule’s refusal is named as the rule gives it', () => {
		// As if the toy's target named nothing: every add would be aimed the same.
		const game = { ...toyGame, targetOf: () => ({}) };
		expect(codes(game, logOf({ n: 2, turn: 1 }, { n: 7, turn: 2 }))).toEqual([[2, 'toy_range']]);
	});

	it('is a twin only of an action of its own type', () => {
		// Aimed at nothing, so aimed as the reset was, but a reset is no add.
		const game = { ...toyGame, targetOf: () => ({}) };
		const reset: EventRecord = { id: 'r', gameId: 'g', seq: 1, type: 'reset', payload: {}, at: 0 };
		const [, stale] = logOf({ n: 2 }, { n: 1, turn: 5 });
		expect(codes(game, [reset, stale!])).toEqual([[2, 'stale']]);
	});
});

describe('undo', () => {
	it('takes back exactly the action it names, however many undos come', () => {
		const log = logOf({ n: 2 }, { n: 3 }, { undo: 2 }, { n: 1, turn: 2 }, { undo: 4 }, { undo: 1 });
		expect(effectiveEvents(log)).toEqual([]);
		expect(replay(toyGame, setup, log).snapshot.context.total).toBe(0);
		expect(effectiveEvents(log)).toHaveLength(0);
	});

	it('takes back the named action even when it is not the newest (logs merged later)', () => {
		const log = logOf({ n: 2 }, { n: 3 }, { undo: 1 });
		expect(effectiveEvents(log).map((e) => e.seq)).toEqual([2]);
		expect(effectiveEvents(log)).toHaveLength(1);
	});

	it('reports an undo whose action is gone or was never there', () => {
		const log = logOf({ n: 2 }, { undo: 1 }, { undo: 1 }, { undo: 9 });
		const { kept, unmatched } = undoLog(log);
		expect(kept).toEqual([]);
		expect(unmatched.map((e) => e.seq)).toEqual([3, 4]);
		expect(replay(toyGame, setup, log).refused.map((r) => [r.record.seq, r.refusal.code])).toEqual([
			[3, 'nothing_to_undo'],
			[4, 'nothing_to_undo']
		]);
	});

	it('lists what it left out in the order of the log, undos and actions alike', () => {
		const log = logOf({ n: 7 }, { undo: 9 }, { n: 9, turn: 1 });
		expect(replay(toyGame, setup, log).refused.map((r) => [r.record.seq, r.refusal.code])).toEqual([
			[1, 'toy_range'],
			[2, 'nothing_to_undo'],
			[3, 'toy_range']
		]);
	});

	it('never takes back an undo', () => {
		const log = logOf({ n: 2 }, { undo: 1 }, { undo: 2 });
		expect(undoLog(log).unmatched.map((e) => e.seq)).toEqual([3]);
	});
});

describe('a log from an older version', () => {
	const old: EventRecord[] = [
		{ id: 'a', gameId: 'g', seq: 1, type: 'plus', payload: { points: 2, turn: 1 }, at: 5 },
		{ id: 'b', gameId: 'g', seq: 2, type: 'add', payload: { points: 3, turn: 2 }, at: 6 },
		{ id: 'c', gameId: 'g', seq: 3, type: UNDO, payload: { seq: 2 }, at: 7 }
	];

	it('is lifted version by version to the shape this code reads', () => {
		expect(upcast(toyGame, old[0]!, 0)).toEqual({
			id: 'a',
			gameId: 'g',
			seq: 1,
			type: 'add',
			payload: { n: 2, turn: 1 },
			at: 5
		});
		expect(upcast(toyGame, old[1]!, 1)).toMatchObject({ type: 'add', payload: { n: 3, turn: 2 } });
		expect(upcast(toyGame, old[2]!, 0)).toBe(old[2]);
		const current = { ...old[1]!, payload: { n: 3, turn: 2 } };
		expect(upcast(toyGame, current, 2)).toBe(current);
	});

	it('leaves an undo as it was stored: it is the runtime’s, not the game’s to lift', () => {
		const liftsEverything = { rulesVersion: 1, upcasters: [(event: StoredEvent) => ({ ...event, payload: {} })] };
		expect(upcast(liftsEverything, old[2]!, 0)).toBe(old[2]);
	});

	it('replays as it was played', () => {
		const { snapshot, refused } = replay(toyGame, setup, old, { rulesVersion: 0 });
		expect(refused).toEqual([]);
		expect(snapshot.context).toEqual({ total: 2, turn: 2 });
	});

	it('reads in the record as this version names it, marked undone or refused', () => {
		const log = [...old, { id: 'd', gameId: 'g', seq: 4, type: 'add', payload: { points: 9, turn: 1 }, at: 8 }];
		const { refused, twins } = replay(toyGame, setup, log, { rulesVersion: 1 });
		const marked = markLog(toyGame, { rulesVersion: 1 }, log, { refused, twins });
		expect(marked.map((e) => [e.type, e.undone, e.refusal?.code ?? null])).toEqual([
			['plus', false, 'not_now'],
			['add', true, null],
			[UNDO, false, null],
			['add', false, 'toy_range']
		]);
	});
});
