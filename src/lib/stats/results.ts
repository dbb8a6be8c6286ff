// Results read from finished games' stored summaries (never a replay): who played, who won,
// and the totals a player page and a night's table show.
import type { GameRecord, Standing } from '$lib/storage/records';

/** One player's result in one finished game. */
export type Result = {
	gameId: string;
	kind: string;
	at: number;
	playerId: string;
	score: number;
	/** Competition place (1, 1, 3); null in a team game, where the table wins or loses together. */
	place: number | null;
	/** A win is 1; a first place shared by k players is 1/k each; a team win is 1 for everyone. */
	win: number;
	players: number;
};

/** The direction scores run in a game: read from its standings, so no game's rules are copied here. */
export function scoreDirection(standings: readonly Standing[]): 'higher' | 'lower' | null {
	const first = standings.filter((s) => s.place === 1).map((s) => s.score);
	const rest = standings.filter((s) => s.place > 1).map((s) => s.score);
	if (!first.length || !rest.length) return null;
	return Math.min(...first) > Math.max(...rest) ? 'higher' : Math.max(...first) < Math.min(...rest) ? 'lower' : null;
}

export function resultsOf(game: GameRecord): Result[] {
	const { summary } = game;
	if (!summary.finished || game.deletedAt !== undefined) return [];
	const team = summary.team;
	const winners = summary.standings.filter((s) => s.place === 1).length;
	return summary.standings.map((s) => ({
		gameId: game.id,
		kind: game.kind,
		at: game.createdAt,
		playerId: s.playerId,
		score: s.score,
		place: team ? null : s.place,
		win: team ? (team === 'won' ? 1 : 0) : s.place === 1 ? 1 / winners : 0,
		players: summary.standings.length
	}));
}

export type Totals = {
	played: number;
	wins: number;
	/** wins / played, 0 to 1; null before any game. */
	winRate: number | null;
	/** Over competitive games only; null when there were none. */
	averagePlace: number | null;
};

export function totalsOf(results: readonly Result[]): Totals {
	const wins = results.reduce((sum, r) => sum + r.win, 0);
	const places = results.flatMap((r) => (r.place === null ? [] : [r.place]));
	return {
		played: results.length,
		wins,
		winRate: results.length ? wins / results.length : null,
		averagePlace: places.length ? places.reduce((a, b) => a + b, 0) / places.length : null
	};
}

/** A night's table: each player's games played and wins, most wins first. */
export function tableOf(games: readonly GameRecord[]): { playerId: string; totals: Totals }[] {
	const byPlayer = new Map<string, Result[]>();
	for (const result of games.flatMap(resultsOf))
		byPlayer.set(result.playerId, [...(byPlayer.get(result.playerId) ?? []), result]);
	return [...byPlayer]
		.map(([playerId, results]) => ({ playerId, totals: totalsOf(results) }))
		.sort((a, b) => b.totals.wins - a.totals.wins || a.totals.played - b.totals.played);
}
