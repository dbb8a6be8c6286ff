// The checks every record's parts share: ids, times, counts, and the small plain data of an
// event's payload or a game's settings.
import * as v from 'valibot';
import { ID_SOURCE } from './ids';

/** Event payloads and game settings: small plain data (seats, cards, numbers). */
const MAX_PAYLOAD_DEPTH = 6;
const MAX_PAYLOAD_STRING = 200;
const MAX_PAYLOAD_ITEMS = 200;

export const id = v.pipe(v.string(), v.regex(new RegExp(`^${ID_SOURCE}$`)));
export const time = v.pipe(v.number(), v.finite());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Plain JSON data no deeper, longer or wider than a game's own events ever are. */
export function isSmallData(value: unknown, depth = 0): boolean {
	if (value === null || typeof value === 'boolean') return true;
	if (typeof value === 'number') return Number.isFinite(value);
	if (typeof value === 'string') return value.length <= MAX_PAYLOAD_STRING;
	if (typeof value !== 'object' || depth >= MAX_PAYLOAD_DEPTH) return false;
	// Loops rather than Object.values and every: a file's every event passes through here.
	let items = 0;
	if (Array.isArray(value)) {
		if (value.length > MAX_PAYLOAD_ITEMS) return false;
		for (const item of value) if (!isSmallData(item, depth + 1)) return false;
		return true;
	}
	for (const key in value) {
		if (!Object.hasOwn(value, key)) continue;
		if (++items > MAX_PAYLOAD_ITEMS || !isSmallData((value as Record<string, unknown>)[key], depth + 1)) return false;
	}
	return true;
}

export const smallRecord = v.pipe(
	v.record(v.string(), v.unknown()),
	v.check((value) => isSmallData(value), 'damaged')
);

/**
 * A record without its undefined fields: Yjs refuses them, IndexedDB keeps them as present keys,
 * and a record read back must compare equal to the one written.
 */
export function withoutUndefined<T extends object>(record: T): T {
	return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
