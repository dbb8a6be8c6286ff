// Events from elsewhere merged into the logs held here: what is added, what is skipped, what is
// refused, and everything derived from a log kept in step in the same transaction.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StampedEvent } from '$lib/log/merge';
import { UNDO } from '$lib/log/undo';
import { deriveGame } from '$lib/runtime/merge-games';
import { toyGame } from '../../../tests/fixtures/toy-game';
import { DealkeeperDatabase, useDatabase } from './database';
import { appendEvent, createGame, loadGame } from './games';
import { mergeHere, type Derive } from './merge-logs';
import type { GameRecord } from '$lib/model';

const T = Date.UTC(2026, 11, 2, 20, 0, 0);
const setup = { seats: ['x'], firstDealer: 0, settings: {} };
const derive: Derive = (game, log, added) => deriveGame(toyGame, game, log, added);
let db: DealkeeperDatabase;
let game: GameRecord;

const stamp = (ms: number, device: string) => `${new Date(T + ms).toISOString()}-0000-${device}`;
/** Phone `device` adds `n` on turn `turn`, `ms` into the evening. */
const add = (id: string, ms: number, device: string, turn: number, n: number): StampedEvent => ({
	id,
	gameId: game.id,
	seq: 0,
	type: 'add',
	payload: { turn, n },
	at: T + ms,
	hlc: stamp(ms, device),
	deviceId: device
});

beforeEach(async () => {
	db = new DealkeeperDatabase(`merge-${crypto.randomUUID()}`);
	useDatabase(db);
	const summary = { finished: false, standings: [], progress: null };
	game = await createGame({ kind: 'toy', setup, summary }, T);
});
afterEach(() => db.delete());

describe('merging into the logs held here', () => {
	it('starts from the log as stored whenever it changed since the last merge, not from the one remembered', async () => {
		await mergeHere([add('a1', 0, 'a', 1, 3)], derive, T);
		// This phone's own tap moves the log on between two merges.
		const summary = { finished: false, standings: [], progress: null };
		const mine = await appendEvent(game.id, 1, { type: 'add', payload: { turn: 2, n: 1 }, at: T + 1000 }, summary);
		await mergeHere([add('a2', 5000, 'a', 3, 2)], derive, T + 6000);
		const stored = (await loadGame(game.id))!;
		expect(stored.events.map((e) => [e.id, e.seq])).toEqual([
			['a1', 1],
			[mine.id, 2],
			['a2', 3]
		]);
		expect(stored.game.lastSeq).toBe(3);
		expect(stored.game.summary.progress?.done).toBe(6);
	});

	it('places an event that sorts before those held, renumbers the log and stores its new summary', async () => {
		await mergeHere([add('a1', 0, 'a', 1, 3), add('a2', 2000, 'a', 2, 3)], derive, T);
		// Phone b added 2 between them while apart.
		const report = await mergeHere([add('b1', 1000, 'b', 2, 2)], derive, T + 5000);
		expect(report).toEqual({ added: 1, changed: [game.id], conflicts: [], orphans: [] });
		const stored = (await loadGame(game.id))!;
		expect(stored.events.map((e) => [e.id, e.seq])).toEqual([
			['a1', 1],
			['b1', 2],
			['a2', 3]
		]);
		// 3 + 2, then a2 is refused: turn 2 is taken (entered on another phone at the same moment).
		expect(stored.game.lastSeq).toBe(3);
		expect(stored.game.summary.progress).toEqual({ unit: 'round', done: 5, total: 10 });
		expect(stored.game.updatedAt).toBe(T + 2000);
	});

	it('skips what it holds and refuses an id held with other content, keeping its own', async () => {
		const a1 = add('a1', 0, 'a', 1, 3);
		await mergeHere([a1], derive, T);
		const forged = { ...a1, payload: { turn: 1, n: 1 } };
		const report = await mergeHere([a1, forged], derive, T);
		expect(report.added).toBe(0);
		expect(report.conflicts).toEqual([{ held: { ...a1, seq: 1 }, incoming: forged }]);
		expect((await loadGame(game.id))!.events.map((e) => e.payload)).toEqual([{ turn: 1, n: 3 }]);
	});

	it('holds back the events of a game not held here, and stores nothing of them', async () => {
		const stray = { ...add('s1', 0, 'a', 1, 3), gameId: 'elsewhere' };
		const report = await mergeHere([stray], derive, T);
		expect(report).toEqual({ added: 0, changed: [], conflicts: [], orphans: [stray] });
		expect(await db.events.count()).toBe(0);
	});

	it('packs a game the merge finishes, and unpacks it when a late undo takes the last action back', async () => {
		const adds = [add('a1', 0, 'a', 1, 3), add('a2', 1000, 'a', 2, 3), add('a3', 2000, 'a', 3, 3)];
		await mergeHere([...adds, add('b1', 3000, 'b', 4, 1)], derive, T);
		expect((await db.games.get(game.id))!.summary.finished).toBe(true);
		expect(await db.events.count()).toBe(0);
		expect(await db.packs.count()).toBe(1);

		const undo: StampedEvent = { ...add('a4', 2500, 'a', 0, 0), type: UNDO, payload: { id: 'a3' } };
		await mergeHere([undo], derive, T + 9000);
		const stored = (await loadGame(game.id))!;
		expect(stored.game.summary.finished).toBe(false);
		// 3 + 3; b1 was entered for turn 4, after a3, which is taken back: it no longer applies.
		expect(stored.game.summary.progress).toMatchObject({ done: 6 });
		expect(stored.events.map((e) => e.id)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
		expect(await db.packs.count()).toBe(0);
	});

	it('moves this device’s clock past the newest stamp it merged', async () => {
		const ahead = add('a1', 3_600_000, 'a', 1, 3);
		await mergeHere([ahead], derive, T);
		const device = await db.meta.get('device');
		expect(device && 'clock' in device && device.clock > ahead.hlc).toBe(true);
	});
});
