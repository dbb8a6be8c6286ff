// Beat the Dealer on a player's page: sips or points (a setting) taken and given; and the totals
// turn by turn for the chart.
import { totalsAfterEachTurn, type GameStats } from '$lib/runtime/game-stats';
import { givenFigures, givenLines, type GivenFigures } from '../shared/given';
import type { BtdSnapshot } from './machine';

export const beatTheDealerStats: GameStats<BtdSnapshot, GivenFigures> = {
	figures: ({ context }) => givenFigures(context.seats, context.turns),
	lines: givenLines('sips-or-points'),
	// A step per turn, its charges together (a dumb guess, then the turn's end); the turn being
	// played once it has charged anyone.
	totalsByRound: ({ context: { seats, turns, turn } }) =>
		totalsAfterEachTurn(
			[...turns.map((done) => done.charges), ...(turn.charges.length ? [turn.charges] : [])],
			seats.length
		)
};
