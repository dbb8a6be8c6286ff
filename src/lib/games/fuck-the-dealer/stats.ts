// Fuck the Dealer (played for points here) on a player's page: points taken and given; and the
// totals card by card for the chart.
import { totalsAfterEachCharge, type GameStats } from '$lib/runtime/game-stats';
import { givenFigures, givenLines, type GivenFigures } from '../shared/given';
import type { FtdSnapshot } from './machine';

export const fuckTheDealerStats: GameStats<FtdSnapshot, GivenFigures> = {
	figures: ({ context }) =>
		givenFigures(
			context.seats,
			context.steps.map((step) => ({ ...step, charges: [step.charge] }))
		),
	lines: givenLines('points'),
	totalsByRound: ({ context: { seats, steps } }) =>
		totalsAfterEachCharge(
			steps.map((step) => step.charge),
			seats.length
		)
};
