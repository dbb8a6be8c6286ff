// A game's log is its packed record (see PackedLog) followed by the events kept one by one.
// These helpers run inside the callers' transactions over `events` and `packedLogs`.
import { database } from './database';
import { packed as packedLog, unpacked } from './pack-by-game';
import type { EventRecord } from './records';

/** The events kept one by one for a game, oldest first, through the unique [gameId+seq] index. */
export function looseEvents(gameId: string) {
	return database().events.where('[gameId+seq]').between([gameId, 0], [gameId, Infinity]);
}

/** A game's whole log, oldest first. */
export async function readLog(gameId: string): Promise<EventRecord[]> {
	const [packed, loose] = await Promise.all([database().packedLogs.get(gameId), looseEvents(gameId).toArray()]);
	if (!packed) return loose;
	// Loose events follow the packed ones; sorted anyway, so a log changed by hand reads in order.
	return loose.length ? [...unpacked(packed), ...loose].sort((a, b) => a.seq - b.seq) : unpacked(packed);
}

/** Moves a game's loose events into its packed record: done once the game is finished. */
export async function packLog(gameId: string): Promise<void> {
	const db = database();
	const loose = await looseEvents(gameId).toArray();
	if (!loose.length) return;
	const packed = await db.packedLogs.get(gameId);
	await db.packedLogs.put(packedLog(gameId, [...(packed ? unpacked(packed) : []), ...loose]));
	await looseEvents(gameId).delete();
}
