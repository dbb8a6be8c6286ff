// The logs of the games merged into last, kept in memory with the lastSeq they end at: an event
// from another phone at the end of a long game then costs reading its game record, not its whole
// log (2,000 events read from IndexedDB took 50 ms in Node at every tap). Safe because every
// change to a game's log moves its lastSeq on (an event appended, a merge, which only adds), the
// game record is read in the same transaction as the recall, and a log is remembered only once
// the transaction that wrote it has committed.
import type Dexie from 'dexie';
import type { EventRecord } from '$lib/model';

/** A table's phones play one game at a time; a few games cover a night's switching between them. */
const KEPT = 4;

type Remembered = { lastSeq: number; log: readonly EventRecord[] };

// By database, so a test's fresh database (or a phone's lost one) never sees another's logs.
const byDatabase = new WeakMap<Dexie, Map<string, Remembered>>();

function logsOf(db: Dexie): Map<string, Remembered> {
	let logs = byDatabase.get(db);
	if (!logs) byDatabase.set(db, (logs = new Map()));
	return logs;
}

/** The game's log as remembered, if it ends at the lastSeq its record now has. */
export function recallLog(db: Dexie, gameId: string, lastSeq: number): readonly EventRecord[] | undefined {
	const remembered = logsOf(db).get(gameId);
	return remembered?.lastSeq === lastSeq ? remembered.log : undefined;
}

/** Remembers a game's log as committed, ending at lastSeq; the least recently remembered goes. */
export function rememberLog(db: Dexie, gameId: string, lastSeq: number, log: readonly EventRecord[]): void {
	const logs = logsOf(db);
	logs.delete(gameId);
	logs.set(gameId, { lastSeq, log });
	if (logs.size > KEPT) logs.delete(logs.keys().next().value!);
}
