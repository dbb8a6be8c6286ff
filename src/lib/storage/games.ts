// Games, their event logs and the nights they belong to.
import { liveQuery } from 'dexie';
import { database } from './database';
import { SeqConflictError } from './errors';
import { stampNext } from './device';
import { newId, type EventRecord, type GameRecord, type GameSummary, type NightRecord } from '$lib/model';
import { nightIdFor } from './nights';
import { packLog, readLog } from './packed-logs';
import type { DetailsRecord } from './records';

/**
 * A game to store; `nightId` puts it in a night already begun (a game played again after 06:00);
 * `id`, a game every phone of the table makes alike (ids.ts, nextGameId).
 */
export type NewGame = Pick<GameRecord, 'kind' | 'setup' | 'rulesVersion' | 'summary' | 'readUnder'> & {
	nightId?: string;
	id?: string;
};

/** Stores the game, or returns the one stored under its id already (another phone made it), unless that one was deleted. */
export async function createGame(
	{ kind, setup, rulesVersion, summary, readUnder, nightId, id }: NewGame,
	at = Date.now()
): Promise<GameRecord> {
	const db = database();
	const game: GameRecord = {
		id: id ?? newId(),
		kind,
		nightId: nightId ?? nightIdFor(at),
		setup,
		rulesVersion,
		summary,
		lastSeq: 0,
		createdAt: at,
		updatedAt: at,
		...(readUnder === undefined ? {} : { readUnder })
	};
	return db.transaction('rw', db.games, db.nights, async () => {
		const made = id === undefined ? undefined : await db.games.get(id);
		if (made && made.deletedAt === undefined) return made;
		// Deleted since: a game of its own, not the deleted one brought back.
		if (made) game.id = newId();
		if (!(await db.nights.get(game.nightId))) await db.nights.add({ id: game.nightId, startedAt: at });
		await db.games.add(game);
		return game;
	});
}

export type NewEvent = Pick<EventRecord, 'type' | 'payload' | 'at'>;

/**
 * Appends one event as seq afterSeq + 1, stamped by this device's clock past afterStamp (the
 * log's newest stamp), and stores the summary it leads to, in one transaction. Throws
 * SeqConflictError when the log has moved past afterSeq (another tab
 * wrote first): the caller replays the fresh log and decides again. When the event finishes
 * the game, its log is packed into one record and `details` (what player pages count of it)
 * are kept, in the same transaction: read once here, never by replaying at page open.
 */
export async function appendEvent(
	gameId: string,
	afterSeq: number,
	event: NewEvent,
	summary: GameSummary,
	details: DetailsRecord | null = null,
	afterStamp?: string
): Promise<EventRecord> {
	const db = database();
	let record: EventRecord = { id: newId(), gameId, seq: afterSeq + 1, ...event };
	await db.transaction('rw', [db.games, db.events, db.packs, db.gameDetails, db.meta], async () => {
		const game = await db.games.get(gameId);
		if (!game) throw new Error(`No game ${gameId}`);
		if (game.lastSeq !== afterSeq) throw new SeqConflictError(gameId);
		record = { ...record, ...(await stampNext(event.at, afterStamp)) };
		await db.events.add(record);
		// put, not update: update reads the record again before writing it.
		await db.games.put({ ...game, lastSeq: record.seq, summary, updatedAt: event.at });
		if (!summary.finished) return;
		await packLog(gameId);
		if (details) await db.gameDetails.put(details);
	});
	return record;
}

export async function loadGame(gameId: string): Promise<{ game: GameRecord; events: EventRecord[] } | null> {
	const db = database();
	return db.transaction('r', [db.games, db.events, db.packs], async () => {
		const game = await db.games.get(gameId);
		if (!game) return null;
		return { game, events: await readLog(gameId) };
	});
}

/**
 * Marks a game as read under this version of the rules (GameRecord.readUnder), found so by a
 * replay of its whole log as it stood at `lastSeq`. A game that has moved on since, by a merge
 * of events not yet read, keeps its mark as that merge left it.
 */
export async function markRead(gameId: string, lastSeq: number, readUnder: number): Promise<void> {
	const db = database();
	await db.transaction('rw', db.games, async () => {
		const game = await db.games.get(gameId);
		if (game && game.lastSeq === lastSeq && game.readUnder !== readUnder) await db.games.put({ ...game, readUnder });
	});
}

export async function getGame(gameId: string): Promise<GameRecord | undefined> {
	return database().games.get(gameId);
}

/** The games held here of those named (absent ones left out). */
export async function getGames(ids: readonly string[]): Promise<GameRecord[]> {
	return (await database().games.bulkGet([...ids])).filter((game) => game !== undefined);
}

export async function listNights(): Promise<NightRecord[]> {
	return database().nights.orderBy('startedAt').reverse().toArray();
}

/** The night's games still shown (not in Recently deleted), in the order they were started. */
export async function listGamesOfNight(nightId: string): Promise<GameRecord[]> {
	return database()
		.games.where('nightId')
		.equals(nightId)
		.filter((game) => game.deletedAt === undefined)
		.sortBy('createdAt');
}

export async function listUnfinishedGames(): Promise<GameRecord[]> {
	const games = await database().games.orderBy('updatedAt').reverse().toArray();
	return games.filter((game) => !game.summary.finished && game.deletedAt === undefined);
}

/** The game played most recently (the newest action), finished or not; none when nothing is kept. */
export async function lastPlayedGame(): Promise<GameRecord | undefined> {
	return database()
		.games.orderBy('updatedAt')
		.reverse()
		.filter((game) => game.deletedAt === undefined)
		.first();
}

/** Calls onChange with the game's newest seq whenever any tab appends to it. */
export function watchLastSeq(gameId: string, onChange: (lastSeq: number) => void): () => void {
	const subscription = liveQuery(() => database().games.get(gameId)).subscribe({
		next: (game) => {
			if (game) onChange(game.lastSeq);
		}
	});
	return () => subscription.unsubscribe();
}

/** Calls onBegun once the game is stored and not deleted: made here, or arrived from another phone. */
export function watchBegun(gameId: string, onBegun: (begun: boolean) => void): () => void {
	const subscription = liveQuery(() => database().games.get(gameId)).subscribe({
		next: (game) => onBegun(game !== undefined && game.deletedAt === undefined)
	});
	return () => subscription.unsubscribe();
}
