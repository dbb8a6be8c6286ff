// A player's record over finished games, overall and per game, and two players side by side.
// Read from the summaries stored with each game: a player's page never replays a game.
import type { GameRecord } from '$lib/storage/records';
import { bestScore, resultsOf, totalsOf, type Result, type Totals } from './results';

/** What each game makes worth counting, where its stored summary holds it. */
export type Extras =
	| { kind: 'wizard'; pointsPerRound: number | null }
	| { kind: 'beat-the-dealer' | 'fuck-the-dealer'; taken: number; takenPerGame: number | null }
	| { kind: 'hell-of-a-deal'; bossesBeaten: number; teamWins: number; teamLosses: number };

export type KindStats = { kind: string; totals: Totals; best: number | null; extras: Extras | null };

export type PlayerStats = {
	overall: Totals;
	byKind: KindStats[];
	/** Each finished game, oldest first, for the chart of results over time. */
	timeline: Result[];
};

function extrasOf(kind: string, results: readonly Result[], games: ReadonlyMap<string, GameRecord>): Extras | null {
	const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
	if (kind === 'wizard') {
		const rounds = sum(results.map((r) => games.get(r.gameId)?.summary.progress?.done ?? 0));
		return { kind, pointsPerRound: rounds ? sum(results.map((r) => r.score)) / rounds : null };
	}
	if (kind === 'beat-the-dealer' || kind === 'fuck-the-dealer') {
		const taken = sum(results.map((r) => r.score));
		return { kind, taken, takenPerGame: results.length ? taken / results.length : null };
	}
	if (kind === 'hell-of-a-deal') {
		const summaries = results.map((r) => games.get(r.gameId)!.summary);
		// Bosses faced, less the one that beat the team.
		const beaten = summaries.map((s) => (s.progress?.done ?? 0) - (s.team === 'lost' ? 1 : 0));
		return {
			kind,
			bossesBeaten: sum(beaten.map((n) => Math.max(0, n))),
			teamWins: summaries.filter((s) => s.team === 'won').length,
			teamLosses: summaries.filter((s) => s.team === 'lost').length
		};
	}
	return null;
}

export function playerStats(playerId: string, games: readonly GameRecord[]): PlayerStats {
	const byId = new Map(games.map((g) => [g.id, g]));
	const timeline = games
		.flatMap(resultsOf)
		.filter((r) => r.playerId === playerId)
		.sort((a, b) => a.at - b.at);
	const kinds = [...new Set(timeline.map((r) => r.kind))].sort();
	return {
		overall: totalsOf(timeline),
		byKind: kinds.map((kind) => {
			const results = timeline.filter((r) => r.kind === kind);
			return { kind, totals: totalsOf(results), best: bestScore(results, byId), extras: extrasOf(kind, results, byId) };
		}),
		timeline
	};
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
	return { overall, byKind: [...byKind].sort(([x], [y]) => x.localeCompare(y)).map(([kind, versus]) => ({ kind, ...versus })) };
}
