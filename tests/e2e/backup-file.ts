// Backup files the journeys import to seed a device: the recorded whole games
// (each game's fixtures/whole-game.json), wrapped as the app's own export would wrap them.
import { readFile } from 'node:fs/promises';
import { wholeGameFile } from '../support/game-folders.js';

export type Fixture = {
	kind: string;
	rulesVersion: number;
	setup: { seats: string[] };
	events: { id: string; seq: number }[];
	summary: unknown;
};

export async function readFixtures(kinds: readonly string[]): Promise<Fixture[]> {
	return Promise.all(kinds.map(async (kind) => JSON.parse(await readFile(wholeGameFile(kind), 'utf8')) as Fixture));
}

/**
 * A format-2 backup of these games and events, with the players p0, p1… named in order, each in
 * the colour given in the same place (red for all unless told).
 */
export function backupFile(content: {
	exportedAt: number;
	names: readonly string[];
	colors?: readonly string[];
	nights: object[];
	games: object[];
	events: object[];
}): Buffer {
	return Buffer.from(
		JSON.stringify({
			format: 'dealkeeper-backup',
			formatVersion: 2,
			appVersion: '0.1.0',
			exportedAt: content.exportedAt,
			players: content.names.map((name, i) => ({
				id: `p${i}`,
				name,
				color: content.colors?.[i] ?? '#e6194b',
				archived: false,
				createdAt: 0
			})),
			nights: content.nights,
			games: content.games,
			events: content.events,
			playerAliases: []
		})
	);
}
