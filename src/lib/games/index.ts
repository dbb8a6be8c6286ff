// The games the app knows: every folder beside this file with a meta.ts, found at build time,
// so adding a game edits nothing outside its folder. Only the metas load up front; a game's
// machine and screens load when it is chosen or opened.
import type { GameMeta } from '$lib/runtime/game-module';
import type { RulesOf } from '$lib/runtime/merge-games';

const games: GameMeta[] = [];

/** Every registered game, in its order. */
export const GAMES: readonly GameMeta[] = games;

/**
 * Adds the games that `import.meta.glob('<folder>/*\/meta.ts', { eager: true })` found: the app's
 * own below, and a test's own game in that test, the same way.
 */
export function registerGames(found: Record<string, unknown>): void {
	for (const [path, module] of Object.entries(found)) {
		const meta = (module as { default: GameMeta }).default;
		const folder = path.split('/').at(-2);
		if (meta.id !== folder) throw new Error(`${path}: a game's id is its folder's name, not "${meta.id}"`);
		const known = games.find((game) => game.id === meta.id);
		if (known === meta) continue;
		if (known) throw new Error(`${path}: a game "${meta.id}" is registered already`);
		games.push(meta);
	}
	games.sort((a, b) => a.order - b.order);
}

registerGames(import.meta.glob('./*/meta.ts', { eager: true }));

export function findGame(id: string): GameMeta | undefined {
	return games.find((game) => game.id === id);
}

/** A kind's rules, loaded when a merge or an import needs them; undefined for a kind not known here. */
export const loadRules: RulesOf = async (kind) => findGame(kind)?.load();
