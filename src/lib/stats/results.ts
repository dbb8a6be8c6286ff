// Results read from finished games' stored summaries (never a replay): who played, who won,
// and the totals a player page and a night's table show.
import type { GameRecord } from '$lib/model';

/** One player's result in one finished game. */
export type Result = {
	gameId: string;
	kind: string;
	at: number;
	playerId: string;
	score: number;
	/** Competition place (1, 1, 3); null in a team game, where the table wins or loses together. */
	place: number | null;
	/**
	 * A win is 1; a first place shared by k players is 1/k each. A team game is no one's own win
	 * (the table won it, not each of them): 0, and its outcome is in `team`.
	 */
	win: number;
	/** A team game's outcome, for everyone at the table; null in a game played for places. */
	team: 'won' | 'lost' | null;
	players: number;
};

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
		win: !team && s.place === 1 ? 1 / winners : 0,
		team: team ?? null,
		players: summary.standings.length
	}));
}

export type Totals = {
	/** Every finished game, for places or as a team. */
	played: number;
	/** Games played for places: the ones a win, a win rate and a place are counted over. */
	placed: number;
	wins: number;
	/** wins / placed, 0 to 1; null before any game for places. */
	winRate: number | null;
	/** Over games for places only; null when there were none. */
	averagePlace: number | null;
	/** How many sat at those games, on average: the "of 4" in "average place 2 of 4". */
	averageTable: number | null;
	/** Team games, and how many of them the table won. */
	teamPlayed: number;
	teamWon: number;
};

/** Totals from sums, as a player's kept tally holds them and as a night adds them up. */
export function totalsFromSums(sums: {
	played: number;
	placed: number;
	wins: number;
	placeSum: number;
	tableSum: number;
	teamPlayed: number;
	teamWon: number;
}): Totals {
	const { played, placed, wins, placeSum, tableSum, teamPlayed, teamWon } = sums;
	const per = (sum: number) => (placed ? sum / placed : null);
	return {
		played,
		placed,
		wins,
		winRate: per(wins),
		averagePlace: per(placeSum),
		averageTable: per(tableSum),
		teamPlayed,
		teamWon
	};
}

export function totalsOf(results: readonly Result[]): Totals {
	const placed = results.filter((r) => r.place !== null);
	const add = (list: readonly Result[], figure: (r: Result) => number) => list.reduce((sum, r) => sum + figure(r), 0);
	return totalsFromSums({
		played: results.length,
		placed: placed.length,
		wins: add(results, (r) => r.win),
		placeSum: add(placed, (r) => r.place!),
		tableSum: add(placed, (r) => r.players),
		teamPlayed: results.filter((r) => r.team).length,
		teamWon: results.filter((r) => r.team === 'won').length
	});
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
