// The Dealer on a player's page: their busts, and for each role they held, how often it put
// points in their pile; and its totals round by round for the chart.
import { m } from '$lib/paraglide/messages.js';
import type { GameStats } from '$lib/runtime/game-stats';
import type { TheDealerSnapshot } from './machine';
import { roleName } from './role-text';
import type { Role } from './rules/roles';
import { judgeRound, roundPoints, runningTotals } from './rules';

type RoleFigures = { held: number; scored: number };
type DealerFigures = { rounds: number; busts: number; roles: Record<string, RoleFigures> };

export const theDealerStats: GameStats<TheDealerSnapshot, DealerFigures> = {
	figures: ({ context: { seats, rounds } }) => {
		const figures = seats.map((): DealerFigures => ({ rounds: rounds.length, busts: 0, roles: {} }));
		// Each round judged once for the whole table: an import counts thousands of games.
		for (const round of rounds) {
			const points = roundPoints(round);
			const { busts } = judgeRound(round);
			figures.forEach((player, seat) => {
				const role = (player.roles[round.roles[seat]!] ??= { held: 0, scored: 0 });
				role.held++;
				if (points[seat]! > 0) role.scored++;
				if (busts.includes(seat)) player.busts++;
			});
		}
		return Object.fromEntries(seats.map((playerId, seat) => [playerId, figures[seat]!]));
	},
	lines: ({ figures }) =>
		figures
			? [
					{ label: m.stats_busts(), value: String(figures.busts) },
					...Object.entries(figures.roles ?? {})
						.sort(([a], [b]) => a.localeCompare(b))
						.map(([role, { held, scored }]) => ({
							label: m.stats_role_scored({ role: roleName(role as Role) }),
							value: m.stats_of_rounds({ made: scored, rounds: held })
						}))
				]
			: [],
	totalsByRound: ({ context: { seats, rounds } }) => ({ step: 'round', totals: runningTotals(rounds, seats.length) })
};
