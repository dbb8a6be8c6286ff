// A player's record over finished games, overall and per game, and two players side by side.
// Read from what is stored: a player's page never replays a game. Its figures come from the
// player's kept tally (tally.ts); the results over time and head to head from the games.
import type { GameRecord } from '$lib/model';
import type { KindTally, PlayerTally } from '$lib/storage/records';
import type { StatsView } from '$lib/runtime/game-stats';
import { findGame } from '$lib/games';
import { resultsOf, totalsFromSums, type Result, type Totals } from './results';

/** A player's best score in one game, and how it reads: the highest, the lowest, or the team's. */
export type Best = { score: number; reads: 'highest' | 'lowest' | 'team' };

export type KindStats = {
	kind: string;
	totals: Totals;
	best: Best | null;
	/** What the game's own lines read (runtime/game-stats.ts). */
	view: StatsView;
};

export type PlayerStats = {
	overall: Totals;
	byKind: KindStats[];
	/** Finished games whose details are not counted yet (see stats/details/count.ts). */
	uncounted: number;
};

/** Wins shared k ways count 1/k each, added in one order so equal tallies give equal figures. */
const winsOf = (wins: Record<string, number>) => Object.entries(wins).reduce((sum, [k, n]) => sum + n / Number(k), 0);

function totalsOf(kinds: readonly KindTally[]): Totals {
	const sum = (figure: (k: KindTally) => number) => kinds.reduce((total, k) => total + figure(k), 0);
	return totalsFromSums({
		played: sum((k) => k.played),
		placed: sum((k) => k.placed),
		wins: sum((k) => winsOf(k.wins)),
		placeSum: sum((k) => k.placeSum),
		tableSum: sum((k) => k.tableSum),
		teamPlayed: sum((k) => k.teamWins + k.teamLosses),
		teamWon: sum((k) => k.teamWins)
	});
}

/** The best score of a kind, in the direction its game's meta says; none for a game not known here. */
function bestOf(kind: string, tally: KindTally): Best | null {
	const scores = Object.keys(tally.scores).map(Number);
	const scoring = findGame(kind)?.scores;
	if (!scores.length || !scoring) return null;
	if ('team' in scoring) return { score: Math.max(...scores), reads: 'team' };
	return scoring.better === 'lower'
		? { score: Math.min(...scores), reads: 'lowest' }
		: { score: Math.max(...scores), reads: 'highest' };
}

function viewOf(tally: KindTally): StatsView {
	const { played, scoreSum, progress, bossesBeaten, detail } = tally;
	return { played, scoreSum, progress, bossesBeaten, figures: detail };
}

/** A player's figures from their kept tally; no tally is a player with no finished game. */
export function statsOf(tally: PlayerTally | undefined): PlayerStats {
	const kinds = Object.entries(tally?.kinds ?? {}).sort(([a], [b]) => a.localeCompare(b));
	return {
		overall: totalsOf(kinds.map(([, k]) => k)),
		byKind: kinds.map(([kind, k]) => ({ kind, totals: totalsOf([k]), best: bestOf(kind, k), view: viewOf(k) })),
		uncounted: kinds.reduce((total, [, k]) => total + k.uncounted, 0)
	};
}

/** Each finished game of the player's, oldest first, for the chart of results over time. */
export function timelineOf(playerId: string, games: readonly GameRecord[]): Result[] {
	return games
		.flatMap(resultsOf)
		.filter((r) => r.playerId === playerId)
		.sort((a, b) => a.at - b.at);
}

export type Versus = {
	/** Finished games both played. */
	games: number;
	/** Competitive games where one placed above the other, and where they placed level. */
	aAhead: number;
	bAhead: number;
	level: number;
	/** Team games played together, and how many of those the team won. */
	together: number;
	togetherWon: number;
};

export type HeadToHead = { overall: Versus; byKind: (Versus & { kind: string })[] };

const noGames = (): Versus => ({ games: 0, aAhead: 0, bAhead: 0, level: 0, together: 0, togetherWon: 0 });

/** Two players over the finished games they both played: in all, and per game. */
export function headToHead(a: string, b: string, games: readonly GameRecord[]): HeadToHead {
	const overall = noGames();
	const byKind = new Map<string, Versus>();
	if (a === b) return { overall, byKind: [] };
	for (const game of games) {
		const results = resultsOf(game);
		const ra = results.find((r) => r.playerId === a);
		const rb = results.find((r) => r.playerId === b);
		if (!ra || !rb) continue;
		if (!byKind.has(game.kind)) byKind.set(game.kind, noGames());
		for (const versus of [overall, byKind.get(game.kind)!]) {
			versus.games++;
			if (ra.place === null || rb.place === null) {
				versus.together++;
				if (game.summary.team === 'won') versus.togetherWon++;
			} else if (ra.place < rb.place) versus.aAhead++;
			else if (rb.place < ra.place) versus.bAhead++;
			else versus.level++;
		}
	}
	return {
		overall,
		byKind: [...byKind].sort(([x], [y]) => x.localeCompare(y)).map(([kind, versus]) => ({ kind, ...versus }))
	};
}
