// Player stats against totals the test computes itself, from the scores (not the places the
// code reads): wins shared on a tie, places counted as players strictly ahead, and so on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standings } from '$lib/games/shared/standings';
import type { GameRecord } from '$lib/model';
import { headToHead, statsOf } from './player';
import { tableOf } from './results';
import { tallyGames } from './tally';
import { propertyRuns } from '$support/property-runs';

const PLAYERS = ['a', 'b', 'c', 'd', 'e'];
const BETTER = { wizard: 'higher', 'fuck-the-dealer': 'lower' } as const;

type Played = {
	kind: 'wizard' | 'fuck-the-dealer' | 'hell-of-a-deal';
	scores: Record<string, number>;
	finished: boolean;
	team: 'won' | 'lost';
	bosses: number;
	rounds: number;
};

const played = fc
	.record({
		kind: fc.constantFrom('wizard', 'fuck-the-dealer', 'hell-of-a-deal'),
		seats: fc.shuffledSubarray(PLAYERS, { minLength: 2 }),
		scores: fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 5, maxLength: 5 }),
		finished: fc.boolean(),
		team: fc.constantFrom('won', 'lost'),
		bosses: fc.integer({ min: 1, max: 6 }),
		rounds: fc.integer({ min: 1, max: 20 })
	})
	.map(
		({ seats, scores, ...rest }): Played =>
			({ ...rest, scores: Object.fromEntries(seats.map((p, i) => [p, scores[i]!])) }) as Played
	);

function record(game: Played, i: number): GameRecord {
	const seats = Object.keys(game.scores);
	const team = game.kind === 'hell-of-a-deal';
	return {
		id: `g${i}`,
		kind: game.kind,
		nightId: 'n',
		setup: { seats, firstDealer: 0, settings: {} },
		summary: {
			finished: game.finished,
			standings: team
				? seats.map((playerId) => ({ playerId, score: 0, place: 1 }))
				: standings(
						seats.map((playerId) => ({ playerId, score: game.scores[playerId]! })),
						BETTER[game.kind as keyof typeof BETTER]
					),
			progress: { unit: 'round', done: team ? game.bosses : game.rounds, total: 20 },
			...(team ? { team: game.team } : {})
		},
		lastSeq: 1,
		createdAt: i,
		updatedAt: i
	};
}

/** Better is higher in Wizard, lower in Fuck the Dealer: as the test knows the games, not as the code reads them. */
const ahead = (kind: Played['kind'], mine: number, theirs: number) =>
	kind === 'wizard' ? theirs > mine : theirs < mine;

