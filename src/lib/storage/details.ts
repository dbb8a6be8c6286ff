// Game details kept for player pages (see stats/details): read by player, written when a game
// is first counted or imported. A record older than its game's log is counted again.
import { database } from './database';
import type { DetailsRecord } from './records';

export async function listDetailsOfPlayer(playerId: string): Promise<DetailsRecord[]> {
	return database().gameDetails.where('players').equals(playerId).toArray();
}

export async function saveDetails(records: readonly DetailsRecord[]): Promise<void> {
	await database().gameDetails.bulkPut([...records]);
}
