// Reads everything for a backup, and writes an import all at once. What to write is decided
// by the caller from what is here, inside the same transaction: if anything fails, IndexedDB
// rolls every table back, so an import is whole or not at all.
import { database } from './database';
import type { StampedEvent } from '$lib/log/merge';
import { mergeIntoLogs, type Derive, type MergeReport } from './merge-logs';
import { countAsBackedUp, restoreReminderPutOff } from './meta';
import { bundleByGame, unpacked } from './pack-by-game';
import type { EventRecord, GameRecord, NightRecord, PlayerAlias, PlayerRecord } from '$lib/model';
import type { DetailsRecord } from './records';

export type StoredTables = {
	players: PlayerRecord[];
	nights: NightRecord[];
	games: GameRecord[];
	/** The events kept one by one; the rest are in `packs`. */
	events: EventRecord[];
	/** The packed logs' JSON text (see PackedLog), as a backup holds it. */
	packs: string[];
	playerAliases: PlayerAlias[];
};

/** One consistent view of every table, as of one moment (a read transaction). */
export async function readAllTables(): Promise<StoredTables> {
	const db = database();
	return db.transaction('r', [db.players, db.nights, db.games, db.events, db.packs, db.playerAliases], async () => {
		const [players, nights, games, loose, packed, playerAliases] = await Promise.all([
			db.players.toArray(),
			db.nights.toArray(),
			db.games.toArray(),
			db.events.toArray(),
			db.packs.toArray(),
			db.playerAliases.toArray()
		]);
		return { players, nights, games, events: loose, packs: packed.map((log) => log.json), playerAliases };
	});
}

/** What an import needs to know of this device to merge into it. */
export type Present = {
	players: PlayerRecord[];
	playerAliases: PlayerAlias[];
	gameIds: ReadonlySet<string>;
	/** The nights here that the file also holds, by id. */
	nights: ReadonlyMap<string, NightRecord>;
};

export type ImportWrites = {
	players: PlayerRecord[];
	playerAliases: PlayerAlias[];
	/** New nights, and nights here given the file's name or note. */
	nights: NightRecord[];
	games: GameRecord[];
	events: EventRecord[];
	/** What player pages count of the new finished games, read during the import's replay. */
	details: DetailsRecord[];
	/** The file's events of games held here already, stamped: merged into their logs (merge-logs.ts). */
	merged: StampedEvent[];
};

async function readPresent(nightIds: readonly string[]): Promise<Present> {
	const db = database();
	const [players, playerAliases, gameIds, nights] = await Promise.all([
		db.players.toArray(),
		db.playerAliases.toArray(),
		db.games.toCollection().primaryKeys(),
		db.nights.bulkGet([...nightIds])
	]);
	return {
		players,
		playerAliases,
		gameIds: new Set(gameIds),
		nights: new Map(nights.filter((n) => n !== undefined).map((n) => [n.id, n]))
	};
}

export async function readPresentFor(nightIds: readonly string[]): Promise<Present> {
	const db = database();
	return db.transaction('r', [db.players, db.playerAliases, db.games, db.nights], () => readPresent(nightIds));
}

/**
 * Reads what is here and writes what `decide` makes of it, in one transaction over every table
 * it touches. Anything thrown (by `decide`, or a write IndexedDB refuses) leaves all as it was.
 * Games that arrive from a backup file are in that file: the backup reminder counts them as
 * backed up (as of when the file was made), so a phone restored from a backup is not told to make one.
 */
export async function writeImport(
	nightIds: readonly string[],
	file: { madeAt: number; reminderPutOffGamesAgo: number | null },
	decide: (present: Present) => ImportWrites,
	derive: Derive
): Promise<{ writes: ImportWrites; merged: MergeReport }> {
	const db = database();
	return db.transaction(
		'rw',
		[db.players, db.playerAliases, db.nights, db.games, db.events, db.packs, db.gameDetails, db.meta],
		async () => {
			const writes = decide(await readPresent(nightIds));
			// The new games' logs in bundles (see PackedLog): the file is whole, so each game's log is too.
			const bundles = bundleByGame(writes.events);
			// Asked before the new logs are written, so it reads only what was here.
			const taken = takenEventIds(writes.events.length > 0);
			// Every write placed at once, not one table after another: IndexedDB stores each while
			// the page readies the next, where waiting on each table in turn left it idle a second.
			// Details before their games: the player totals (keep-player-totals.ts), which take a
			// transaction's writes in order, then read the details once, as the games arrive.
			await Promise.all([
				db.players.bulkAdd(writes.players),
				db.playerAliases.bulkAdd(writes.playerAliases),
				db.nights.bulkPut(writes.nights),
				db.gameDetails.bulkPut(writes.details),
				db.games.bulkAdd(writes.games),
				db.packs.bulkAdd(bundles),
				taken.then((ids) => refuseTaken(ids, writes.events))
			]);
			// A game held here and in the file keeps both copies' actions; an id held with other content is left out.
			const merged = await mergeIntoLogs(writes.merged, derive, Date.now());
			if (writes.games.length) await countAsBackedUp(writes.games.length, file.madeAt);
			if (file.reminderPutOffGamesAgo !== null) await restoreReminderPutOff(file.reminderPutOffGamesAgo);
			return { writes, merged };
		}
	);
}

/**
 * An action's id names it on every device its backups reach, so no two actions here may share
 * one. Packed logs have no index of the ids inside them (one would cost a write per action
 * again), so they are read whole: only when there are actions to check, and something is here.
 */
async function takenEventIds(needed: boolean): Promise<ReadonlySet<string>> {
	if (!needed) return new Set();
	const db = database();
	const [loose, packed] = await Promise.all([db.events.toCollection().primaryKeys(), db.packs.toArray()]);
	return new Set([...loose, ...packed.flatMap((log) => unpacked(log).map((e) => e.id))]);
}

function refuseTaken(taken: ReadonlySet<string>, events: readonly EventRecord[]): void {
	if (!taken.size) return;
	const clash = events.find((event) => taken.has(event.id));
	if (clash) throw new EventIdTakenError(clash.id);
}

/** Thrown inside an import's transaction: an action of the file has the id of one here. */
export class EventIdTakenError extends Error {
	constructor(readonly eventId: string) {
		super(`An action with id ${eventId} is already stored`);
		this.name = 'EventIdTakenError';
	}
}
