// How a game ended, in one line: who won, that the team won or lost, or how far it got.
import { formatList } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';
import type { Roster } from '$lib/runtime/game-module';
import type { GameRecord } from '$lib/storage/records';

export function outcomeText({ summary }: GameRecord, roster: Roster): string {
	if (!summary.finished) {
		const progress = summary.progress;
		if (!progress) return m.game_unfinished();
		return progress.unit === 'card' ? m.progress_card(progress) : m.progress_round(progress);
	}
	if (summary.team) return summary.team === 'won' ? m.team_won() : m.team_lost();
	const leaders = summary.standings.filter((s) => s.place === 1).map((s) => roster[s.playerId]?.name ?? '?');
	return leaders.length > 1 ? m.winners_shared({ names: formatList(leaders) }) : m.winner({ name: leaders[0] ?? '?' });
}
