// What a backup file holds, as valibot schemas: the whole file is checked against these before
// anything is written. Each check that a player could hit with a real file names its problem
// code as its message (see problems.ts); any other mismatch reads as a damaged file.
import * as v from 'valibot';
import { PROGRESS_UNITS } from '$lib/storage/records';
import { MAX_NAME_LENGTH } from '$lib/ui/player-name';
import { THEMES } from '$lib/ui/theme.svelte';

export const FORMAT = 'dealkeeper-backup';
/**
 * 4: this file's shape: every event carries its clock stamp and device, and a game the device
 * holds already merges with the file's copy (both phones' actions kept). 3: the same shape from
 * before logs could merge: its events may lack stamps (import stamps them as the schema upgrade
 * does), and it is read the same way. 2: as 3 without the device's settings, which import upgrades.
 * 1: the database itself as schema 1 laid it out,
 * `{ schema: 1, tables: { players, nights, games, events } }` (tests/fixtures/database-v1.json
 * is one), which import upgrades.
 */
export const FORMAT_VERSION = 4;

/** Far above any real table's history (5,000 games are about 60 MB), far below a phone's memory. */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;
/** A long game of The Dealer is a few hundred actions; ten thousand is a damaged or made-up log. */
export const MAX_EVENTS_PER_GAME = 10_000;
export const MAX_SEATS = 20;
export const MAX_NIGHT_NAME = 60;
export const MAX_NIGHT_NOTE = 1_000;
/** Event payloads and game settings: small plain data (seats, cards, numbers). */
const MAX_PAYLOAD_DEPTH = 6;
const MAX_PAYLOAD_STRING = 200;
const MAX_PAYLOAD_ITEMS = 200;

const ID = /^[\w-]{1,100}$/;
const EVENT_TYPE = /^[A-Za-z][\w-]{0,59}$/;
/** A clock stamp (log/hlc.ts): its time, its counter, its device's id. */
const HLC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z-[0-9a-f]{4}-[\w-]{1,100}$/;
const id = v.pipe(v.string(), v.regex(ID));
const time = v.pipe(v.number(), v.finite());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Plain JSON data no deeper, longer or wider than a game's own events ever are. */
function isSmallData(value: unknown, depth = 0): boolean {
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

const smallRecord = v.pipe(
	v.record(v.string(), v.unknown()),
	v.check((value) => isSmallData(value), 'damaged')
);

export const playerSchema = v.strictObject({
	id,
	name: v.pipe(
		v.string(),
		v.maxLength(MAX_NAME_LENGTH, 'name_too_long'),
		v.check((name) => name.trim() === name && name !== '', 'name_empty')
	),
	// Drawn as a style: a hex colour and nothing else can be put there.
	color: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/)),
	archived: v.boolean(),
	createdAt: time
});

export const nightSchema = v.strictObject({
	id,
	startedAt: time,
	name: v.optional(v.pipe(v.string(), v.maxLength(MAX_NIGHT_NAME, 'night_name_too_long'))),
	note: v.optional(v.pipe(v.string(), v.maxLength(MAX_NIGHT_NOTE, 'night_note_too_long'))),
	deletedAt: v.optional(time)
});

const standingSchema = v.strictObject({ playerId: id, score: time, place: v.pipe(count, v.minValue(1)) });

const summarySchema = v.strictObject({
	finished: v.boolean(),
	standings: v.pipe(v.array(standingSchema), v.maxLength(MAX_SEATS)),
	progress: v.nullable(v.strictObject({ unit: v.picklist(PROGRESS_UNITS), done: count, total: count })),
	team: v.optional(v.picklist(['won', 'lost']))
});

export const gameSchema = v.strictObject({
	id,
	kind: v.pipe(v.string(), v.maxLength(100)),
	nightId: id,
	setup: v.strictObject({
		seats: v.pipe(v.array(id), v.minLength(1), v.maxLength(MAX_SEATS)),
		firstDealer: count,
		settings: smallRecord
	}),
	rulesVersion: v.optional(count),
	summary: summarySchema,
	lastSeq: count,
	createdAt: time,
	updatedAt: time,
	deletedAt: v.optional(time),
	// What a previous import found; this import replays the log again and decides afresh.
	imported: v.optional(v.strictObject({ refused: count, missing: count, newer: v.boolean() }))
});

