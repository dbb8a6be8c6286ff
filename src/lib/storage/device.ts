// This install as a writer of events: a device id made once and kept in the database, and its
// hybrid clock (log/hlc.ts). Runs inside the callers' transactions over `meta`, so an event and
// the clock that stamped it are stored together or not at all.
import { formatHlc, parseHlc, receive, startClock, tick } from '$lib/log/hlc';
import { database } from './database';
import { newId } from './ids';
import type { MetaRecord } from './records';

/**
 * The stamp for an event written now by this device: after every stamp it has made or seen,
 * and after `seen` (the newest event of the log it writes to), whatever its wall clock says.
 */
export async function stampNext(now: number, seen?: string): Promise<{ hlc: string; deviceId: string }> {
	const db = database();
	const held = await db.meta.get('device');
	const id = held?.key === 'device' ? held.id : newId();
	let clock = (held?.key === 'device' && parseHlc(held.clock)) || startClock(id);
	const newest = seen === undefined ? null : parseHlc(seen);
	if (newest) clock = receive(clock, newest, now);
	clock = tick(clock, now);
	const hlc = formatHlc(clock);
	const record: MetaRecord = { key: 'device', id, clock: hlc };
	// As meta.ts puts its records: Dexie's insert type does not take a union of shapes.
	await db.meta.put(record as never);
	return { hlc, deviceId: id };
}
