// How a game ended, in one line: who won and with what ("Dan wins with 120"), or the team's
// result with its shared score ("The table won · 9 Souls"), or how far it got.
import { findGame } from './index';
import { formatList, formatNumber } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';
import type { Roster } from '$lib/runtime/game-module';
import type { GameRecord } from '$lib/model';

/**
 * A score as its game reads it: a team game's with its unit ("9 Souls"), one whose unit is a
 * setting with the table's ("15 sips"), any other as a number.
 */
export function scoreText({ kind, setup }: Pick<GameRecord, 'kind' | 'setup'>, score: number): string {
	const scoring = findGame(kind)?.scores;
	if (scoring && 'team' in scoring) return scoring.team(score);
	return scoring?.unit ? scoring.unit(score, setup?.settings ?? {}) : formatNumber(score);
}

/** A finished team game's result: the table's, never a win for each player. */
export function teamText(game: GameRecord): string {
	const { summary } = game;
	// Every seat shares the team's one score.
	const score = scoreText(game, summary.standings[0]?.score ?? 0);
	return summary.team === 'won' ? m.team_won_with({ score }) : m.team_lost_with({ score });
}

export function outcomeText(game: GameRecord, roster: Roster): string {
	const { summary } = game;
	if (!summary.finished) {
		const progress = summary.progress;
		if (!progress) return m.game_unfinished();
		return progress.unit === 'card' ? m.progress_card(progress) : m.progress_round(progress);
	}
	if (summary.team) return teamText(game);
	const first = summary.standings.filter((s) => s.place === 1);
	const leaders = first.map((s) => roster[s.playerId]?.name ?? '?');
	// A shared first place is a shared score.
	const score = scoreText(game, first[0]?.score ?? 0);
	return leaders.length > 1
		? m.winners_shared_with({ names: formatList(leaders), score })
		: m.winner_with({ name: leaders[0] ?? '?', score });
}
