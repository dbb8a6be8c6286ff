import { describe, expect, it } from 'vitest';
import { standings, totalsBySeat } from './standings';

describe('standings', () => {
	it('shares a place on a tie and skips the places the tie took', () => {
		const result = standings(
			[
				{ playerId: 'a', score: 30 },
				{ playerId: 'b', score: 50 },
				{ playerId: 'c', score: 30 },
				{ playerId: 'd', score: -10 }
			],
			'higher'
		);
		expect(result.map((s) => [s.playerId, s.place])).toEqual([
			['b', 1],
			['a', 2],
			['c', 2],
			['d', 4]
		]);
	});

	it('ranks the fewest first when lower is better', () => {
		const result = standings(
			[
				{ playerId: 'a', score: 7 },
				{ playerId: 'b', score: 2 }
			],
			'lower'
		);
		expect(result.map((s) => s.playerId)).toEqual(['b', 'a']);
	});

	it('adds up points handed out one by one per seat', () => {
		expect(
			totalsBySeat(
				[
					{ seat: 0, points: 2 },
					{ seat: 2, points: 4 },
					{ seat: 0, points: 5 }
				],
				3
			)
		).toEqual([7, 0, 4]);
	});
});
