// Why a write did not happen, or why the database cannot be read. The screen shows these;
// none of them loses what was stored.
import { Dexie } from 'dexie';

/** Another tab (or the installed app) appended to the same game first. */
export class SeqConflictError extends Error {
	constructor(readonly gameId: string) {
		super(`Game ${gameId} changed in another window`);
		this.name = 'SeqConflictError';
	}
}

/**
 * The database on this device was upgraded by a newer version of the app (in another tab, or
 * before this one was reloaded). This code must not read or write data shaped for that one.
 */
export class NewerDatabaseError extends Error {
	constructor(
		readonly installed: number,
		readonly known: number
	) {
		super(`The database is at version ${installed}; this version of the app knows up to ${known}`);
		this.name = 'NewerDatabaseError';
	}
}

export type WriteFailureKind = 'quota' | 'conflict' | 'newer' | 'other';

/** The error itself and what Dexie wrapped: an open failure carries its cause as `inner`. */
function names(error: unknown): string[] {
	const found: string[] = [];
	for (let at = error as { name?: unknown; inner?: unknown } | null | undefined, depth = 0; at && depth < 4; depth++) {
		if (typeof at.name === 'string') found.push(at.name);
		at = at.inner as typeof at;
	}
	return found;
}

export function writeFailureKind(error: unknown): WriteFailureKind {
	if (error instanceof SeqConflictError) return 'conflict';
	const found = names(error);
	if (found.includes('QuotaExceededError')) return 'quota';
	if (found.includes('NewerDatabaseError')) return 'newer';
	return 'other';
}

export type StorageProblem = 'unavailable' | 'newer';

/**
 * Whether an error came from storage (rather than, say, code that failed to load), and which
 * message it calls for: a newer app owns the database, or it cannot be used at all.
 */
export function storageProblem(error: unknown): StorageProblem | null {
	if (error === null || error === undefined) return null;
	if (names(error).includes('NewerDatabaseError')) return 'newer';
	if (error instanceof Dexie.DexieError || (typeof DOMException !== 'undefined' && error instanceof DOMException))
		return 'unavailable';
	return null;
}
