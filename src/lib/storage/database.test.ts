import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from './database';
import { NewerDatabaseError, storageProblem } from './errors';
import { addPlayer, listPlayers } from './players';
import { storageStatus } from './status.svelte';

let name: string;
let db: DealkeeperDatabase;

beforeEach(() => {
	name = `test-${crypto.randomUUID()}`;
	db = new DealkeeperDatabase(name);
	useDatabase(db);
	storageStatus.newer = false;
	storageStatus.blocked = false;
});
afterEach(async () => {
	db.close();
	await Dexie.delete(name);
});

/** What a later release of the app would declare: today's tables plus one more. */
function newerApp(): Dexie {
	const newer = new Dexie(name);
	// Its newest version alone: Dexie needs no older one that has no upgrade to run.
	newer.version(9).stores({
		players: 'id, name',
		nights: 'id, startedAt, deletedAt',
		games: 'id, nightId, kind, updatedAt, *setup.seats, deletedAt',
		events: 'id, [gameId+seq]',
		playerAliases: 'id',
		meta: 'key',
		gameDetails: 'gameId, *players',
		playerTotals: 'playerId',
		packs: 'key, *gameIds',
		outbox: '++n, [table+id]',
		tags: 'id'
	});
	return newer;
}

function openRaw(version: number): Promise<IDBDatabase> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open(name, version);
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
}

describe('a database from a newer version of the app', () => {
	it('is not opened by this code: every read fails with a NewerDatabaseError the screens can name', async () => {
		const newer = newerApp();
		await newer.open();
		newer.close();

		const error = await listPlayers().catch((e: unknown) => e);
		expect(storageProblem(error)).toBe('newer');
		expect(String(error)).toContain('The database is at version 9; this version of the app knows up to 8');
	});

	it('gets this tab to let go when the newer one upgrades, and says so', async () => {
		await addPlayer('Anna', '#e6194b');
		const newer = newerApp();
		// Would hang here (blocked) if this tab kept its connection open.
		await newer.open();
		expect(storageStatus.newer).toBe(true);
		expect(await newer.table('players').count()).toBe(1);
		newer.close();
		expect(storageProblem(await listPlayers().catch((e: unknown) => e))).toBe('newer');
	});
});

it('says when its own upgrade waits for an older version open elsewhere, and goes on once it closes', async () => {
	// An older app's connection that ignores versionchange (IndexedDB's version 5 is Dexie's 0.5).
	const older = await openRaw(5);
	const reading = listPlayers();
	await expect.poll(() => storageStatus.blocked).toBe(true);
	older.close();
	expect(await reading).toEqual([]);
	expect(storageStatus.blocked).toBe(false);
});

it('tells storage failures from other errors', () => {
	expect(storageProblem(null)).toBeNull();
	expect(storageProblem(new TypeError('Failed to fetch dynamically imported module'))).toBeNull();
	expect(storageProblem(new Dexie.MissingAPIError('IndexedDB API missing'))).toBe('unavailable');
	expect(storageProblem(new DOMException('denied', 'SecurityError'))).toBe('unavailable');
	expect(storageProblem(new Dexie.OpenFailedError(new NewerDatabaseError(2, 1)))).toBe('newer');
});
