// A player's tally over their games: figures counted only for the log as it is now.
import { expect, it } from 'vitest';
import type { GameRecord } from '$lib/model';
import type { DetailsRecord } from '$lib/storage/records';
import { tallyGames } from './tally';

it('adds up over a player’s games, leaving out games deleted or changed since they were counted', () => {
	const game = (id: string, lastSeq: number, deletedAt?: number) =>
		({
			id,
			kind: 'wizard',
			lastSeq,
			createdAt: 0,
			setup: { seats: ['a'], firstDealer: 0, settings: {} },
			summary: {
				finished: true,
				standings: [{ playerId: 'a', score: 10, place: 1 }],
				progress: { unit: 'round', done: 10, total: 10 }
			},
			...(deletedAt === undefined ? {} : { deletedAt })
		}) as GameRecord;
	const record = (gameId: string, lastSeq: number, bidsMade: number): DetailsRecord => ({
		gameId,
		lastSeq,
		players: ['a'],
		details: { a: { rounds: 10, bidsMade } }
	});
	const games = [game('g1', 5), game('g2', 7), game('g3', 3), game('g4', 1, 99)];
	const details = [record('g1', 5, 4), record('g2', 7, 6), record('g3', 2, 9), record('g4', 1, 8)];
	const wizard = tallyGames(games, details).get('a')!.kinds.wizard!;
	expect(wizard.detail).toEqual({ rounds: 20, bidsMade: 10 });
	// g3's log moved on since it was counted: it waits to be counted again.
	expect([wizard.counted, wizard.uncounted]).toEqual([2, 1]);
});

it('counts a team game as the table’s win, not each player’s, and a place with its table’s size', () => {
	const finished = (id: string, kind: string, standings: [string, number, number][], team?: 'won' | 'lost') =>
		({
			id,
			kind,
			lastSeq: 1,
			createdAt: 0,
			setup: { seats: standings.map(([p]) => p), firstDealer: 0, settings: {} },
			summary: {
				finished: true,
				standings: standings.map(([playerId, score, place]) => ({ playerId, score, place })),
				progress: { unit: 'round', done: 6, total: 6 },
				...(team ? { team } : {})
			}
		}) as GameRecord;
	const tallies = tallyGames(
		[
			finished(
				'h1',
				'hell-of-a-deal',
				[
					['a', 9, 1],
					['b', 9, 1]
				],
				'won'
			),
			finished(
				'h2',
				'hell-of-a-deal',
				[
					['a', 0, 1],
					['b', 0, 1]
				],
				'lost'
			),
			finished('w1', 'wizard', [
				['a', 120, 1],
				['b', 80, 2],
				['c', 80, 2],
				['d', 10, 4]
			])
		],
		[]
	);
	expect(tallies.get('a')!.kinds['hell-of-a-deal']).toMatchObject({
		played: 2,
		wins: {},
		placed: 0,
		tableSum: 0,
		teamWins: 1,
		teamLosses: 1
	});
	expect(tallies.get('a')!.kinds.wizard).toMatchObject({
		played: 1,
		wins: { 1: 1 },
		placeSum: 1,
		placed: 1,
		tableSum: 4
	});
	expect(tallies.get('c')!.kinds.wizard).toMatchObject({ wins: {}, placeSum: 2, placed: 1, tableSum: 4 });
});
