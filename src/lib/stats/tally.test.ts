// A player's tally over their games: figures counted only for the log as it is now.
import { expect, it } from 'vitest';
import type { DetailsRecord, GameRecord } from '$lib/storage/records';
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
