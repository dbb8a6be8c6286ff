// A game's log is its part of an import's bundle and its own packed record (see PackedLog),
// followed by the events kept one by one.
// These helpers run inside the callers' transactions over `events` and `packs`.
import { database } from './database';
import { bundle, logsByGame, packed as packedLog, unpacked } from './pack-by-game';
import type { EventRecord } from '$lib/model';

/** The events kept one by one for a game, oldest first, through the [gameId+seq] index. */
export function looseEvents(gameId: string) {
	return database().events.where('[gameId+seq]').between([gameId, 0], [gameId, Infinity]);
}

/** A game's whole log, oldest first: its part of a bundle, its own packed record, its loose events. */
export async function readLog(gameId: string): Promise<EventRecord[]> {
	const db = database();
	const [bundles, packed, loose] = await Promise.all([
		db.packs.where('gameIds').equals(gameId).toArray(),
		db.packs.get(gameId),
		looseEvents(gameId).toArray()
	]);
	const fromBundles = bundles.flatMap((bundle) => unpacked(bundle).filter((event) => event.gameId === gameId));
	const parts = [fromBundles, packed ? unpacked(packed) : [], loose].filter((part) => part.length);
	// Each part follows the one before; sorted anyway, so a log changed by hand reads in order.
	return parts.length === 1 ? parts[0]! : parts.flat().sort((a, b) => a.seq - b.seq);
}

/**
 * Takes games' logs out of the bundles that hold them. What is left is bundled again under its
 * first game's id: so a bundle's key always names a game stored here, and no later import can
 * bring a game whose bundle key is taken.
 */
export async function unbundle(gameIds: readonly string[]): Promise<void> {
	const db = database();
	const gone = new Set(gameIds);
	for (const held of await db.packs
		.where('gameIds')
		.anyOf([...gameIds])
		.toArray()) {
		await db.packs.delete(held.key);
		const left = unpacked(held).filter((event) => !gone.has(event.gameId));
		if (left.length) await db.packs.put(bundle([...logsByGame(left)]));
	}
}

async function hasPackedPart(gameId: string): Promise<boolean> {
	const db = database();
	const [own, bundled] = await Promise.all([db.packs.get(gameId), db.packs.where('gameIds').equals(gameId).count()]);
	return own !== undefined || bundled > 0;
}

/** Moves a game's loose events into its packed record: done once the game is finished. */
export async function packLog(gameId: string): Promise<void> {
	const db = database();
	const loose = await looseEvents(gameId).toArray();
	if (!loose.length) return;
	const packed = await db.packs.get(gameId);
	await db.packs.put(packedLog(gameId, [...(packed ? unpacked(packed) : []), ...loose]));
	await looseEvents(gameId).delete();
}

/**
 * Puts a game's whole log in place of the one held (a merge changed it): packed when the game is
 * finished, kept event by event while it is played. A log still played event by event, with no
 * packed part, is only added to: what a merge leaves in its place is not written again, so an
 * event from another phone at the end of a long game costs a write or two, not the whole log.
 */
export async function replaceLog(
	gameId: string,
	log: readonly EventRecord[],
	finished: boolean,
	held: readonly EventRecord[] = []
): Promise<void> {
	const db = database();
	if (!finished && !(await hasPackedPart(gameId))) {
		const placed = new Map(held.map((event) => [event.id, event.seq]));
		const kept = new Set(log.map((event) => event.id));
		// A merge only adds to a log; anything held that it lacks means the log was rewritten.
		if (held.every((event) => kept.has(event.id))) {
			await db.events.bulkPut(log.filter((event) => placed.get(event.id) !== event.seq));
			return;
		}
	}
	await unbundle([gameId]);
	await Promise.all([db.packs.delete(gameId), looseEvents(gameId).delete()]);
	if (finished) await db.packs.put(packedLog(gameId, [...log]));
	else await db.events.bulkPut([...log]);
}
