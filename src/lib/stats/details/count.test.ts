// Counting the details of games stored without them (finished before schema 3), against
// fake-indexeddb: every finished game gets the details its import had counted, batch by batch.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { applyImport, prepareImport } from '$lib/backup/import';
import { FIXTURES, KNOWN_KINDS, fixtureBackup, rulesOf } from '$support/test-backups';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { countDetails, needsCounting } from './count';
import { findGame } from '$lib/games';

let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`count-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

const COPIES = 30;

/** More games than one batch: the five recorded games, again and again. */
async function importManyGames(): Promise<void> {
	const copies = Array.from({ length: COPIES }, (_, i) => fixtureBackup({ tag: `c${i}` }));
	const file = {
		...copies[0]!,
		players: copies.flatMap((c) => c.players),
		games: copies.flatMap((c) => c.games),
		events: copies.flatMap((c) => c.events)
	};
	const prepared = await prepareImport(JSON.stringify(file), KNOWN_KINDS, rulesOf);
	if (!prepared.ok) throw new Error(prepared.problem.code);
	expect((await applyImport(prepared.plan, new Map())).ok).toBe(true);
}

it('counts every finished game without details, as the import counted them, and says how far it is', async () => {
	await importManyGames();
	const counted = await db.gameDetails.orderBy('gameId').toArray();
	// Every recorded game is finished; Hell of a Deal keeps its figures in its summary instead.
	expect(counted).toHaveLength(FIXTURES.filter((f) => findGame(f.kind)?.keepsFigures).length * COPIES);
	await db.gameDetails.clear();

	const games = await db.games.toArray();
	const todo = needsCounting(games, []);
	const progress: number[] = [];
	await countDetails(todo, rulesOf, (done) => progress.push(done));

	expect(await db.gameDetails.orderBy('gameId').toArray()).toEqual(counted);
	expect(progress).toEqual([100, counted.length]);
	expect(needsCounting(games, await db.gameDetails.toArray())).toEqual([]);
});
