// A refusal is thrown from a Hocuspocus hook: Hocuspocus reads `reason` (and `code`) off the
// error and sends them to the phone. Each refusal is logged once, with its tables, never the
// secret, and counted by reason for /metrics.
import type { Logger } from 'pino';
import type { Counter } from 'prom-client';
import { REFUSAL_CLOSE_CODES, type Refusal } from '../src/lib/sync/protocol.js';

export class Refused extends Error {
	readonly code: number;

	constructor(readonly reason: Refusal) {
		super(reason);
		this.code = REFUSAL_CLOSE_CODES[reason];
	}
}

export class Refusals {
	constructor(
		private readonly log: Logger,
		private readonly counted: Counter<'reason'>
	) {}

	/** Logs and counts a refusal of a connection let into these tables (none yet: []). */
	record(reason: Refusal, tableIds: Iterable<string>): void {
		this.counted.inc({ reason });
		this.log.warn({ reason, tables: [...tableIds] }, 'refused');
	}

	/** Records the refusal and returns the error to throw. */
	refuse(reason: Refusal, tableId: string | null): Refused {
		this.record(reason, tableId === null ? [] : [tableId]);
		return new Refused(reason);
	}
}
