// Beat the Dealer on a player's page: sips or points (a setting) taken and given; and the totals
// charge by charge for the chart.
import { totalsAfterEachCharge, type GameStats } from '$lib/runtime/game-stats';
import { givenFigures, givenLines, type GivenFigures } from '../shared/given';
import type { BtdSnapshot } from './machine';

export const beatTheDealerStats: GameStats<BtdSnapshot, GivenFigures> = {
	figures: ({ context }) => givenFigures(context.seats, context.turns),
	lines: givenLines('sips-or-points'),
	// A turn may charge twice (a dumb guess, then the turn's end): each charge is a step.
	totalsByRound: ({ context: { seats, turns, turn } }) =>
		totalsAfterEachCharge([...turns.flatMap((done) => done.charges), ...turn.charges], seats.length)
};
