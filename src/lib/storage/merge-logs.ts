// Events from elsewhere (another phone, a backup, a sync) added to the logs held here, in one
// transaction with everything derived from those logs: each changed game's positions (seq), its
// summary, its figures, its packed log, and through keep-player-totals.ts the player totals.
// What to derive is the caller's (the rules live in the runtime); storage only keeps it.
import { mergeEvents, type MergeConflict, type StampedEvent } from '$lib/log/merge';
import { database } from './database';
import { seeStamp } from './device';
import { logsByGame } from './pack-by-game';
import { replaceLog, readLog } from './packed-logs';
import { recallLog, rememberLog } from './recent-logs';
import type { EventRecord, GameRecord, GameSummary } from '$lib/model';
import type { DetailsRecord } from './records';

/**
 * What a game's log leads to: its summary, once finished its figures, and the rules version
 * all of it was read under (GameRecord.readUnder), if it fits.
 */
export type Derived = { summary: GameSummary; details: DetailsRecord | null; readUnder?: number };

/**
 * Replays a game's whole merged log (positions counted from 1): synchronous, inside the
 * transaction. `added` are the events the merge brought, which were never read here.
 */
export type Derive = (game: GameRecord, log: readonly EventRecord[], added: readonly EventRecord[]) => Derived;

export type MergeReport = {
	/** The events added, across all games. */
	added: number;
	/** The games whose logs changed. */
	changed: string[];
	/** Ids held here with other content: the held event stays, the incoming one is left out. */
	conflicts: MergeConflict<StampedEvent>[];
	/** Events of games not held here: kept nowhere, until their game arrives. */
	orphans: StampedEvent[];
};

/**
 * Merges `incoming` (another phone's events, as the table brings them) into the logs held here,
 * in a transaction of its own. It names the outbox, so what it adds is not sent back to the
 * table it came from (keep-outbox.ts).
 */
export async function mergeHere(incoming: readonly StampedEvent[], derive: Derive, now: number): Promise<MergeReport> {
	const db = database();
	const merged: MergedLogs = new Map();
	const report = await db.transaction('rw', [db.games, db.events, db.packs, db.gameDetails, db.meta, db.outbox], () =>
		mergeIntoLogs(incoming, derive, now, merged)
	);
	// Committed: the next merge into these games starts from here (recent-logs.ts).
	for (const [gameId, { lastSeq, log }] of merged) rememberLog(db, gameId, lastSeq, log);
	return report;
}

/** The logs a merge wrote, by game, with the lastSeq each now ends at. */
type MergedLogs = Map<string, { lastSeq: number; log: readonly EventRecord[] }>;

/** As mergeHere, inside the caller's read-write transaction over the same tables. */
export async function mergeIntoLogs(
	incoming: readonly StampedEvent[],
	derive: Derive,
	now: number,
	written?: MergedLogs
): Promise<MergeReport> {
	const db = database();
	const report: MergeReport = { added: 0, changed: [], conflicts: [], orphans: [] };
	let newest: string | undefined;
	const byGame = logsByGame(incoming);
	const games = await db.games.bulkGet([...byGame.keys()]);
	for (const game of games) {
		if (!game) continue;
		const held = (recallLog(db, game.id, game.lastSeq) ?? (await readLog(game.id))) as StampedEvent[];
		const { log, added, conflicts } = mergeEvents(held, byGame.get(game.id)!);
		report.conflicts.push(...conflicts);
		if (!added.length) continue;
		const merged = { ...game, lastSeq: log.length };
		const { summary, details, readUnder } = derive(merged, log, added);
		await replaceLog(game.id, log, summary.finished, held);
		const updatedAt = Math.max(game.updatedAt, ...added.map((event) => event.at));
		await db.games.put(withReadUnder({ ...merged, summary, updatedAt }, readUnder));
		if (details) await db.gameDetails.put(details);
		else await db.gameDetails.delete(game.id);
		report.added += added.length;
		if (newest === undefined || added.at(-1)!.hlc > newest) newest = added.at(-1)!.hlc;
		report.changed.push(game.id);
		written?.set(game.id, { lastSeq: merged.lastSeq, log });
	}
	const held = new Set(games.filter((game) => game !== undefined).map((game) => game.id));
	report.orphans = incoming.filter((event) => !held.has(event.gameId));
	// This phone's next stamp sorts after everything it has taken in (a merge that adds nothing
	// changes nothing, so the same batch merged twice leaves the database as once).
	if (newest !== undefined) await seeStamp(newest, now);
	return report;
}

/** The game, marked as read under that version, or unmarked when its log was not all read. */
export function withReadUnder(game: GameRecord, readUnder: number | undefined): GameRecord {
	const { readUnder: _, ...unmarked } = game;
	return readUnder === undefined ? unmarked : { ...unmarked, readUnder };
}
