// What the sync reads to share, and writes of what the table shared: players, nights and games'
// set-ups. Events go through merge-logs.ts like any other phone's.
import type { EntityTable, IDType } from 'dexie';
import { canonical } from '$lib/log/merge';
import { database } from './database';
import { withReadUnder, type Derive } from './merge-logs';
import { readLog } from './packed-logs';
import type { EventRecord, GameRecord, NightRecord, PlayerRecord, TableGame } from '$lib/model';
import { purgeAt } from './trash';

export type LocalRecords = { players: PlayerRecord[]; nights: NightRecord[]; games: GameRecord[] };

/** Every player, night and game held here, deleted ones too. */
export async function readLocalRecords(): Promise<LocalRecords> {
	const db = database();
	return db.transaction('r', [db.players, db.nights, db.games], async () => ({
		players: await db.players.toArray(),
		nights: await db.nights.toArray(),
		games: await db.games.toArray()
	}));
}

/** The players, nights and games of these ids that are held here. */
export async function readRecordsById(ids: {
	players: readonly string[];
	nights: readonly string[];
	games: readonly string[];
}): Promise<LocalRecords> {
	const db = database();
	const held = <T>(records: (T | undefined)[]) => records.filter((record) => record !== undefined);
	return db.transaction('r', [db.players, db.nights, db.games], async () => ({
		players: held(await db.players.bulkGet([...ids.players])),
		nights: held(await db.nights.bulkGet([...ids.nights])),
		games: held(await db.games.bulkGet([...ids.games]))
	}));
}

/** These nights' games, deleted ones too. */
export async function readGamesOfNights(nightIds: readonly string[]): Promise<GameRecord[]> {
	return database().games.where('nightId').anyOf(nightIds).toArray();
}

/** Each game's whole log, read in one transaction. */
export async function readLogs(gameIds: readonly string[]): Promise<Map<string, EventRecord[]>> {
	const db = database();
	return db.transaction('r', [db.events, db.packs], async () => {
		const logs = new Map<string, EventRecord[]>();
		for (const id of gameIds) logs.set(id, await readLog(id));
		return logs;
	});
}

export type SharedRecords = { players: PlayerRecord[]; nights: NightRecord[]; games: TableGame[] };

/**
 * Keeps what the table shared, in one transaction: players and nights as they now are there; a
 * game not held here starts with an empty log (its events follow, through merge-logs.ts); a game
 * held here takes only its deletion or restoration, since a game's set-up never changes. Left
 * as they are here: records edited here that the table has not acknowledged (the outbox names
 * them; read in this transaction, so an edit made a moment ago is never overwritten), and what
 * Recently deleted would already have removed for good. Naming the outbox in the transaction's
 * scope keeps what is adopted out of it (keep-outbox.ts). Returns the games new here.
 */
export async function adoptShared(shared: SharedRecords, derive: Derive, now = Date.now()): Promise<string[]> {
	const db = database();
	const tables = [db.players, db.nights, db.games, db.gameDetails, db.outbox];
	return db.transaction('rw', tables, async () => {
		const keys = [
			...shared.players.map(({ id }) => ['players', id]),
			...shared.nights.map(({ id }) => ['nights', id]),
			...shared.games.map(({ id }) => ['games', id])
		];
		const rows = await db.outbox.where('[table+id]').anyOf(keys).toArray();
		const pending = new Set(rows.map((row) => `${row.table}/${row.id}`));
		const wanted = <T extends { id: string }>(table: string, records: readonly T[]) =>
			records.filter((record) => !pending.has(`${table}/${record.id}`));
		await putChanged(db.players, wanted('players', shared.players), now);
		await putChanged(db.nights, wanted('nights', shared.nights), now);
		const games = wanted('games', shared.games);
		const held = await db.games.bulkGet(games.map((game) => game.id));
		const added: string[] = [];
		for (const [index, game] of games.entries()) {
			const here = held[index];
			if (here) {
				if (here.deletedAt === game.deletedAt) continue;
				const { deletedAt, ...kept } = here;
				void deletedAt;
				await db.games.put(game.deletedAt === undefined ? kept : { ...kept, deletedAt: game.deletedAt });
				continue;
			}
			if (game.deletedAt !== undefined && purgeAt(game.deletedAt) <= now) continue;
			const record: GameRecord = { ...game, lastSeq: 0, updatedAt: game.createdAt, summary: EMPTY_SUMMARY };
			const { summary, readUnder } = derive(record, [], []);
			await db.games.put(withReadUnder({ ...record, summary }, readUnder));
			added.push(game.id);
		}
		return added;
	});
}

/**
 * Writes the records that differ from those held (a write wakes every screen that lists them),
 * except one new here that Recently deleted would already have removed for good.
 */
async function putChanged<T extends PlayerRecord | NightRecord>(
	table: EntityTable<T, 'id'>,
	records: readonly T[],
	now: number
): Promise<void> {
	const held = await table.bulkGet(records.map((record) => record.id as IDType<T, 'id'>));
	const purged = (record: T) =>
		'deletedAt' in record && record.deletedAt !== undefined && purgeAt(record.deletedAt) <= now;
	const changed = records.filter(
		(record, index) => (held[index] !== undefined || !purged(record)) && canonical(held[index]) !== canonical(record)
	);
	if (changed.length) await table.bulkPut(changed);
}

const EMPTY_SUMMARY: GameRecord['summary'] = { finished: false, standings: [], progress: null };
