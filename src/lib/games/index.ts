// The games the app knows: every folder beside this file with a meta.ts, found at build time,
// so adding a game edits nothing outside its folder. Only the metas load up front; a game's
// machine and screens load when it is chosen or opened (modules.ts).
import type { GameFolderMeta, GameMeta } from '$lib/runtime/game-module';
import type { RulesOf } from '$lib/runtime/merge-games';
import type { LoadModule } from './modules';

const games: GameMeta[] = [];
/** Where each registered game's meta.ts was found, by id. */
const registeredFrom = new Map<string, string>();

/** Every registered game, in its order. */
export const GAMES: readonly GameMeta[] = games;

/**
 * Adds the games that `import.meta.glob('<folder>/*\/meta.ts', { eager: true })` found, each
 * loading its module.ts through `loadModule`: the app's own below, and a test's own game in that
 * test, the same way.
 */
export function registerGames(found: Record<string, unknown>, loadModule: LoadModule): void {
	for (const [path, module] of Object.entries(found)) {
		const declared = (module as { default: GameFolderMeta }).default;
		const folder = path.split('/').at(-2);
		if (declared.id !== folder) throw new Error(`${path}: a game's id is its folder's name, not "${declared.id}"`);
		const known = registeredFrom.get(declared.id);
		if (known === path) continue;
		if (known) throw new Error(`${path}: a game "${declared.id}" is registered already`);
		registeredFrom.set(declared.id, path);
		games.push({ ...declared, load: () => loadModule(declared.id) });
	}
	games.sort((a, b) => a.order - b.order);
}

registerGames(import.meta.glob('./*/meta.ts', { eager: true }), async (id) =>
	(await import('./modules')).loadModule(id)
);

export function findGame(id: string): GameMeta | undefined {
	return games.find((game) => game.id === id);
}

/** A kind's rules, loaded when a merge or an import needs them; undefined for a kind not known here. */
export const loadRules: RulesOf = async (kind) => findGame(kind)?.load();
