// A backup file's text read into a Backup, or the one problem that refuses it. Pure: nothing
// here touches the database, so a refused file cannot have changed anything.
import * as v from 'valibot';
import { m } from '$lib/paraglide/messages.js';
import { MAX_EVENTS_PER_GAME } from '$lib/model';
import {
	FORMAT,
	FORMAT_VERSION,
	MAX_FILE_BYTES,
	backupSchema,
	formatOneSchema,
	formatThreeSchema,
	formatTwoSchema,
	fromFormatOne,
	fromFormatThree,
	fromFormatTwo,
	type Backup
} from './format';
import { timed } from './phases';
import type { BackupProblem, ProblemCode } from './problems';

export type ReadResult =
	{ ok: true; backup: Backup; upgradedFrom: number | null } | { ok: false; problem: BackupProblem };

/**
 * Keys that would reach an object's prototype if any code ever copied them onto one. JSON.parse
 * makes them plain own keys, and valibot skips them silently, so they are refused here.
 */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Whether the text can hold a forbidden key at all. Without a \u escape, a key reads in the
 * text exactly as it is, quoted and followed by a colon; only a file where this finds one (or
 * an escape) pays for the parse that looks at every key, about twice as slow on a large file.
 */
function mayHoldForbiddenKey(text: string): boolean {
	return MAY_HOLD_FORBIDDEN_KEY.test(text);
}

/** One pass over the text for both: a large file is read twice otherwise. */
const MAY_HOLD_FORBIDDEN_KEY = /\\u|"(?:__proto__|constructor|prototype)"\s*:/;

class ForbiddenKey extends Error {
	constructor(readonly key: string) {
		super(key);
	}
}

/** The codes format.ts attaches to its checks: every other valibot message means "damaged". */
const SCHEMA_CODES = new Set<ProblemCode>([
	'name_too_long',
	'name_empty',
	'night_name_too_long',
	'night_note_too_long'
]);

export function readBackup(text: string, knownKinds: ReadonlySet<string>): ReadResult {
	// Characters, not bytes, but never fewer: a file within the limit is never refused by this.
	if (text.length > MAX_FILE_BYTES) return refuse({ code: 'too_large', bytes: text.length });
	let data: unknown;
	try {
		data = timed('parse', () =>
			mayHoldForbiddenKey(text)
				? JSON.parse(text, (key, value: unknown) => {
						if (FORBIDDEN_KEYS.has(key)) throw new ForbiddenKey(key);
						return value;
					})
				: JSON.parse(text)
		);
	} catch (error) {
		return refuse(error instanceof ForbiddenKey ? { code: 'forbidden_key', key: error.key } : { code: 'not_json' });
	}
	const read = timed('validate', () => validate(data));
	if (!read.ok) return read;
	const problem = timed('check consistency', () => findInconsistency(read.backup, knownKinds));
	return problem ? refuse(problem) : read;
}

function refuse(problem: BackupProblem): ReadResult {
	return { ok: false, problem };
}

function validate(data: unknown): ReadResult {
	if (typeof data !== 'object' || data === null || Array.isArray(data)) return refuse({ code: 'not_a_backup' });
	const file = data as Record<string, unknown>;
	if (file.format !== FORMAT) {
		if (file.schema !== 1) return refuse({ code: 'not_a_backup' });
		const one = v.safeParse(formatOneSchema, file, { abortEarly: true });
		return one.success
			? { ok: true, backup: fromFormatOne(one.output), upgradedFrom: 1 }
			: refuse(problemOf(one.issues[0]));
	}
	const version = file.formatVersion;
	if (typeof version === 'number' && Number.isInteger(version) && version > FORMAT_VERSION)
		return refuse({ code: 'newer_format', version });
	if (version === 3) {
		const three = v.safeParse(formatThreeSchema, file, { abortEarly: true });
		return three.success
			? { ok: true, backup: fromFormatThree(three.output), upgradedFrom: 3 }
			: refuse(problemOf(three.issues[0]));
	}
	if (version === 2) {
		const two = v.safeParse(formatTwoSchema, file, { abortEarly: true });
		return two.success
			? { ok: true, backup: fromFormatTwo(two.output), upgradedFrom: 2 }
			: refuse(problemOf(two.issues[0]));
	}
	const parsed = v.safeParse(backupSchema, file, { abortEarly: true });
	return parsed.success ? { ok: true, backup: parsed.output, upgradedFrom: null } : refuse(problemOf(parsed.issues[0]));
}

function problemOf(issue: v.BaseIssue<unknown>): BackupProblem {
	const code = issue.message as ProblemCode;
	if (code === 'name_too_long') return { code, length: String(issue.input).length };
	if (SCHEMA_CODES.has(code)) return { code } as BackupProblem;
	return { code: 'damaged', where: describePath(issue.path ?? []) };
}

