// Wizard on a player's page: points per round, and how often a bid was exactly right; and its
// totals round by round for the chart.
import { formatFigure, formatShare } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';
import type { GameStats } from '$lib/runtime/game-stats';
import type { WizardSnapshot } from './machine';
import { runningTotals } from './rules';

export const wizardStats: GameStats<WizardSnapshot, { rounds: number; bidsMade: number }> = {
	figures: ({ context: { seats, rounds } }) =>
		Object.fromEntries(
			seats.map((playerId, seat) => [
				playerId,
				{ rounds: rounds.length, bidsMade: rounds.filter((r) => r.bids[seat] === r.tricks[seat]).length }
			])
		),
	lines: ({ scoreSum, progress, figures }) => [
		...(figures
			? [
					{
						label: m.stats_bids_made(),
						value: `${formatShare(figures.rounds ? figures.bidsMade / figures.rounds : null)} (${m.stats_of_rounds({ made: figures.bidsMade, rounds: figures.rounds })})`
					}
				]
			: []),
		{ label: m.stats_points_per_round(), value: formatFigure(progress ? scoreSum / progress : null) }
	],
	totalsByRound: ({ context: { seats, rounds } }) => ({ step: 'round', totals: runningTotals(rounds, seats.length) })
};
