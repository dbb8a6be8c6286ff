// What the sync reads to share, and writes of what the table shared: players, nights and games'
// set-ups. Events go through merge-logs.ts like any other phone's.
import { database } from './database';
import type { Derive } from './merge-logs';
import { readLog } from './packed-logs';
import type { EventRecord, GameRecord, GameSetup, NightRecord, PlayerRecord } from './records';

export type LocalRecords = { players: PlayerRecord[]; nights: NightRecord[]; games: GameRecord[] };

/**
 * What changed since a sync last read: games written from `since` on (every action and merge
 * writes its game), games in Recently deleted, and games it does not know (new or imported);
 * with `restored`, those it knew as deleted, which a restore leaves without a mark of its own.
 */
export type SinceLastRead = { since: number; known: ReadonlySet<string>; restored: readonly string[] };

/** Players and nights, and every game or (given what the sync last read) the games that may have changed. */
export async function readLocalRecords(changed?: SinceLastRead): Promise<LocalRecords> {
	const db = database();
	return db.transaction('r', [db.players, db.nights, db.games], async () => {
		const players = await db.players.toArray();
		const nights = await db.nights.toArray();
		if (!changed) return { players, nights, games: await db.games.toArray() };
		const byId = new Map<string, GameRecord>();
		for (const game of await db.games.where('updatedAt').aboveOrEqual(changed.since).toArray()) byId.set(game.id, game);
		// The deletedAt index holds the deleted games only.
		for (const game of await db.games.orderBy('deletedAt').toArray()) byId.set(game.id, game);
		const ids = (await db.games.toCollection().primaryKeys()) as string[];
		const unread = [...ids.filter((id) => !changed.known.has(id)), ...changed.restored].filter((id) => !byId.has(id));
		for (const game of await db.games.bulkGet(unread)) if (game) byId.set(game.id, game);
		return { players, nights, games: [...byId.values()] };
	});
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

/** A game as another phone set it up: its set-up and whether it is deleted, nothing derived. */
export type SharedGame = {
	id: string;
	kind: string;
	nightId: string;
	setup: GameSetup;
	rulesVersion?: number;
	createdAt: number;
	deletedAt?: number;
};

export type SharedRecords = { players: PlayerRecord[]; nights: NightRecord[]; games: SharedGame[] };

/**
 * Keeps what the table shared, in one transaction: players and nights as they now are there; a
 * game not held here starts with an empty log (its events follow, through merge-logs.ts); a game
 * held here takes only its deletion or restoration, since a game's set-up never changes.
 * Returns the games new here.
 */
export async function adoptShared(shared: SharedRecords, derive: Derive): Promise<string[]> {
	const db = database();
	return db.transaction('rw', [db.players, db.nights, db.games, db.gameDetails], async () => {
		await db.players.bulkPut(shared.players);
		await db.nights.bulkPut(shared.nights);
		const held = await db.games.bulkGet(shared.games.map((game) => game.id));
		const added: string[] = [];
		for (const [index, game] of shared.games.entries()) {
			const here = held[index];
			if (here) {
				if (here.deletedAt === game.deletedAt) continue;
				const { deletedAt, ...kept } = here;
				void deletedAt;
				await db.games.put(game.deletedAt === undefined ? kept : { ...kept, deletedAt: game.deletedAt });
				continue;
			}
			const record: GameRecord = { ...game, lastSeq: 0, updatedAt: game.createdAt, summary: EMPTY_SUMMARY };
			await db.games.put({ ...record, summary: derive(record, []).summary });
			added.push(game.id);
		}
		return added;
	});
}

const EMPTY_SUMMARY: GameRecord['summary'] = { finished: false, standings: [], progress: null };
