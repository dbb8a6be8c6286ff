// A backup of the same night from another phone: the games both phones hold merge, so every
// action of either phone is kept, and both phones end with the same logs and the same game.
import { afterEach, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { loadGame } from '$lib/storage/games';
import { createBackup, fixtureBackup, KNOWN_KINDS, rulesOf } from '$support/test-backups';
import type { Backup } from './format';
import { applyImport, prepareImport } from './import';

const opened: DealkeeperDatabase[] = [];
afterEach(async () => {
	await Promise.all(opened.splice(0).map((db) => db.delete()));
});

function phone(): DealkeeperDatabase {
	const db = new DealkeeperDatabase(`phone-${crypto.randomUUID()}`);
	opened.push(db);
	useDatabase(db);
	return db;
}

async function importInto(db: DealkeeperDatabase, file: Backup) {
	useDatabase(db);
	const prepared = await prepareImport(JSON.stringify(file), KNOWN_KINDS, rulesOf);
	if (!prepared.ok) throw new Error(prepared.problem.code);
	const applied = await applyImport(prepared.plan, new Map());
	if (!applied.ok) throw new Error(applied.problem.code);
	return applied;
}

async function gamesOf(db: DealkeeperDatabase, ids: readonly string[]) {
	useDatabase(db);
	const games = [];
	for (const id of ids) {
		const { game, events } = (await loadGame(id))!;
		games.push({ summary: game.summary, lastSeq: game.lastSeq, events: events.map((e) => [e.id, e.seq, e.hlc]) });
	}
	return { games, details: await db.gameDetails.toArray(), totals: await db.playerTotals.toArray() };
}

it('a night held on two phones merges both phones’ actions, whichever imports the other’s backup', async () => {
	const whole = fixtureBackup();
	const ids = whole.games.map((g) => g.id);
	// Phone B has each game's first half only (it left the table early)...
	const half = new Set(
		whole.games.flatMap((g) => {
			const log = whole.events.filter((e) => e.gameId === g.id);
			return log.slice(0, Math.ceil(log.length / 2)).map((e) => e.id);
		})
	);
	const b = phone();
	await importInto(b, { ...whole, events: whole.events.filter((e) => half.has(e.id)) });
	const bHalf = await createBackup(1);
	// ...phone A the whole night.
	const a = phone();
	await importInto(a, whole);

	// B takes in A's backup: the second halves merge into the games B holds.
	const intoB = await importInto(b, await (useDatabase(a), createBackup(2)));
	expect(intoB.writes.games).toEqual([]);
	expect(intoB.merged.added).toBe(whole.events.length - half.size);
	expect(intoB.merged.changed.sort()).toEqual([...ids].sort());
	expect(intoB.merged.conflicts).toEqual([]);
	// A takes in B's older backup: nothing is new to it.
	const intoA = await importInto(a, bHalf);
	expect(intoA.merged.added).toBe(0);

	const [onA, onB] = [await gamesOf(a, ids), await gamesOf(b, ids)];
	expect(onB).toEqual(onA);
	// And the game is the one the whole night's file describes (its fixtures' own summaries).
	expect(onA.games.map((g) => g.summary)).toEqual(whole.games.map((g) => g.summary));
	expect(onA.games.map((g) => g.lastSeq)).toEqual(whole.games.map((g) => g.lastSeq));
});
