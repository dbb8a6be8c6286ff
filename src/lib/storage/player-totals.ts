// A player's figures as kept in `playerTotals` (see keep-player-totals.ts): one record per player.
import { database } from './database';
import type { PlayerTally } from './records';

/** A player's kept tally; undefined for a player with no finished game still shown. */
export async function readPlayerTally(playerId: string): Promise<PlayerTally | undefined> {
	return database().playerTotals.get(playerId);
}

/** Every player's kept tally, by player id: the players list shows each one's games and wins. */
export async function listPlayerTallies(): Promise<Map<string, PlayerTally>> {
	return new Map((await database().playerTotals.toArray()).map((tally) => [tally.playerId, tally]));
}
