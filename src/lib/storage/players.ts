// The roster: players are never deleted (their games keep naming them), only archived.
import { database } from './database';
import { newId, type PlayerRecord } from '$lib/model';

/** Colours that stay apart on both themes and for common colour blindness. */
export const PLAYER_COLORS = [
	'#e6194b',
	'#3cb44b',
	'#ffe119',
	'#4363d8',
	'#f58231',
	'#911eb4',
	'#42d4f4',
	'#f032e6',
	'#bfef45',
	'#fabed4',
	'#dcbeff',
	'#9a6324'
] as const;

export async function listPlayers(): Promise<PlayerRecord[]> {
	const players = await database().players.toArray();
	return players.sort((a, b) => a.name.localeCompare(b.name));
}

export async function addPlayer(name: string, color: string): Promise<PlayerRecord> {
	const player: PlayerRecord = { id: newId(), name, color, archived: false, createdAt: Date.now() };
	await database().players.add(player);
	return player;
}

export async function updatePlayer(
	id: string,
	changes: Partial<Pick<PlayerRecord, 'name' | 'color' | 'archived'>>
): Promise<void> {
	await database().players.update(id, changes);
}
