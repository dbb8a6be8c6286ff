// This install as a writer of events: a device id made once and kept in the database, and its
// hybrid clock (log/hlc.ts). Runs inside the callers' transactions over `meta`, so an event and
// the clock that stamped it are stored together or not at all.
import { formatHlc, parseHlc, receive, startClock, tick, type Hlc } from '$lib/log/hlc';
import { database } from './database';
import { newId } from '$lib/model';
import type { MetaRecord } from './records';

/**
 * The stamp for an event written now by this device: after every stamp it has made or seen,
 * and after `seen` (the newest event of the log it writes to), whatever its wall clock says.
 */
export async function stampNext(now: number, seen?: string): Promise<{ hlc: string; deviceId: string }> {
	const clock = tick(await clockPast(seen, now), now);
	await keepClock(clock);
	return { hlc: formatHlc(clock), deviceId: clock.device };
}

/** This device has seen `stamp` (merged from elsewhere): its next stamp sorts after it. */
export async function seeStamp(stamp: string, now: number): Promise<void> {
	await keepClock(await clockPast(stamp, now));
}

/** The device's clock as kept, moved past `seen` if given; a device with none makes its id now. */
async function clockPast(seen: string | undefined, now: number): Promise<Hlc> {
	const held = await database().meta.get('device');
	const id = held?.key === 'device' ? held.id : newId();
	const clock = (held?.key === 'device' && parseHlc(held.clock)) || startClock(id);
	const newest = seen === undefined ? null : parseHlc(seen);
	return newest ? receive(clock, newest, now) : clock;
}

async function keepClock(clock: Hlc): Promise<void> {
	const record: MetaRecord = { key: 'device', id: clock.device, clock: formatHlc(clock) };
	// As meta.ts puts its records: Dexie's insert type does not take a union of shapes.
	await database().meta.put(record as never);
}

/** The id this install stamps its events with (made now, if it has stamped none yet). */
export async function writerId(): Promise<string> {
	// In a transaction of its own, as every stamp is: two first writes never make two ids.
	const db = database();
	return db.transaction('rw', db.meta, async () => {
		const held = await db.meta.get('device');
		if (held?.key === 'device') return held.id;
		const clock = await clockPast(undefined, Date.now());
		await keepClock(clock);
		return clock.device;
	});
}
