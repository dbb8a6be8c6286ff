import { describe, expect, it } from 'vitest';
import { checkTiebreak, contenders, finalStandings, leaders, type TiebreakRound } from './tiebreak';

describe('the tiebreaker', () => {
	it('is needed only when the top is tied', () => {
		expect(leaders([10, 12, 12, 7])).toEqual([1, 2]);
		expect(leaders([10, 12, 11])).toEqual([1]);
	});

	it('resolves a three-way tie over two rounds: the correct go on until one is left', () => {
		const seats = ['a', 'b', 'c', 'd'];
		const totals = [14, 14, 9, 14];
		const tied = leaders(totals);
		expect(tied).toEqual([0, 1, 3]);
		// Round 1: a and d guess right, b wrong.
		const first: TiebreakRound = { seats: tied, guesses: [3, 5, 0], cards: [3, 2, 0] };
		expect(contenders(tied, [first])).toEqual([0, 3]);
		// Round 2: only d is right.
		const second: TiebreakRound = { seats: [0, 3], guesses: [4, 1], cards: [2, 1] };
		expect(contenders(tied, [first, second])).toEqual([3]);
		const standings = finalStandings(seats, totals, [first, second]);
		expect(standings.map((s) => [s.playerId, s.place, s.score])).toEqual([
			['d', 1, 14],
			['a', 2, 14],
			['b', 3, 14],
			['c', 4, 9]
		]);
	});

	it('goes again with everyone when nobody is right', () => {
		const round: TiebreakRound = { seats: [0, 2], guesses: [1, 1], cards: [2, 3] };
		expect(contenders([0, 2], [round])).toEqual([0, 2]);
	});

	it('shares first place while the tie is still open, and asks one guess and card per player still in', () => {
		const standings = finalStandings(['a', 'b', 'c'], [5, 5, 1], []);
		expect(standings.filter((s) => s.place === 1).map((s) => s.playerId)).toEqual(['a', 'b']);
		expect(checkTiebreak([0, 1], [1, 2], [3, 4])).toBeNull();
		expect(checkTiebreak([0, 1], [1], [3, 4])).toEqual({ code: 'tiebreak_entries', params: { count: 2 } });
		expect(checkTiebreak([0], [1], [3])).toEqual({ code: 'no_tie' });
	});
});
