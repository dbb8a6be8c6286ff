// Beat the Dealer's chart: the totals after each charge, the turn in progress included.
import { expect, it } from 'vitest';
import type { BtdSnapshot } from './machine';
import { beatTheDealerStats } from './stats';

it('steps once per charge, across finished turns and the one being played', () => {
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
		step: 'change',
		totals: [
			[0, 2, 0],
			[0, 2, 1],
			[3, 2, 1],
			[3, 6, 1]
		]
	});
});
