// A game as stored and backed up: what it was set up with, and what lists show of it without
// replaying it (its summary). And a game as a table shares it: only what was set up, never what
// each phone works out by replaying its log.
import * as v from 'valibot';
import { count, id, smallRecord, time } from './data';

export const MAX_SEATS = 20;

export const PROGRESS_UNITS = ['round', 'card'] as const;

const standingSchema = v.strictObject({ playerId: id, score: time, place: v.pipe(count, v.minValue(1)) });

export type Standing = v.InferOutput<typeof standingSchema>;

/** How far the game is, in the game's own unit: round 3 of 15, card 20 of 52. */
const progressSchema = v.strictObject({ unit: v.picklist(PROGRESS_UNITS), done: count, total: count });

export type Progress = v.InferOutput<typeof progressSchema>;

/** What history lists show without replaying the game. */
const summarySchema = v.strictObject({
	finished: v.boolean(),
	standings: v.pipe(v.array(standingSchema), v.maxLength(MAX_SEATS)),
	progress: v.nullable(progressSchema),
	/** Cooperative games only: whether the whole table won or lost together. */
	team: v.optional(v.picklist(['won', 'lost']))
});

export type GameSummary = v.InferOutput<typeof summarySchema>;

/** What the game was set up with; the machine's input is derived from it. */
const setupSchema = v.strictObject({
	/** Player ids in seat order, clockwise. */
	seats: v.pipe(v.array(id), v.minLength(1), v.maxLength(MAX_SEATS)),
	/** Index into seats of the first dealer. */
	firstDealer: count,
	settings: smallRecord
});

export type GameSetup = v.InferOutput<typeof setupSchema>;

/** What the strict replay found in an imported game's log, for a mark in lists. */
const importedSchema = v.strictObject({ refused: count, missing: count, newer: v.boolean() });

export type ImportedTrouble = v.InferOutput<typeof importedSchema>;

export const gameSchema = v.strictObject({
	id,
	kind: v.pipe(v.string(), v.maxLength(100)),
	nightId: id,
	setup: setupSchema,
	/**
	 * The version of the game's rules and event shapes its log was written under; absent on
	 * games stored before versions were kept (version 0). Older logs are read through the
	 * game's upcasters.
	 */
	rulesVersion: v.optional(count),
	summary: summarySchema,
	/** Sequence number of the newest event; 0 when none. */
	lastSeq: count,
	createdAt: time,
	updatedAt: time,
	/** When it was moved to Recently deleted; it can be restored until purged (storage/trash.ts). */
	deletedAt: v.optional(time),
	/** Set on import when the strict replay found the log not as the rules would have it; the next import decides afresh. */
	imported: v.optional(importedSchema),
	/**
	 * The rules version whose event schemas every action of the log was read against, where it
	 * entered this phone, and fit: replay under that version trusts the log without reading it
	 * again. This phone's own knowledge: absent from backups and the table's documents.
	 */
	readUnder: v.optional(count)
});

export type GameRecord = v.InferOutput<typeof gameSchema>;

/** A game as the table shares it: its set-up and whether it is deleted, nothing derived. */
export const tableGameSchema = v.omit(gameSchema, ['summary', 'lastSeq', 'updatedAt', 'imported', 'readUnder']);

export type TableGame = v.InferOutput<typeof tableGameSchema>;
