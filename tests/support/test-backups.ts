// For tests: backups built from the recorded whole games (each game's fixtures/), one of each
// kind, played by real-looking players on one night, as export would write them.
import { GAME_MOVES, readFixture, wholeGameFile, type Fixture } from '$support/every-game';
import type { DealkeeperDatabase } from '$lib/storage/database';
import { FORMAT, FORMAT_VERSION, type Backup } from '$lib/backup/format';
import type { RulesOf } from '$lib/backup/import';
import { backupPieces } from '$lib/backup/export';

export const KINDS = Object.keys(GAME_MOVES).sort();
export const KNOWN_KINDS: ReadonlySet<string> = new Set(KINDS);
export const rulesOf: RulesOf = async (kind) => GAME_MOVES[kind]?.game;

export const FIXTURES: readonly Fixture[] = KINDS.map((kind) => readFixture(wholeGameFile(kind)));

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Greta'];
const COLORS = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4'];

/**
 * A backup with the given fixtures' games (all five by default) on one night. `tag` makes every
 * id its own, so two backups made with different tags share nothing but player names.
 */
export function fixtureBackup({
	tag = 'a',
	fixtures = FIXTURES
}: { tag?: string; fixtures?: readonly Fixture[] } = {}): Backup {
	const player = (seat: string) => `${tag}-${seat}`;
	const seats = [...new Set(fixtures.flatMap((f) => f.setup.seats))].sort();
	const nightId = '2026-11-30';
	const games = fixtures.map((f, i) => {
		const id = `${tag}-game-${f.kind}`;
		const ats = f.events.map((e) => e.at);
		return {
			id,
			kind: f.kind,
			nightId,
			setup: { ...f.setup, seats: f.setup.seats.map(player) },
			rulesVersion: f.rulesVersion,
			summary: { ...f.summary, standings: f.summary.standings.map((s) => ({ ...s, playerId: player(s.playerId) })) },
			lastSeq: f.events.length,
			createdAt: 1_796_000_000_000 + i * 3_600_000,
			updatedAt: 1_796_000_000_000 + i * 3_600_000 + Math.max(...ats)
		};
	});
	const events = fixtures.flatMap((f) =>
		f.events.map((e) => ({ ...e, id: `${tag}-${f.kind}-${e.id}`, gameId: `${tag}-game-${f.kind}` }))
	);
	return {
		format: FORMAT,
		formatVersion: FORMAT_VERSION,
		appVersion: '0.1.0',
		exportedAt: 1_796_100_000_000,
		players: seats.map((seat, i) => ({
			id: player(seat),
			name: NAMES[i % NAMES.length]!,
			color: COLORS[i % COLORS.length]!,
			archived: false,
			createdAt: 1_795_000_000_000 + i
		})),
		nights: [{ id: nightId, startedAt: games[0]?.createdAt ?? 1_796_000_000_000 }],
		games,
		events,
		playerAliases: [],
		settings: {}
	};
}

/** Every record of every table, sorted by key: equal strings mean an unchanged database. */
export async function dumpDatabase(database: DealkeeperDatabase, except: readonly string[] = []): Promise<string> {
	const tables: Record<string, unknown[]> = {};
	for (const table of database.tables) if (!except.includes(table.name)) tables[table.name] = await table.toArray();
	return JSON.stringify(tables, (_, value: unknown) =>
		Array.isArray(value) && value.every((v) => typeof v === 'object' && v && ('id' in v || 'key' in v))
			? [...value].sort((a, b) => String(a.id ?? a.key).localeCompare(String(b.id ?? b.key)))
			: value
	);
}

/** What export writes, read back as the file's data. */
export async function createBackup(now: number): Promise<Backup> {
	return JSON.parse((await backupPieces(now)).join('')) as Backup;
}
