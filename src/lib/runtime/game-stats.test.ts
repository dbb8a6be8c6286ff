// The charge-by-charge totals drawn for Beat the Dealer and Fuck the Dealer.
import { expect, it } from 'vitest';
import { totalsAfterEachCharge } from './game-stats';

it('adds each charge to its seat, one step per charge that moved a score', () => {
	expect(
		totalsAfterEachCharge(
			[
				{ seat: 1, points: 2 },
				{ seat: 0, points: 0 },
				{ seat: 2, points: 5 },
				{ seat: 1, points: 1 }
			],
			3
		)
	).toEqual({
		step: 'change',
		totals: [
			[0, 2, 0],
			[0, 2, 5],
			[0, 3, 5]
		]
	});
});

it('has no step before the first charge', () => {
	expect(totalsAfterEachCharge([], 4)).toEqual({ step: 'change', totals: [] });
});
