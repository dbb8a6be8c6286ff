// Fuck the Dealer's chart: the totals after each card that charged points.
import { expect, it } from 'vitest';
import type { FtdSnapshot } from './machine';
import { fuckTheDealerStats } from './stats';

it('steps once per card that moved a score', () => {
	const snapshot = {
		context: {
			seats: ['a', 'b'],
			steps: [
				{ charge: { seat: 0, points: 5 } },
				{ charge: { seat: 1, points: 0 } },
				{ charge: { seat: 1, points: 2 } }
			]
		}
	} as unknown as FtdSnapshot;
	expect(fuckTheDealerStats.totalsByRound!(snapshot)).toEqual({
		step: 'change',
		totals: [
			[5, 0],
			[5, 2]
		]
	});
});
