// What a night's heading says: its title, when it ran and for how long.
import { formatLongDate } from '$lib/i18n/format';
import type { GameRecord, NightRecord } from '$lib/model';

/** The evening's date (the night's id, see nightIdFor), not the first game's: that may be after midnight. */
function nightDate(nightId: string): Date | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(nightId);
	return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

export function nightDateText(night: NightRecord): string {
	const date = nightDate(night.id) ?? new Date(night.startedAt);
	return formatLongDate(date);
}

/** From the first game's start to the last action of any game, in ms. */
export function nightDuration(games: readonly GameRecord[]): number {
	if (!games.length) return 0;
	return Math.max(...games.map((g) => g.updatedAt)) - Math.min(...games.map((g) => g.createdAt));
}
