// Why a write did not happen. The screen shows these; none of them loses what was stored.

/** Another tab (or the installed app) appended to the same game first. */
export class SeqConflictError extends Error {
	constructor(readonly gameId: string) {
		super(`Game ${gameId} changed in another window`);
		this.name = 'SeqConflictError';
	}
}

export type WriteFailureKind = 'quota' | 'conflict' | 'other';

export function writeFailureKind(error: unknown): WriteFailureKind {
	if (error instanceof SeqConflictError) return 'conflict';
	const name = (error as { name?: string; inner?: { name?: string } } | null)?.name;
	const inner = (error as { inner?: { name?: string } } | null)?.inner?.name;
	if (name === 'QuotaExceededError' || inner === 'QuotaExceededError') return 'quota';
	return 'other';
}
