// What a backup file holds: the app's records (model/) in an envelope of the file's own, and the
// upgrades of older files. The whole file is checked before anything is written. Each check that
// a player could hit with a real file names its problem code as its message (see problems.ts);
// any other mismatch reads as a damaged file.
import * as v from 'valibot';
import {
	aliasSchema,
	count,
	eventSchema,
	gameSchema,
	isWellFormedEvent,
	nightSchema,
	playerSchema,
	time,
	type EventRecord
} from '$lib/model';
import { GAMES } from '$lib/games';
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

const wellFormed = v.custom<EventRecord>(() => true);
const eventInFile = v.lazy((input) => (isWellFormedEvent(input) ? wellFormed : eventSchema));

const tables = {
	players: v.array(playerSchema),
	nights: v.array(nightSchema),
	games: v.array(gameSchema),
	events: v.array(eventInFile)
};

/** Each game's own device choices (GameMeta.preferences), by their names in the file. */
const gamePreferences = Object.fromEntries(
	GAMES.flatMap((game) => game.preferences ?? []).map(({ name, values }) => [name, v.optional(v.picklist(values))])
);

/** The device's own choices worth keeping (see device-settings.ts), each left out when never made. */
export const settingsSchema = v.strictObject({
	...gamePreferences,
	theme: v.optional(v.picklist(THEMES)),
	/** A language tag; one this version has no words for is kept out when the file is applied. */
	locale: v.optional(v.pipe(v.string(), v.regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{1,8}){0,3}$/))),
	/** Games played since the backup reminder was last put off, when the file was made. */
	reminderPutOffGamesAgo: v.optional(count)
});

/** The games' own choices are known only once the games are found, so they are typed loosely. */
export type DeviceSettings = v.InferOutput<typeof settingsSchema> & {
	[preference: string]: string | number | undefined;
};

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
