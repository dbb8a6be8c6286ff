// Beat the Dealer's chart: the totals after each turn, its charges together, the turn in progress
// included once it has charged anyone.
import { expect, it } from 'vitest';
import type { BtdSnapshot } from './machine';
import { beatTheDealerStats } from './stats';

it('steps once per turn, a turn of two charges as one, across finished turns and the one being played', () => {
	const snapshot = {
		context: {
			seats: ['a', 'b', 'c'],
			turns: [
				{ charges: [{ seat: 1, points: 2, reason: 'difference' }] },
				{
					charges: [
						{ seat: 2, points: 1, reason: 'dumb_guess' },
						{ seat: 0, points: 3, reason: 'exact' }
					]
				}
			],
			turn: { charges: [{ seat: 1, points: 4, reason: 'dumb_guess' }] }
		}
	} as unknown as BtdSnapshot;
	expect(beatTheDealerStats.totalsByRound!(snapshot)).toEqual({
		step: 'turn',
		totals: [
			[0, 2, 0],
			[3, 2, 1],
			[3, 6, 1]
		]
	});
});

it('steps for a turn that charged nobody, and not for a turn in progress that has not charged yet', () => {
	const snapshot = {
		context: { seats: ['a', 'b'], turns: [{ charges: [] }], turn: { charges: [] } }
	} as unknown as BtdSnapshot;
	expect(beatTheDealerStats.totalsByRound!(snapshot)).toEqual({ step: 'turn', totals: [[0, 0]] });
});
