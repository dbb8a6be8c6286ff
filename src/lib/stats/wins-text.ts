// A player's wins, as the player page and a night's table both read them: wins over the games
// played for places, and apart from them the team games the table won. A co-op win is the
// table's, not each player's own, but it is counted wherever a player's wins are.
import { formatNumber, formatShare } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';
import type { Totals } from './results';

/** "2 of 4 (50%)" over the games for places, "won 1 of 1" over the team games; null for none played. */
export function winsText(totals: Totals): { placed: string | null; team: string | null } {
	return {
		placed: totals.placed
			? m.stats_wins_of({
					wins: formatNumber(totals.wins),
					placed: formatNumber(totals.placed),
					rate: formatShare(totals.winRate)
				})
			: null,
		team: totals.teamPlayed
			? m.stats_team_record({ won: formatNumber(totals.teamWon), played: formatNumber(totals.teamPlayed) })
			: null
	};
}

/** Both in one line, for a table's cell: "2 of 4 (50%) · team games won 1 of 1". */
export function winsLine(totals: Totals): string {
	const { placed, team } = winsText(totals);
	return [placed, team && m.stats_team_line({ record: team })].filter(Boolean).join(' · ');
}
