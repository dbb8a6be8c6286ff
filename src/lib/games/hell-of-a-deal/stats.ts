// Hell of a Deal on a player's page: a co-op game, so the team's record. Its summary holds all
// of it, so it keeps no figures of its own.
import { m } from '$lib/paraglide/messages.js';
import type { GameStats } from '$lib/runtime/game-stats';
import type { HellSnapshot } from './machine';

export const hellStats: GameStats<HellSnapshot> = {
	lines: ({ bossesBeaten, teamWins, teamLosses }) => [
		{ label: m.stats_bosses_beaten(), value: String(bossesBeaten) },
		{ label: m.stats_team_wins(), value: String(teamWins) },
		{ label: m.stats_team_losses(), value: String(teamLosses) }
	]
};
