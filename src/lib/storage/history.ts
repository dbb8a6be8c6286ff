// The history as lists read it: nights newest first, a page at a time, each with its games'
// stored summaries (never a replay). Deleted games and nights are left out; see trash.ts.
import { database } from './database';
import type { GameRecord, NightRecord, PlayerRecord } from '$lib/model';

export type NightWithGames = { night: NightRecord; games: GameRecord[] };
export type HistoryFilter = { playerId?: string | null; kind?: string | null };
export type HistoryPage = { nights: NightWithGames[]; more: boolean };

const live = (record: { deletedAt?: number }) => record.deletedAt === undefined;
const byStart = (a: GameRecord, b: GameRecord) => a.createdAt - b.createdAt;

function fits(game: GameRecord, { playerId, kind }: HistoryFilter): boolean {
	return live(game) && (!kind || game.kind === kind) && (!playerId || game.setup.seats.includes(playerId));
}

function group(nights: readonly NightRecord[], games: readonly GameRecord[]): NightWithGames[] {
	const byNight = new Map<string, GameRecord[]>();
	for (const game of games) byNight.set(game.nightId, [...(byNight.get(game.nightId) ?? []), game]);
	return nights.flatMap((night) => {
		const its = byNight.get(night.id);
		return its?.length ? [{ night, games: its.sort(byStart) }] : [];
	});
}

/**
 * The newest `limit` nights that have a game to show. Unfiltered, the nights come from their
 * startedAt index and only their own games are read; filtered, the games come from the
 * player's or the game's index, so neither reads the whole history.
 */
export async function listHistory(limit: number, filter: HistoryFilter = {}): Promise<HistoryPage> {
	const db = database();
	return db.transaction('r', db.nights, db.games, async () => {
		if (!filter.playerId && !filter.kind) {
			const nights = await db.nights
				.orderBy('startedAt')
				.reverse()
				.filter(live)
				.limit(limit + 1)
				.toArray();
			const games = await db.games
				.where('nightId')
				.anyOf(nights.slice(0, limit).map((n) => n.id))
				.toArray();
			return { nights: group(nights.slice(0, limit), games.filter(live)), more: nights.length > limit };
		}
		const candidates = filter.playerId
			? db.games.where('setup.seats').equals(filter.playerId)
			: db.games.where('kind').equals(filter.kind!);
		const games = (await candidates.toArray()).filter((game) => fits(game, filter));
		const nights = (await db.nights.bulkGet([...new Set(games.map((g) => g.nightId))]))
			.filter((n): n is NightRecord => n !== undefined && live(n))
			.sort((a, b) => b.startedAt - a.startedAt);
		return { nights: group(nights.slice(0, limit), games), more: nights.length > limit };
	});
}

/** One night with its games (deleted ones left out), or null if there is no such night. */
export async function getNight(nightId: string): Promise<NightWithGames | null> {
	const db = database();
	return db.transaction('r', db.nights, db.games, async () => {
		const night = await db.nights.get(nightId);
		if (!night) return null;
		const games = await db.games.where('nightId').equals(nightId).filter(live).toArray();
		return { night, games: games.sort(byStart) };
	});
}

export async function annotateNight(nightId: string, { name, note }: { name: string; note: string }): Promise<void> {
	const db = database();
	await db.transaction('rw', db.nights, async () => {
		const night = await db.nights.get(nightId);
		if (!night) return;
		const { name: _, note: __, ...rest } = night;
		await db.nights.put({
			...rest,
			...(name.trim() ? { name: name.trim() } : {}),
			...(note.trim() ? { note: note.trim() } : {})
		});
	});
}

/** Every game a player sat in and still shown, through the index of seats. */
export async function listGamesOfPlayer(playerId: string): Promise<GameRecord[]> {
	// Filtered here rather than by Dexie: a plain query is one getAll, a filtered one a cursor.
	return (await database().games.where('setup.seats').equals(playerId).toArray()).filter(live);
}

/**
 * When each of these players last played (their newest game's last action, finished or not, not
 * deleted). Games are read newest first until everyone is found: a table that plays together
 * is found in its last few games; only a player who never played reads to the oldest.
 */
export async function lastPlayedBy(playerIds: readonly string[]): Promise<Map<string, number>> {
	const wanted = new Set(playerIds);
	const found = new Map<string, number>();
	await database()
		.games.orderBy('updatedAt')
		.reverse()
		.until(() => found.size === wanted.size)
		.each((game) => {
			if (!live(game)) return;
			for (const id of game.setup.seats) if (wanted.has(id) && !found.has(id)) found.set(id, game.updatedAt);
		});
	return found;
}

/** What a results table needs: every game still shown (no events), its nights and players. */
export async function readResults(): Promise<{ games: GameRecord[]; nights: NightRecord[]; players: PlayerRecord[] }> {
	const db = database();
	return db.transaction('r', db.games, db.nights, db.players, async () => {
		const [games, nights, players] = await Promise.all([db.games.toArray(), db.nights.toArray(), db.players.toArray()]);
		return { games: games.filter(live), nights, players };
	});
}
