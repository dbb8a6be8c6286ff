// Beat the Dealer and Fuck the Dealer on a player's page: sips or points taken, and given. In
// each turn the dealer and the guesser face each other; what one of them takes, the other gave.
import { formatFigure } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';
import type { StatLine, StatsView } from '$lib/runtime/game-stats';

type Turn = { dealer: number; guesser: number; charges: readonly { seat: number; points: number }[] };
export type GivenFigures = { given: number };

/** What each seated player gave, by player id. */
export function givenFigures(seats: readonly string[], turns: readonly Turn[]): Record<string, GivenFigures> {
	const given = seats.map(() => 0);
	for (const { dealer, guesser, charges } of turns) {
		for (const { seat, points } of charges) {
			if (seat === guesser) given[dealer]! += points;
			else if (seat === dealer) given[guesser]! += points;
		}
	}
	return Object.fromEntries(seats.map((playerId, seat) => [playerId, { given: given[seat]! }]));
}

/** The lines, where `unit` says whether the game is played for points or for sips or points. */
export function givenLines(unit: 'points' | 'sips-or-points') {
	return ({ scoreSum, played, figures }: StatsView<GivenFigures>): StatLine[] => [
		...(figures
			? [
					{
						label: unit === 'points' ? m.stats_points_given() : m.stats_sips_or_points_given(),
						value: String(figures.given)
					}
				]
			: []),
		{ label: unit === 'points' ? m.stats_points_taken() : m.stats_sips_or_points_taken(), value: String(scoreSum) },
		{ label: m.stats_taken_per_game(), value: formatFigure(played ? scoreSum / played : null) }
	];
}
