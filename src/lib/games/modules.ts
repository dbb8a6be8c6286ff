// Every game's module (its machine with its screens), by folder, imported only once a game is
// opened. SvelteKit puts in a page the styles of whatever the page's code imports dynamically
// itself: were the registry to import each module.ts, every page would carry every game's CSS
// (31 KB of home's HTML). One import further, a game's styles come with its module.
import type { AnyGameModule } from '$lib/runtime/game-module';

/** Brings a registered game's module.ts, by the game's id (its folder's name). */
export type LoadModule = (id: string) => Promise<AnyGameModule>;

/** The modules of a lazy `import.meta.glob` of `<folder>/module.ts` files, by folder. */
export function byFolder(files: Record<string, () => Promise<unknown>>): LoadModule {
	return async (id) => {
		const load = Object.entries(files).find(([path]) => path.split('/').at(-2) === id)?.[1];
		if (!load) throw new Error(`The game "${id}" has no module.ts beside its meta.ts`);
		return (await load()) as AnyGameModule;
	};
}

export const loadModule = byFolder(import.meta.glob('./*/module.ts', { import: 'default' }));
