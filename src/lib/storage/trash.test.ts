// Recently deleted and the history lists, against fake-indexeddb.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from './database';
import { appendEvent, createGame, listGamesOfNight, listUnfinishedGames, loadGame } from './games';
import { annotateNight, getNight, listHistory } from './history';
import type { GameRecord, GameSummary } from '$lib/model';
import {
	KEEP_DELETED_DAYS,
	deleteGame,
	deleteNight,
	listDeleted,
	purgeExpired,
	restoreGame,
	restoreNight
} from './trash';

const DAY = 24 * 3600_000;
const summary: GameSummary = { finished: false, standings: [], progress: null };
let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`trash-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

/** Noon on the nth of December 2026: each day is its own night. */
const day = (n: number, hour = 20) => new Date(2026, 11, n, hour).getTime();

async function game(at: number, seats = ['anna', 'ben'], kind = 'wizard'): Promise<GameRecord> {
	const created = await createGame({ kind, setup: { seats, firstDealer: 0, settings: {} }, summary }, at);
	await appendEvent(created.id, 0, { type: 'step', payload: {}, at: at + 1 }, summary);
	return created;
}

const ids = (games: readonly { id: string }[]) => games.map((g) => g.id);

describe('the history list', () => {
	it('pages nights newest first, each with its games in the order they started', async () => {
		const first = await game(day(1));
		const second = await game(day(2));
		const third = await game(day(2, 22));
		const page = await listHistory(1);
		expect(page.more).toBe(true);
		expect(page.nights.map((n) => n.night.id)).toEqual(['2026-12-02']);
		expect(ids(page.nights[0]!.games)).toEqual([second.id, third.id]);
		const all = await listHistory(10);
		expect(all.more).toBe(false);
		expect(all.nights.map((n) => ids(n.games))).toEqual([[second.id, third.id], [first.id]]);
	});

	it('filters by player and by game, through their indexes', async () => {
		const annaWizard = await game(day(1), ['anna', 'ben']);
		await game(day(2), ['ben', 'cleo']);
		const annaDealer = await game(day(3), ['cleo', 'anna'], 'the-dealer');
		expect((await listHistory(10, { playerId: 'anna' })).nights.map((n) => ids(n.games))).toEqual([
			[annaDealer.id],
			[annaWizard.id]
		]);
		expect((await listHistory(10, { playerId: 'anna', kind: 'wizard' })).nights.map((n) => ids(n.games))).toEqual([
			[annaWizard.id]
		]);
		expect((await listHistory(10, { kind: 'the-dealer' })).nights.map((n) => ids(n.games))).toEqual([[annaDealer.id]]);
		expect((await listHistory(10, { playerId: 'nobody' })).nights).toEqual([]);
	});

	it('keeps a night’s name and note', async () => {
		await game(day(1));
		await annotateNight('2026-12-01', { name: ' At Anna’s ', note: 'Cleo brought cake' });
		expect((await getNight('2026-12-01'))!.night).toMatchObject({ name: 'At Anna’s', note: 'Cleo brought cake' });
		await annotateNight('2026-12-01', { name: '', note: '' });
		expect((await getNight('2026-12-01'))!.night).toEqual({ id: '2026-12-01', startedAt: day(1) });
	});
});

describe('Recently deleted', () => {
	it('takes a game out of every list, keeps it whole, and restores it', async () => {
		const kept = await game(day(1));
		const gone = await game(day(1, 22));
		await deleteGame(gone.id, day(2));
		expect(ids((await listHistory(10)).nights[0]!.games)).toEqual([kept.id]);
		expect(ids(await listGamesOfNight('2026-12-01'))).toEqual([kept.id]);
		expect(ids(await listUnfinishedGames())).toEqual([kept.id]);
		expect(ids((await listDeleted()).games)).toEqual([gone.id]);
		expect((await loadGame(gone.id))!.events).toHaveLength(1);

		await restoreGame(gone.id);
		expect(ids((await listHistory(10)).nights[0]!.games)).toEqual([kept.id, gone.id]);
		expect(await listDeleted()).toEqual({ nights: [], games: [] });
		expect((await loadGame(gone.id))!.game).not.toHaveProperty('deletedAt');
	});

	it('deletes a night with its games, and restores it with them (not with games deleted before)', async () => {
		const before = await game(day(1));
		const a = await game(day(1, 21));
		const b = await game(day(1, 22));
		await deleteGame(before.id, day(2));
		await deleteNight('2026-12-01', day(3));
		expect((await listHistory(10)).nights).toEqual([]);
		const deleted = await listDeleted();
		expect(deleted.nights.map((n) => [n.night.id, ids(n.games)])).toEqual([['2026-12-01', [a.id, b.id]]]);
		expect(ids(deleted.games)).toEqual([before.id]);

		await restoreNight('2026-12-01');
		expect(ids((await listHistory(10)).nights[0]!.games)).toEqual([a.id, b.id]);
		expect(ids((await listDeleted()).games)).toEqual([before.id]);
	});

	it('restoring one game of a deleted night brings the night back with that game', async () => {
		const a = await game(day(1));
		await game(day(1, 22));
		await deleteNight('2026-12-01', day(2));
		await restoreGame(a.id);
		expect((await listHistory(10)).nights.map((n) => ids(n.games))).toEqual([[a.id]]);
	});

	it(`removes for good, events and all, only what was deleted more than ${KEEP_DELETED_DAYS} days ago`, async () => {
		const old = await game(day(1));
		const recent = await game(day(2));
		await game(day(3));
		await deleteGame(old.id, day(4));
		await deleteNight('2026-12-02', day(20));
		expect(await purgeExpired(day(4) + KEEP_DELETED_DAYS * DAY - 1)).toBe(0);
		expect(await purgeExpired(day(4) + KEEP_DELETED_DAYS * DAY + 1)).toBe(1);
		expect(await loadGame(old.id)).toBeNull();
		expect(await db.events.where('gameId').equals(old.id).count()).toBe(0);
		expect(await loadGame(recent.id)).not.toBeNull();
		await purgeExpired(day(20) + KEEP_DELETED_DAYS * DAY + 1);
		expect(await loadGame(recent.id)).toBeNull();
		expect(await db.nights.get('2026-12-02')).toBeUndefined();
		expect((await listHistory(10)).nights.map((n) => n.night.id)).toEqual(['2026-12-03']);
	});
});