const TABLE_WORDS: Record<string, () => string> = {
	players: () => m.backup_where_player(),
	nights: () => m.backup_where_night(),
	games: () => m.backup_where_game(),
	events: () => m.backup_where_event(),
	playerAliases: () => m.backup_where_alias()
};

/** "game 4, “setup › seats”": where in the file, counted from 1 as a person would. */
function describePath(path: readonly { key: unknown }[]): string {
	const keys = path.map((item) => item.key);
	const [table, index, ...rest] = keys;
	const field = (table === 'tables' ? keys.slice(1) : keys).join(' › ');
	if (typeof table === 'string' && table in TABLE_WORDS && typeof index === 'number') {
		return m.backup_where_record({ record: TABLE_WORDS[table]!(), n: index + 1, field: rest.join(' › ') || '—' });
	}
	return m.backup_where_field({ field: field || '—' });
}

function firstDuplicate(ids: Iterable<string>): string | null {
	const seen = new Set<string>();
	for (const id of ids) {
		if (seen.has(id)) return id;
		seen.add(id);
	}
	return null;
}

/**
 * One game's seqs as a file lists them. A log in order (every exported one) is only compared
 * with the highest seq so far; the first seq out of order turns it into a set. An import checks
 * hundreds of thousands, and a set per game was most of the time of these checks.
 */
class SeqsSeen {
	#inOrder: number[] = [];
	#set: Set<number> | null = null;

	get count(): number {
		return this.#set?.size ?? this.#inOrder.length;
	}

	/** False for a seq seen before. */
	add(seq: number): boolean {
		if (!this.#set) {
			if (!this.#inOrder.length || seq > this.#inOrder.at(-1)!) return this.#inOrder.push(seq) > 0;
			this.#set = new Set(this.#inOrder);
		}
		if (this.#set.has(seq)) return false;
		this.#set.add(seq);
		return true;
	}
}

/** What the schema cannot see: ids that repeat, and records naming others the file lacks. */
export function findInconsistency(backup: Backup, knownKinds: ReadonlySet<string>): BackupProblem | null {
	const { players, nights, games, events, playerAliases } = backup;
	// Events' ids are checked in the one pass over the events below: there are a hundred times more.
	for (const records of [players, nights, games, playerAliases]) {
		const id = firstDuplicate(records.map((record) => record.id));
		if (id !== null) return { code: 'duplicate_id', id };
	}
	const playerIds = new Set(players.map((p) => p.id));
	const nightIds = new Set(nights.map((n) => n.id));
	const gamesById = new Map(games.map((g) => [g.id, g]));
	for (const game of games) {
		if (!knownKinds.has(game.kind)) return { code: 'unknown_game', kind: game.kind };
		if (!nightIds.has(game.nightId)) return { code: 'missing_record', id: game.nightId };
		const missing = game.setup.seats.find((seat) => !playerIds.has(seat));
		if (missing !== undefined) return { code: 'missing_record', id: missing };
		const twice = firstDuplicate(game.setup.seats);
		if (twice !== null) return { code: 'duplicate_id', id: twice };
		if (game.setup.firstDealer >= game.setup.seats.length)
			return { code: 'damaged', where: describeGameField(games, game, 'setup › firstDealer') };
		const stranger = game.summary.standings.find((s) => !game.setup.seats.includes(s.playerId));
		if (stranger) return { code: 'missing_record', id: stranger.playerId };
	}
	const perGame = new Map<string, SeqsSeen>();
	const eventIds = new Set<string>();
	for (const event of events) {
		if (eventIds.size === eventIds.add(event.id).size) return { code: 'duplicate_id', id: event.id };
		const game = gamesById.get(event.gameId);
		if (!game) return { code: 'missing_record', id: event.gameId };
		const seqs = perGame.get(event.gameId) ?? new SeqsSeen();
		perGame.set(event.gameId, seqs);
		if (!seqs.add(event.seq)) return { code: 'duplicate_id', id: `${event.gameId} #${event.seq}` };
		if (seqs.count > MAX_EVENTS_PER_GAME)
			return { code: 'too_many_events', count: events.filter((e) => e.gameId === game.id).length };
		if (event.seq > game.lastSeq) return { code: 'damaged', where: describeGameField(games, game, 'lastSeq') };
	}
	const alias = playerAliases.find((a) => !playerIds.has(a.playerId));
	return alias ? { code: 'missing_record', id: alias.playerId } : null;
}

function describeGameField(games: Backup['games'], game: Backup['games'][number], field: string): string {
	return m.backup_where_record({ record: m.backup_where_game(), n: games.indexOf(game) + 1, field });
}
