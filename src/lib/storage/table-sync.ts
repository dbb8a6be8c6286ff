// What the sync reads to share, and writes of what the table shared: players, nights and games'
// set-ups. Events go through merge-logs.ts like any other phone's.
import { database } from './database';
import type { Derive } from './merge-logs';
import { readLog } from './packed-logs';
import type { EventRecord, GameRecord, GameSetup, NightRecord, PlayerRecord } from './records';

export type LocalRecords = { players: PlayerRecord[]; nights: NightRecord[]; games: GameRecord[] };

export async function readLocalRecords(): Promise<LocalRecords> {
	const db = database();
	return db.transaction('r', [db.players, db.nights, db.games], async () => ({
		players: await db.players.toArray(),
		nights: await db.nights.toArray(),
		games: await db.games.toArray()
	}));
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
