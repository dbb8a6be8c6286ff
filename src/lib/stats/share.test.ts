// The text shared to the group chat holds the night's results: games still being played have none.
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '$lib/model';
import { nightText } from './share';

const roster = { a: { name: 'Anna', color: '#e6194b' }, b: { name: 'Ben', color: '#3cb44b' } };
const game = (id: string, summary: GameRecord['summary']): GameRecord => ({
	id,
	kind: 'wizard',
	nightId: '2026-12-01',
	setup: { seats: ['a', 'b'], firstDealer: 0, settings: {} },
	summary,
	lastSeq: 1,
	createdAt: Date.UTC(2026, 11, 1, 20),
	updatedAt: 0
});

describe('a night shared as text', () => {
	it('has the finished games only, not one still in play', () => {
		const finished = game('g1', {
			finished: true,
			standings: [
				{ playerId: 'a', place: 1, score: 120 },
				{ playerId: 'b', place: 2, score: 40 }
			],
			progress: null
		});
		const unfinished = game('g2', {
			finished: false,
			standings: [
				{ playerId: 'b', place: 1, score: 30 },
				{ playerId: 'a', place: 2, score: 10 }
			],
			progress: { unit: 'round', done: 3, total: 10 }
		});
		const text = nightText({ night: { id: '2026-12-01', startedAt: 0 }, games: [finished, unfinished] }, roster);
		expect(text.split('\n').filter((line) => line.startsWith('Wizard'))).toEqual(['Wizard: Anna wins with 120']);
		expect(text).not.toMatch(/3 of 10|30/);
	});
});
