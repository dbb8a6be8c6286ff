// For tests: every game the shared suites go through, each found in its own folder the way the
// app finds its games: the app's (src/lib/games/<id>/) and the test-only ones (tests/games/<id>/,
// registered here as the app registers its own). A folder gives its random moves (test-moves.ts)
// and its recorded logs (fixtures/*.json: whole-game.json at today's rules, any older beside it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { registerGames } from '$lib/games';
import { byFolder } from '$lib/games/modules';
import type { EventRecord, GameSetup, GameSummary } from '$lib/model';
import type { AnyGameMoves } from './random-play';

registerGames(
	import.meta.glob('/tests/games/*/meta.ts', { eager: true }),
	byFolder(import.meta.glob('/tests/games/*/module.ts', { import: 'default' }))
);

const movesFiles = import.meta.glob(['/src/lib/games/*/test-moves.ts', '/tests/games/*/test-moves.ts'], {
	eager: true
});

const idOf = (file: string) => file.split('/').at(-2)!;

/** Each game's folder, from the repository's root, by id. */
export const GAME_FOLDERS: Readonly<Record<string, string>> = Object.fromEntries(
	Object.keys(movesFiles).map((file) => [idOf(file), path.dirname(file.slice(1))])
);

/** Each game's random moves (its test-moves.ts), by id. */
export const GAME_MOVES: Readonly<Record<string, AnyGameMoves>> = Object.fromEntries(
	Object.entries(movesFiles).map(([file, module]) => [idOf(file), (module as { default: AnyGameMoves }).default])
);

export type Fixture = {
	kind: string;
	rulesVersion: number;
	setup: GameSetup;
	events: EventRecord[];
	summary: GameSummary;
};

/** Where a game's whole recorded game is kept (RECORD_LOGS=1 records a missing one). */
export const wholeGameFile = (id: string) => path.join(GAME_FOLDERS[id]!, 'fixtures', 'whole-game.json');

export const readFixture = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Fixture;

/** Every recorded log of every game, by its file. */
export function allFixtureFiles(): string[] {
	return Object.values(GAME_FOLDERS)
		.flatMap((folder) => {
			const fixtures = path.join(folder, 'fixtures');
			try {
				return readdirSync(fixtures)
					.filter((name) => name.endsWith('.json'))
					.map((name) => path.join(fixtures, name));
			} catch {
				return [];
			}
		})
		.sort();
}
