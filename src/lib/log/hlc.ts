// Hybrid logical clock stamps, after Actual Budget's crdt/timestamp.ts: wall time in ms, a counter
// for events within the same ms (or while the wall clock stands behind), and the device that
// stamped it. A stamp is written as text that sorts as the stamps do, so a log's order is a plain
// string comparison, the same on every phone: `2026-12-02T19:04:05.123Z-002a-<device>`.
// A phone's stamps never go backwards, even when its clock does; a phone that receives a later
// stamp (from another phone, a backup) moves its clock past it, so what it writes next sorts after
// everything it has seen.
import { STAMP } from '$lib/model';

export type Hlc = { millis: number; counter: number; device: string };

/** Counters are four hex digits: 65,536 stamps in one ms, far beyond any table's taps. */
const MAX_COUNTER = 0xffff;

export function formatHlc({ millis, counter, device }: Hlc): string {
	return `${new Date(millis).toISOString()}-${counter.toString(16).padStart(4, '0')}-${device}`;
}

export function parseHlc(stamp: string): Hlc | null {
	const match = STAMP.exec(stamp);
	if (!match) return null;
	const millis = Date.parse(match[1]!);
	return Number.isFinite(millis) ? { millis, counter: parseInt(match[2]!, 16), device: match[3]! } : null;
}

/** The stamp for an event written now, after the newest stamp this device has made or seen. */
export function tick(last: Hlc, now: number): Hlc {
	const millis = Math.max(last.millis, now);
	return withCounter(last.device, millis, millis === last.millis ? last.counter + 1 : 0);
}

/** This device's clock after it has seen a stamp from elsewhere: past both, and past now. */
export function receive(last: Hlc, remote: Hlc, now: number): Hlc {
	const millis = Math.max(last.millis, remote.millis, now);
	let counter = 0;
	if (millis === last.millis && millis === remote.millis) counter = Math.max(last.counter, remote.counter) + 1;
	else if (millis === last.millis) counter = last.counter + 1;
	else if (millis === remote.millis) counter = remote.counter + 1;
	return withCounter(last.device, millis, counter);
}

/** A device's clock before it has stamped or seen anything. */
export function startClock(device: string): Hlc {
	return { millis: 0, counter: 0, device };
}

function withCounter(device: string, millis: number, counter: number): Hlc {
	// Only a stamp far in the future (a phone whose clock was set years ahead) could run a
	// counter this high; going on would break the order, so the write is refused instead.
	if (counter > MAX_COUNTER) throw new RangeError('The clock counter overflowed: check this device’s date and time.');
	return { millis, counter, device };
}
