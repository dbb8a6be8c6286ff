// Stores a new game and opens it at once: New game's Start and the end of a game's Play again.
import { resolve } from '$app/paths';
import { goto } from '$app/navigation';
import { m } from '$lib/paraglide/messages.js';
import type { GameMeta } from '$lib/runtime/game-module';
import { startGame } from '$lib/runtime/start-game';
import type { GameSetup } from '$lib/storage/records';

/** The game is stored and its screen opened; else what to tell the player (nothing was stored). */
export async function startAndPlay(meta: GameMeta, setup: GameSetup, nightId?: string): Promise<string | null> {
	try {
		const created = await startGame(meta, setup, nightId);
		// eslint-disable-next-line svelte/no-navigation-without-resolve -- resolve() takes no query; the path is resolved
		await goto(resolve('/play') + `?game=${created.id}`);
		return null;
	} catch {
		return m.save_failed();
	}
}
