// A night's results as plain text, for a message to the group chat: the finished games only,
// since a game still being played has no result yet.
import { findGame } from '$lib/games';
import { m } from '$lib/paraglide/messages.js';
import type { Roster } from '$lib/runtime/game-module';
import type { NightWithGames } from '$lib/storage/history';
import { outcomeText } from '$lib/games/outcome';
import { nightDateText } from './night';

export function nightText({ night, games }: NightWithGames, roster: Roster): string {
	const name = (id: string) => roster[id]?.name ?? '?';
	const lines = [night.name ? `${night.name} (${nightDateText(night)})` : nightDateText(night)];
	for (const game of games.filter((g) => g.summary.finished)) {
		lines.push('', `${findGame(game.kind)?.name() ?? game.kind}: ${outcomeText(game, roster)}`);
		if (!game.summary.team) {
			for (const s of game.summary.standings)
				lines.push(m.share_standing({ place: s.place, name: name(s.playerId), score: s.score }));
		}
	}
	return lines.join('\n');
}
