import type { Roster } from '$lib/runtime/game-module';
import type { PlayerRecord } from '$lib/storage/records';

export function rosterOf(players: readonly PlayerRecord[] | undefined): Roster {
	return Object.fromEntries((players ?? []).map((p) => [p.id, { name: p.name, color: p.color }]));
}
