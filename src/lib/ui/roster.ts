import type { Roster, SeatName } from '$lib/runtime/game-module';
import type { GameSetup, PlayerRecord } from '$lib/model';

export function rosterOf(players: readonly PlayerRecord[] | undefined): Roster {
	return Object.fromEntries((players ?? []).map((p) => [p.id, { name: p.name, color: p.color }]));
}

/** Names by seat, for a game's record lines ("Ben bids 2"). */
export function seatNames(setup: GameSetup, roster: Roster): SeatName {
	return (seat) => (typeof seat === 'number' ? roster[setup.seats[seat] ?? '']?.name : undefined) ?? '?';
}