describe('a player’s stats', () => {
	it('count games, shared wins, win rate and average place over games for places, team games apart, and the best score as the game reads it', () => {
		fc.assert(
			fc.property(fc.array(played, { maxLength: 30 }), fc.constantFrom(...PLAYERS), (list, me) => {
				const stats = statsOf(tallyGames(list.map(record), []).get(me));
				const mine = list.filter((g) => g.finished && me in g.scores);
				let wins = 0;
				const places: number[] = [];
				const tables: number[] = [];
				for (const game of mine) {
					// A team game is the table's result, no one's own win.
					if (game.kind === 'hell-of-a-deal') continue;
					const others = Object.values(game.scores);
					const place = 1 + others.filter((s) => ahead(game.kind, game.scores[me]!, s)).length;
					places.push(place);
					tables.push(others.length);
					if (place === 1) wins += 1 / others.filter((s) => s === game.scores[me]).length;
				}
				const mean = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : null);
				const team = mine.filter((g) => g.kind === 'hell-of-a-deal');
				expect(stats.overall.played).toBe(mine.length);
				expect(stats.overall.placed).toBe(places.length);
				expect(stats.overall.wins).toBeCloseTo(wins, 9);
				expect(stats.overall.winRate).toBe(places.length ? stats.overall.wins / places.length : null);
				expect(stats.overall.averagePlace).toBe(mean(places));
				expect(stats.overall.averageTable).toBe(mean(tables));
				expect(stats.overall.teamPlayed).toBe(team.length);
				expect(stats.overall.teamWon).toBe(team.filter((g) => g.team === 'won').length);

				const wizard = mine.filter((g) => g.kind === 'wizard');
				const wizardStats = stats.byKind.find((k) => k.kind === 'wizard');
				if (!wizard.length) expect(wizardStats).toBeUndefined();
				else {
					expect(wizardStats!.totals.played).toBe(wizard.length);
					const scores = wizard.map((g) => g.scores[me]!);
					expect(wizardStats!.best).toEqual({ score: Math.max(...scores), reads: 'highest' });
					const rounds = wizard.reduce((sum, g) => sum + g.rounds, 0);
					// Points per round, as Wizard's lines read it.
					expect(wizardStats!.view).toMatchObject({ scoreSum: scores.reduce((a, b) => a + b, 0), progress: rounds });
				}
				const ftd = mine.filter((g) => g.kind === 'fuck-the-dealer');
				const ftdStats = stats.byKind.find((k) => k.kind === 'fuck-the-dealer');
				if (ftd.length) {
					// The fewest points win at Fuck the Dealer: its best score is the lowest.
					expect(ftdStats!.best).toEqual({ score: Math.min(...ftd.map((g) => g.scores[me]!)), reads: 'lowest' });
					expect(ftdStats!.view).toMatchObject({ scoreSum: ftd.reduce((sum, g) => sum + g.scores[me]!, 0) });
				}
				if (team.length) {
					const hell = stats.byKind.find((k) => k.kind === 'hell-of-a-deal')!;
					expect(hell.view).toMatchObject({
						bossesBeaten: team.reduce((sum, g) => sum + (g.team === 'won' ? g.bosses : g.bosses - 1), 0)
					});
					expect(hell.totals).toMatchObject({ wins: 0, placed: 0, winRate: null, teamPlayed: team.length });
					// The pot every seat shares (0 in these games), read as the team's.
					expect(hell.best).toEqual({ score: 0, reads: 'team' });
				}
			}),
			{ numRuns: propertyRuns(300) }
		);
	});

	it('head to head, count who placed above whom over the games both finished', () => {
		fc.assert(
			fc.property(fc.array(played, { maxLength: 30 }), (list) => {
				const { overall, byKind } = headToHead('a', 'b', list.map(record));
				const both = list.filter((g) => g.finished && 'a' in g.scores && 'b' in g.scores);
				const expected = (games: Played[]) => {
					const competitive = games.filter((g) => g.kind !== 'hell-of-a-deal');
					return {
						games: games.length,
						aAhead: competitive.filter((g) => ahead(g.kind, g.scores.b!, g.scores.a!)).length,
						bAhead: competitive.filter((g) => ahead(g.kind, g.scores.a!, g.scores.b!)).length,
						level: competitive.filter((g) => g.scores.a === g.scores.b).length,
						together: games.length - competitive.length,
						togetherWon: games.filter((g) => g.kind === 'hell-of-a-deal' && g.team === 'won').length
					};
				};
				expect(overall).toEqual(expected(both));
				// Per game: every kind they both finished, each counted over its own games only.
				const kinds = [...new Set(both.map((g) => g.kind))].sort();
				expect(byKind).toEqual(kinds.map((kind) => ({ kind, ...expected(both.filter((g) => g.kind === kind)) })));
			}),
			{ numRuns: propertyRuns(300) }
		);
	});

	it('a night’s table puts the most wins first, shared wins counted as shares', () => {
		const games = [
			record(
				{ kind: 'wizard', scores: { a: 30, b: 30, c: 10 }, finished: true, team: 'won', bosses: 0, rounds: 10 },
				1
			),
			record({ kind: 'wizard', scores: { a: 10, b: 50 }, finished: true, team: 'won', bosses: 0, rounds: 10 }, 2),
			record({ kind: 'wizard', scores: { a: 90, c: 0 }, finished: false, team: 'won', bosses: 0, rounds: 3 }, 3),
			// Won by the table: played by a and c, a win for neither of them.
			record({ kind: 'hell-of-a-deal', scores: { a: 0, c: 0 }, finished: true, team: 'won', bosses: 6, rounds: 0 }, 4)
		];
		expect(tableOf(games).map((row) => [row.playerId, row.totals.played, row.totals.wins, row.totals.teamWon])).toEqual(
			[
				['b', 2, 1.5, 0],
				['a', 3, 0.5, 1],
				['c', 2, 0, 1]
			]
		);
	});
});
