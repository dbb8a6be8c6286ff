// The server's log as records, for tests that check what it logs: a pino logger writing to an
// array instead of stdout.
import { pino, type Logger } from 'pino';
import { expect } from 'vitest';

export interface LogRecord {
	level: number;
	msg: string;
	[field: string]: unknown;
}

export function recordingLog(): { log: Logger; records: LogRecord[] } {
	const records: LogRecord[] = [];
	const log = pino({}, { write: (line: string) => void records.push(JSON.parse(line) as LogRecord) });
	return { log, records };
}

/** The log records among a process' output lines (anything else it printed is left out). */
export function recordsIn(lines: readonly string[]): LogRecord[] {
	return lines.flatMap((line) => {
		try {
			return [JSON.parse(line) as LogRecord];
		} catch {
			return [];
		}
	});
}

/** A logger that writes nothing, for tests that do not read the log. */
export const silentLog = pino({ level: 'silent' });

/** Matches the record of a refusal of a connection let into these tables. */
export function refusal(reason: string, ...tables: string[]) {
	return expect.objectContaining({ msg: 'refused', reason, tables });
}
