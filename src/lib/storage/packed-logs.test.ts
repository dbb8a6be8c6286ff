// Imported logs kept in bundles (records.ts, PackedLog): each game still reads back its own
// whole log, through an undo after the end, and after games bundled with it are purged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nothingHeldToMerge } from '$support/no-merge';
import { writeImport } from './backup';
import { DealkeeperDatabase, useDatabase } from './database';
import { appendEvent, loadGame } from './games';
import { bundleByGame, unpacked } from './pack-by-game';
import type { EventRecord, GameRecord } from '$lib/model';
import { deleteGame, purgeExpired } from './trash';

const DAY = 24 * 3600_000;
const AT = new Date(2026, 11, 1, 20).getTime();
let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`logs-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

const game = (n: number): GameRecord => ({
	id: `game-${String(n).padStart(2, '0')}`,
	kind: 'toy',
	nightId: '2026-12-01',
	setup: { seats: ['a'], firstDealer: 0, settings: {} },
	summary: { finished: true, standings: [], progress: null },
	lastSeq: 40,
	createdAt: AT + n,
	updatedAt: AT + n
});
/** About 8 KB of text per game: several games to a bundle. */
const log = (gameId: string): EventRecord[] =>
	Array.from({ length: 40 }, (_, i) => ({
		id: `${gameId}-${i + 1}`,
		gameId,
		seq: i + 1,
		type: 'step',
		payload: { note: 'x'.repeat(150) },
		at: AT + i
	}));

async function importGames(games: GameRecord[]): Promise<void> {
	await writeImport(
		['2026-12-01'],
		{ madeAt: AT, reminderPutOffGamesAgo: null },
		() => ({
			players: [],
			playerAliases: [],
			nights: [{ id: '2026-12-01', startedAt: AT }],
			games,
			// The file's order is not the bundles' order.
			events: games.flatMap((g) => log(g.id)).reverse(),
			details: [],
			merged: []
		}),
		nothingHeldToMerge
	);
}

describe('imported logs in bundles', () => {
	it('are fewer records than games, the same games making the same bundles in any order', async () => {
		const games = Array.from({ length: 60 }, (_, i) => game(i));
		await importGames(games);
		const records = await db.packs.toArray();
		expect(records.length).toBeGreaterThan(1);
		expect(records.length).toBeLessThan(games.length / 5);
		expect(records.flatMap((r) => r.gameIds!).sort()).toEqual(games.map((g) => g.id));
		expect(bundleByGame(games.flatMap((g) => log(g.id)))).toEqual(records);
		for (const g of games) expect((await loadGame(g.id))!.events).toEqual(log(g.id));
	});

	it('read whole after an undo after the end and a finish again', async () => {
		const first = game(1);
		await importGames([first]);
		const undo = await appendEvent(
			first.id,
			40,
			{ type: 'undo', payload: { seq: 40 }, at: AT + 100 },
			{ ...first.summary, finished: false }
		);
		const again = await appendEvent(first.id, 41, { type: 'step', payload: {}, at: AT + 101 }, first.summary);
		expect((await loadGame(first.id))!.events).toEqual([...log(first.id), undo, again]);
		expect(await db.events.count()).toBe(0);
	});

	it('lose only the purged games’ logs, and stay keyed by a game still here', async () => {
		const games = Array.from({ length: 60 }, (_, i) => game(i));
		await importGames(games);
		const purged = new Set(games.filter((_, i) => i % 3 === 0).map((g) => g.id));
		for (const id of purged) await deleteGame(id, AT);
		await purgeExpired(AT + 40 * DAY);
		const records = await db.packs.toArray();
		expect(records.flatMap(unpacked).filter((e) => purged.has(e.gameId))).toEqual([]);
		for (const record of records) expect(record.key).toBe(`imported:${record.gameIds![0]}`);
		for (const g of games.filter((g) => !purged.has(g.id))) expect((await loadGame(g.id))!.events).toEqual(log(g.id));
		// Brought back by a later import, a purged game gets a bundle of its own.
		await importGames([game(0)]);
		expect((await loadGame(game(0).id))!.events).toEqual(log(game(0).id));
	});
});
