// High Card on a player's page: the rounds they won.
import type { GameStats } from '$lib/runtime/game-stats';
import type { HighCardSnapshot } from './machine';
import { words } from './messages';
import { roundWinners } from './rules';

export const highCardStats: GameStats<HighCardSnapshot, { rounds: number; won: number }> = {
	figures: ({ context: { seats, rounds } }) =>
		Object.fromEntries(
			seats.map((playerId, seat) => [
				playerId,
				{ rounds: rounds.length, won: rounds.filter((cards) => roundWinners(cards).includes(seat)).length }
			])
		),
	lines: ({ figures }) =>
		figures ? [{ label: words().roundsWon, value: words().roundsWonOf(figures.won, figures.rounds) }] : []
};
