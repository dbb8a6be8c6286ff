// Recently deleted: a deleted game or night keeps every record, marked with when it was
// deleted, and can be restored for KEEP_DELETED_DAYS. Only after that is it removed for good.
import { database } from './database';
import { looseEvents, unbundle } from './packed-logs';
import type { GameRecord, NightRecord } from '$lib/model';

export const KEEP_DELETED_DAYS = 30;
const KEEP_MS = KEEP_DELETED_DAYS * 24 * 3600_000;

export async function deleteGame(gameId: string, at = Date.now()): Promise<void> {
	await database().games.update(gameId, { deletedAt: at });
}

/** The night and every game of it still shown, all with one time so they come back together. */
export async function deleteNight(nightId: string, at = Date.now()): Promise<void> {
	const db = database();
	await db.transaction('rw', db.nights, db.games, async () => {
		await db.nights.update(nightId, { deletedAt: at });
		await db.games
			.where('nightId')
			.equals(nightId)
			.filter((g) => g.deletedAt === undefined)
			.modify({ deletedAt: at });
	});
}

/** A game comes back into its night, and the night with it if it was deleted. */
export async function restoreGame(gameId: string): Promise<void> {
	const db = database();
	await db.transaction('rw', db.nights, db.games, async () => {
		const game = await db.games.get(gameId);
		if (!game) return;
		await db.games
			.where('id')
			.equals(gameId)
			.modify((g) => void delete g.deletedAt);
		await db.nights
			.where('id')
			.equals(game.nightId)
			.modify((n) => void delete n.deletedAt);
	});
}

/** A night comes back with the games deleted along with it (not those deleted one by one before). */
export async function restoreNight(nightId: string): Promise<void> {
	const db = database();
	await db.transaction('rw', db.nights, db.games, async () => {
		const night = await db.nights.get(nightId);
		if (night?.deletedAt === undefined) return;
		await db.games
			.where('nightId')
			.equals(nightId)
			.filter((g) => g.deletedAt === night.deletedAt)
			.modify((g) => void delete g.deletedAt);
		await db.nights
			.where('id')
			.equals(nightId)
			.modify((n) => void delete n.deletedAt);
	});
}

export type Deleted = {
	/** Deleted nights, each with the games deleted along with it. */
	nights: { night: NightRecord; games: GameRecord[] }[];
	/** Games deleted one by one from a night still shown. */
	games: GameRecord[];
};

export async function listDeleted(): Promise<Deleted> {
	const db = database();
	return db.transaction('r', db.nights, db.games, async () => {
		const [nights, games] = await Promise.all([
			db.nights.where('deletedAt').above(-Infinity).toArray(),
			db.games.where('deletedAt').above(-Infinity).toArray()
		]);
		const deletedWithNight = (g: GameRecord) => nights.some((n) => n.id === g.nightId && n.deletedAt === g.deletedAt);
		return {
			nights: nights
				.sort((a, b) => b.deletedAt! - a.deletedAt!)
				.map((night) => ({
					night,
					games: games
						.filter((g) => g.nightId === night.id && g.deletedAt === night.deletedAt)
						.sort((a, b) => a.createdAt - b.createdAt)
				})),
			games: games.filter((g) => !deletedWithNight(g)).sort((a, b) => b.deletedAt! - a.deletedAt!)
		};
	});
}

/** When a record deleted at `deletedAt` is removed for good. */
export function purgeAt(deletedAt: number): number {
	return deletedAt + KEEP_MS;
}

/** Removes for good what was deleted more than KEEP_DELETED_DAYS ago, events included. */
export async function purgeExpired(now = Date.now()): Promise<number> {
	const db = database();
	const cutoff = now - KEEP_MS;
	return db.transaction('rw', [db.nights, db.games, db.events, db.packs, db.gameDetails], async () => {
		const games = await db.games.where('deletedAt').below(cutoff).primaryKeys();
		for (const gameId of games) await looseEvents(gameId).delete();
		await db.packs.bulkDelete(games);
		await unbundle(games);
		await db.games.bulkDelete(games);
		await db.gameDetails.bulkDelete(games);
		// Its games were deleted with it, at the same time, and went just above.
		await db.nights.bulkDelete(await db.nights.where('deletedAt').below(cutoff).primaryKeys());
		return games.length;
	});
}
