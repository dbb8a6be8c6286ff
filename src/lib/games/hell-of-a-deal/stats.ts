// Hell of a Deal on a player's page: a co-op game, whose wins and losses the page counts as the
// team's (stats/results.ts); here, how far the team got. Its summary holds all of it, so it
// keeps no figures of its own, and no totals for a chart: the Souls are the team's one pot, not
// a race between players.
import { m } from '$lib/paraglide/messages.js';
import type { GameStats } from '$lib/runtime/game-stats';
import type { HellSnapshot } from './machine';

export const hellStats: GameStats<HellSnapshot> = {
	lines: ({ bossesBeaten }) => [{ label: m.stats_bosses_beaten(), value: String(bossesBeaten) }]
};
