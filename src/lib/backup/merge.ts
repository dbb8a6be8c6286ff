// How a backup merges into what is on this device: by id, so importing a file twice is the
// same as once. Pure: given the file, what is here and the table's answers about name clashes,
// it says what to write (storage/backup.ts writes it, all at once).
import type { Present, ImportWrites } from '$lib/storage/backup';
import { stampLegacyLog } from '$lib/log/legacy-stamps';
import type { StampedEvent } from '$lib/log/merge';
import { logsByGame } from '$lib/storage/pack-by-game';
import {
	MAX_NAME_LENGTH,
	type EventRecord,
	type GameRecord,
	type GameSummary,
	type ImportedTrouble,
	type PlayerRecord,
	withoutUndefined
} from '$lib/model';
import type { DetailsRecord } from '$lib/storage/records';
import type { Backup } from './format';

/** An imported player with the name of one already here, under another id. */
export type Clash = {
	imported: PlayerRecord;
	local: PlayerRecord;
	/** Both sat at one game of the file: they cannot be one person. */
	playedTogether: boolean;
};

/** The table's answer to a clash: the same person, or two people (the new one renamed). */
export type Resolution = 'same' | 'different';

/** A new game as the strict replay of its log left it, with its details when finished. */
export type ReplayedGame = {
	summary: GameSummary;
	trouble: ImportedTrouble | null;
	details: DetailsRecord | null;
	/** The rules version the whole log was read under here, when it all fits (GameRecord.readUnder). */
	readUnder: number | undefined;
};