export const eventSchema = v.strictObject({
	id,
	gameId: id,
	seq: v.pipe(count, v.minValue(1)),
	type: v.pipe(v.string(), v.regex(EVENT_TYPE)),
	payload: smallRecord,
	at: time,
	// Files made before logs could merge have neither (storage stamps them as its upgrade does).
	hlc: v.optional(v.pipe(v.string(), v.regex(HLC))),
	deviceId: v.optional(id)
});

type CheckedEvent = v.InferOutput<typeof eventSchema>;
const EVENT_KEYS = ['id', 'gameId', 'seq', 'type', 'payload', 'at'];
const EVENT_KEY_SET = new Set([...EVENT_KEYS, 'hlc', 'deviceId']);

/**
 * What eventSchema accepts, checked in one pass. A file holds hundreds of thousands of events,
 * and valibot's per-field datasets made checking them most of an import's reading time. Never
 * accepts what eventSchema refuses (format.test.ts); an event it does not accept goes through
 * eventSchema, which names what is wrong.
 */
export function isWellFormedEvent(value: unknown): value is CheckedEvent {
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
		(event.hlc === undefined || (typeof event.hlc === 'string' && HLC.test(event.hlc))) &&
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

const isId = (value: unknown) => typeof value === 'string' && ID.test(value);
const isPlainRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

const wellFormed = v.custom<CheckedEvent>(() => true);
const eventInFile = v.lazy((input) => (isWellFormedEvent(input) ? wellFormed : eventSchema));

export const aliasSchema = v.strictObject({ id, playerId: id });

const tables = {
	players: v.array(playerSchema),
	nights: v.array(nightSchema),
	games: v.array(gameSchema),
	events: v.array(eventInFile)
};

/** The device's own choices worth keeping (see device-settings.ts), each left out when never made. */
export const settingsSchema = v.strictObject({
	theme: v.optional(v.picklist(THEMES)),
	/** A language tag; one this version has no words for is kept out when the file is applied. */
	locale: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{1,8}){0,3}$/))),
	beatTheDealerHint: v.optional(v.picklist(['on', 'off'])),
	/** Games played since the backup reminder was last put off, when the file was made. */
	reminderPutOffGamesAgo: v.optional(count)
});

export type DeviceSettings = v.InferOutput<typeof settingsSchema>;

const formatTwo = {
	format: v.literal(FORMAT),
	formatVersion: v.literal(2),
	/** The app that wrote it; null when upgraded from a file that did not say. */
	appVersion: v.nullable(v.pipe(v.string(), v.maxLength(40))),
	exportedAt: v.nullable(time),
	...tables,
	playerAliases: v.array(aliasSchema)
};

export const backupSchema = v.strictObject({
	...formatTwo,
	formatVersion: v.literal(FORMAT_VERSION),
	settings: settingsSchema
});

export type Backup = v.InferOutput<typeof backupSchema>;

/** Format 3: as this one, written before logs could merge. */
export const formatThreeSchema = v.strictObject({
	...formatTwo,
	formatVersion: v.literal(3),
	settings: settingsSchema
});

export function fromFormatThree(file: v.InferOutput<typeof formatThreeSchema>): Backup {
	return { ...file, formatVersion: FORMAT_VERSION };
}

/** Format 2: as this one, without the device's settings. */
export const formatTwoSchema = v.strictObject(formatTwo);

export function fromFormatTwo(file: v.InferOutput<typeof formatTwoSchema>): Backup {
	return { ...file, formatVersion: FORMAT_VERSION, settings: {} };
}

/** Format 1: the database's own tables as schema 1 held them. */
export const formatOneSchema = v.strictObject({
	schema: v.literal(1),
	tables: v.strictObject(tables)
});

export function fromFormatOne(file: v.InferOutput<typeof formatOneSchema>): Backup {
	return {
		format: FORMAT,
		formatVersion: FORMAT_VERSION,
		appVersion: null,
		exportedAt: null,
		...file.tables,
		playerAliases: [],
		settings: {}
	};
}
