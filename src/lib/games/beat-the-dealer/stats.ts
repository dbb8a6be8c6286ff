// Beat the Dealer on a player's page: sips or points (a setting) taken and given.
import type { GameStats } from '$lib/runtime/game-stats';
import { givenFigures, givenLines, type GivenFigures } from '../shared/given';
import type { BtdSnapshot } from './machine';

export const beatTheDealerStats: GameStats<BtdSnapshot, GivenFigures> = {
	figures: ({ context }) => givenFigures(context.seats, context.turns),
	lines: givenLines('sips-or-points')
};
