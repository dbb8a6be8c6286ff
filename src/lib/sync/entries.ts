// What the table's documents hold, and the check every entry passes when it arrives: another
// phone, or anyone holding the table's secret, may have written anything there. The shapes are
// the app's records (model/), as a backup file's are: a sync is a backup that never stops.
import * as v from 'valibot';
import { nestsDeeperThan } from '$lib/log/depth';
import type { StampedEvent } from '$lib/log/merge';
import {
	isWellFormedEvent,
	nightSchema,
	playerSchema,
	tableGameSchema,
	withoutUndefined,
	type GameRecord,
	type NightRecord,
	type PlayerRecord,
	type TableGame
} from '$lib/model';

/**
 * A game as the table shares it: what was set up, never what is derived from its log (its
 * summary, its positions), which each phone works out by replaying.
 */
export function toTableGame(game: GameRecord): TableGame {
	const { id, kind, nightId, setup, rulesVersion, createdAt, deletedAt } = game;
	return withoutUndefined({ id, kind, nightId, setup, rulesVersion, createdAt, deletedAt });
}

export function toTablePlayer(player: PlayerRecord): PlayerRecord {
	return withoutUndefined({ ...player });
}

export function toTableNight(night: NightRecord): NightRecord {
	return withoutUndefined({ ...night });
}

/** An entry refused on arrival: where it was, under which key, and why. */
export type RefusedEntry = { map: string; key: string; reason: string };

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Nested deeper than any record may: refused before a schema or a comparison walks it. */
const TOO_DEEP = { ok: false, reason: 'nested too deep' } as const;

function check<T>(schema: v.GenericSchema<unknown, T>, key: string, value: unknown): Checked<T> {
	if (nestsDeeperThan(value)) return TOO_DEEP;
	const result = v.safeParse(schema, value);
	if (!result.success) return { ok: false, reason: result.issues.map((issue) => issue.message).join('; ') };
	// Stored under another key than its own id, it would be two records on every phone.
	if ((result.output as { id: string }).id !== key) return { ok: false, reason: 'key and id differ' };
	return { ok: true, value: result.output };
}

export const checkPlayer = (key: string, value: unknown) => check<PlayerRecord>(playerSchema, key, value);
export const checkNight = (key: string, value: unknown) => check<NightRecord>(nightSchema, key, value);
export const checkGame = (key: string, value: unknown) => check<TableGame>(tableGameSchema, key, value);

/** A night's event: well formed, stamped, under its own id. */
export function checkEvent(key: string, value: unknown): Checked<StampedEvent> {
	if (nestsDeeperThan(value)) return TOO_DEEP;
	if (!isWellFormedEvent(value)) return { ok: false, reason: 'not an event' };
	if (value.hlc === undefined || value.deviceId === undefined) return { ok: false, reason: 'not stamped' };
	if (value.id !== key) return { ok: false, reason: 'key and id differ' };
	return { ok: true, value: value as StampedEvent };
}
