// The app's games as folders on disk, for code that runs outside Vite (journeys, benches), which
// cannot use the registry's glob import: a folder of src/lib/games with a meta.ts is a game, its
// id the folder's name, its recorded whole game in fixtures/whole-game.json.
import { existsSync, readdirSync } from 'node:fs';

const GAMES = new URL('../../src/lib/games/', import.meta.url);

/** @type {readonly string[]} */
export const GAME_IDS = readdirSync(GAMES, { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/meta.ts`, GAMES)))
	.map((entry) => entry.name)
	.sort();

/** @param {string} id */
export const wholeGameFile = (id) => new URL(`${id}/fixtures/whole-game.json`, GAMES);
