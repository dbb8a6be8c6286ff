// What each game adds to a player's figures, on hand-made games with known answers and on the
// recorded whole games.
import { describe, expect, it } from 'vitest';
import { replay } from '$lib/runtime/replay';
import { FIXTURES, rulesOf } from '$support/test-backups';
import type { DetailsRecord, GameRecord } from '$lib/storage/records';
import { tallyGames } from '../tally';
import { givenDetails } from './given';
import { theDealerDetails } from './the-dealer';
import { wizardDetails } from './wizard';

describe('details', () => {
	it('Wizard: the rounds each player took exactly what they bid', () => {
		const rounds = [
			{ trump: null, bids: [1, 0, 0], tricks: [1, 0, 0] },
			{ trump: null, bids: [1, 1, 0], tricks: [0, 1, 1] },
			{ trump: null, bids: [0, 2, 1], tricks: [0, 2, 1] }
		];
		const snapshot = { context: { seats: ['a', 'b', 'c'], rounds } } as unknown as Parameters<typeof wizardDetails>[0];
		expect(wizardDetails(snapshot)).toEqual({
			a: { kind: 'wizard', rounds: 3, bidsMade: 2 },
			b: { kind: 'wizard', rounds: 3, bidsMade: 3 },
			c: { kind: 'wizard', rounds: 3, bidsMade: 2 }
		});
	});

	it('Beat and Fuck the Dealer: what the guesser takes the dealer gave, and the other way round', () => {
		const turns = [
			{ dealer: 0, guesser: 1, charges: [{ seat: 1, points: 3 }] },
			{ dealer: 0, guesser: 2, charges: [{ seat: 0, points: 5 }] },
			{
				dealer: 1,
				guesser: 2,
				charges: [
					{ seat: 2, points: 2 },
					{ seat: 1, points: 1 }
				]
			}
		];
		expect(givenDetails('beat-the-dealer', ['a', 'b', 'c'], turns)).toEqual({
			a: { kind: 'beat-the-dealer', given: 3 },
			b: { kind: 'beat-the-dealer', given: 2 },
			c: { kind: 'beat-the-dealer', given: 6 }
		});
	});

	it('The Dealer: every round counted once per player, under the role they held', async () => {
		const fixture = FIXTURES.find((f) => f.kind === 'the-dealer')!;
		const { snapshot } = replay((await rulesOf('the-dealer'))!, fixture.setup, fixture.events);
		const details = theDealerDetails(snapshot);
		const rounds = snapshot.context.rounds.length;
		expect(rounds).toBeGreaterThan(0);
		for (const playerId of fixture.setup.seats) {
			const detail = details[playerId]!;
			if (detail.kind !== 'the-dealer') throw new Error(detail.kind);
			expect(Object.values(detail.roles).reduce((sum, r) => sum + r.held, 0)).toBe(rounds);
			expect(detail.busts).toBeLessThanOrEqual(rounds - (detail.roles.dealer?.held ?? 0));
			// The Dealer holds no cards: it cannot bust, and scores only from the others' busts.
			expect(detail.roles.dealer?.held).toBeGreaterThan(0);
		}
	});

	it('add up over a player’s games, leaving out games deleted or changed since they were counted', () => {
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
			details: { a: { kind: 'wizard', rounds: 10, bidsMade } }
		});
		const games = [game('g1', 5), game('g2', 7), game('g3', 3), game('g4', 1, 99)];
		const details = [record('g1', 5, 4), record('g2', 7, 6), record('g3', 2, 9), record('g4', 1, 8)];
		const wizard = tallyGames(games, details).get('a')!.kinds.wizard!;
		expect(wizard.detail).toEqual({ kind: 'wizard', rounds: 20, bidsMade: 10 });
		// g3's log moved on since it was counted: it waits to be counted again.
		expect([wizard.counted, wizard.uncounted]).toEqual([2, 1]);
	});
});