export type Preview = {
	games: number;
	nights: number;
	players: number;
	events: number;
	/** Already on this device (by id, or a player already merged into one here). */
	gamesHere: number;
	nightsHere: number;
	playersHere: number;
	clashes: Clash[];
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The player here that an imported id already stands for, if any. */
function knownAs(id: string, present: Present): string | null {
	if (present.players.some((p) => p.id === id)) return id;
	const alias = present.playerAliases.find((a) => a.id === id);
	return alias && present.players.some((p) => p.id === alias.playerId) ? alias.playerId : null;
}

function findClashes(backup: Backup, present: Present): Clash[] {
	const clashes: Clash[] = [];
	for (const imported of backup.players) {
		if (knownAs(imported.id, present)) continue;
		const local = present.players.find((p) => sameName(p.name, imported.name));
		if (!local) continue;
		const playedTogether = backup.games.some(
			(g) => g.setup.seats.includes(imported.id) && g.setup.seats.includes(local.id)
		);
		clashes.push({ imported, local, playedTogether });
	}
	return clashes;
}

export function previewImport(backup: Backup, present: Present): Preview {
	const newGames = new Set(backup.games.filter((g) => !present.gameIds.has(g.id)).map((g) => g.id));
	return {
		games: backup.games.length,
		nights: backup.nights.length,
		players: backup.players.length,
		events: backup.events.filter((e) => newGames.has(e.gameId)).length,
		gamesHere: backup.games.length - newGames.size,
		nightsHere: backup.nights.filter((n) => present.nights.has(n.id)).length,
		playersHere: backup.players.filter((p) => knownAs(p.id, present)).length,
		clashes: findClashes(backup, present)
	};
}

/** What the file brings that this device does not have yet: its counts less those already here. */
export function newToDevice(preview: Preview): { games: number; nights: number; players: number } {
	return {
		games: preview.games - preview.gamesHere,
		nights: preview.nights - preview.nightsHere,
		players: preview.players - preview.playersHere
	};
}

/** "Anna (2)", or the next number free; shortened to fit a name's length. */
export function freeName(name: string, taken: readonly string[]): string {
	for (let n = 2; ; n++) {
		const suffix = ` (${n})`;
		const candidate = name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd() + suffix;
		if (!taken.some((t) => sameName(t, candidate))) return candidate;
	}
}

/** Thrown inside the import's transaction when the device changed since the preview. */
export class ImportOutdatedError extends Error {
	constructor() {
		super('The device changed since the import was previewed');
		this.name = 'ImportOutdatedError';
	}
}

export function mergeWrites(
	backup: Backup,
	present: Present,
	resolutions: ReadonlyMap<string, Resolution>,
	replayed: ReadonlyMap<string, ReplayedGame>
): ImportWrites {
	const writes: ImportWrites = {
		players: [],
		playerAliases: [],
		nights: [],
		games: [],
		events: [],
		details: [],
		merged: []
	};
	const names = present.players.map((p) => p.name);
	/** Imported player id to the id the games here will name. */
	const playerIds = new Map<string, string>();
	const clashes = new Map(findClashes(backup, present).map((c) => [c.imported.id, c]));
	for (const player of backup.players) {
		const here = knownAs(player.id, present);
		if (here) {
			playerIds.set(player.id, here);
			continue;
		}
		const clash = clashes.get(player.id);
		const resolution = resolutions.get(player.id);
		if (clash && (!resolution || (resolution === 'same' && clash.playedTogether))) throw new ImportOutdatedError();
		if (clash && resolution === 'same') {
			playerIds.set(player.id, clash.local.id);
			writes.playerAliases.push({ id: player.id, playerId: clash.local.id });
			continue;
		}
		const name = clash ? freeName(player.name, [...names, ...backup.players.map((p) => p.name)]) : player.name;
		names.push(name);
		playerIds.set(player.id, player.id);
		writes.players.push({ ...player, name });
	}
	for (const alias of backup.playerAliases) {
		const target = playerIds.get(alias.playerId);
		if (target && !knownAs(alias.id, present) && !playerIds.has(alias.id))
			writes.playerAliases.push({ id: alias.id, playerId: target });
	}

	const newGames = backup.games.filter((g) => !present.gameIds.has(g.id));
	const nightsOfNewGames = new Set(newGames.map((g) => g.nightId));
	for (const night of backup.nights) {
		const here = present.nights.get(night.id);
		if (!here) {
			writes.nights.push(night);
			continue;
		}
		// What is here wins; the file only fills in what this device left empty.
		const { deletedAt, ...merged } = { ...here, name: here.name || night.name, note: here.note || night.note };
		// Games arriving live into a night deleted here bring the night back with them.
		const revived = deletedAt !== undefined && night.deletedAt === undefined && nightsOfNewGames.has(night.id);
		const next = revived || deletedAt === undefined ? merged : { ...merged, deletedAt };
		if (JSON.stringify(next) !== JSON.stringify(here)) writes.nights.push(withoutUndefined(next));
	}

	const seat = (id: string) => playerIds.get(id) ?? id;
	const newIds = new Set(newGames.map((g) => g.id));
	for (const game of newGames) {
		const replay = replayed.get(game.id);
		writes.games.push(importedGame(game, seat, replay));
		if (replay?.details) writes.details.push(remapped(replay.details, seat));
	}
	for (const log of logsByGame(backup.events).values()) {
		const stamped = withStamps(log);
		if (newIds.has(log[0]!.gameId)) writes.events.push(...stamped);
		else if (present.gameIds.has(log[0]!.gameId)) writes.merged.push(...(stamped as StampedEvent[]));
	}
	return writes;
}

/**
 * A game's log as storage keeps it: every event with its clock stamp. A file made before logs
 * could merge has none; its events are stamped as the schema upgrade stamps them, so the same
 * game imported on two phones gets the same stamps.
 */
function withStamps(log: EventRecord[]): EventRecord[] {
	if (log.every((event) => event.hlc !== undefined && event.deviceId !== undefined)) return log;
	const legacy = new Map(stampLegacyLog(log).map((event) => [event.id, event]));
	return log.map((event) => (event.hlc !== undefined && event.deviceId !== undefined ? event : legacy.get(event.id)!));
}

function importedGame(
	game: Backup['games'][number],
	seat: (id: string) => string,
	replay: ReplayedGame | undefined
): GameRecord {
	// A game that was here at the preview and is gone now was never replayed.
	if (!replay) throw new ImportOutdatedError();
	const { imported: _, readUnder: __, ...record } = game;
	const { summary } = replay;
	return {
		...record,
		setup: { ...game.setup, seats: game.setup.seats.map(seat) },
		summary: { ...summary, standings: summary.standings.map((s) => ({ ...s, playerId: seat(s.playerId) })) },
		...(replay.trouble ? { imported: replay.trouble } : {}),
		...(replay.readUnder === undefined ? {} : { readUnder: replay.readUnder })
	};
}

/** Details by the player ids the games here name. */
function remapped(record: DetailsRecord, seat: (id: string) => string): DetailsRecord {
	return {
		...record,
		players: record.players.map(seat),
		details: Object.fromEntries(Object.entries(record.details).map(([id, detail]) => [seat(id), detail]))
	};
}
