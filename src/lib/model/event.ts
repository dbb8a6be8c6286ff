// A player's action as stored, backed up and shared: the log every game's state is replayed from.
import * as v from 'valibot';
import { count, id, isSmallData, smallRecord, time } from './data';
import { isId } from './ids';
import { STAMP } from './stamps';

/** A long game of The Dealer is a few hundred actions; ten thousand is a damaged or made-up log. */
export const MAX_EVENTS_PER_GAME = 10_000;

const EVENT_TYPE = /^[A-Za-z][\w-]{0,59}$/;

export const eventSchema = v.strictObject({
	/** The event's identity, on every phone and in every backup, kept forever. */
	id,
	gameId: id,
	/** 1, 2, 3… per game: its place in the log as this database holds it (a merge may renumber it). */
	seq: v.pipe(count, v.minValue(1)),
	type: v.pipe(v.string(), v.regex(EVENT_TYPE)),
	payload: smallRecord,
	/** When it happened, epoch ms. Timers are computed from these. */
	at: time,
	/**
	 * Its hybrid clock stamp (log/hlc.ts), and the phone that wrote it (storage/device.ts): what a
	 * log merged from several phones is ordered by (log/merge.ts). Every stored event has them
	 * from schema 5 on; a file made before logs could merge, or a test's log, may not.
	 */
	hlc: v.optional(v.pipe(v.string(), v.regex(STAMP))),
	deviceId: v.optional(id)
});

export type EventRecord = v.InferOutput<typeof eventSchema>;

const EVENT_KEYS = ['id', 'gameId', 'seq', 'type', 'payload', 'at'];
const EVENT_KEY_SET = new Set([...EVENT_KEYS, 'hlc', 'deviceId']);

/**
 * What eventSchema accepts, checked in one pass. A file holds hundreds of thousands of events,
 * and valibot's per-field datasets made checking them most of an import's reading time. Never
 * accepts what eventSchema refuses (event.test.ts); an event it does not accept goes through
 * eventSchema, which names what is wrong.
 */
export function isWellFormedEvent(value: unknown): value is EventRecord {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
	// The schema walks inherited keys too: an object on another prototype goes to it. (JSON.parse
	// never makes one; a test's generated object can.)
	const prototype: unknown = Object.getPrototypeOf(value);
	if (prototype !== Object.prototype && prototype !== null) return false;
	const event = value as Record<string, unknown>;
	return (
		hasExactlyEventKeys(event) &&
		isId(event.id) &&
		isId(event.gameId) &&
		Number.isInteger(event.seq) &&
		(event.seq as number) >= 1 &&
		typeof event.type === 'string' &&
		EVENT_TYPE.test(event.type) &&
		isPlainRecord(event.payload) &&
		isSmallData(event.payload) &&
		Number.isFinite(event.at) &&
		(event.hlc === undefined || (typeof event.hlc === 'string' && STAMP.test(event.hlc))) &&
		(event.deviceId === undefined || isId(event.deviceId))
	);
}

/** Own keys all EVENT_KEYS and only those and the stamp's, counted in a loop: Object.keys made an array per event. */
function hasExactlyEventKeys(event: Record<string, unknown>): boolean {
	let count = 0;
	for (const key in event) {
		if (!EVENT_KEY_SET.has(key) || !Object.hasOwn(event, key)) return false;
		// The stamp's keys may be absent (older files); present, they are checked after.
		if (key !== 'hlc' && key !== 'deviceId') count++;
	}
	return count === EVENT_KEYS.length;
}

const isPlainRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
