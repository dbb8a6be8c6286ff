// A refusal is thrown from a Hocuspocus hook: Hocuspocus reads `reason` (and `code`) off the
// error and sends them to the phone. Each refusal is logged once, with the table, never the secret.
import { REFUSAL_CLOSE_CODES, type Refusal } from '../src/lib/sync/protocol.js';

export type Log = (line: string) => void;

export class Refused extends Error {
	readonly code: number;

	constructor(readonly reason: Refusal) {
		super(reason);
		this.code = REFUSAL_CLOSE_CODES[reason];
	}
}

export function logRefusal(log: Log, reason: Refusal, tableIds: Iterable<string>): void {
	const tables = [...tableIds].join(',') || '-';
	log(`refused ${reason} table=${tables}`);
}

/** Logs the refusal and returns the error to throw. */
export function refuse(log: Log, reason: Refusal, tableId: string | null): Refused {
	logRefusal(log, reason, tableId === null ? [] : [tableId]);
	return new Refused(reason);
}
