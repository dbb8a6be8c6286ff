// Stores a new game and opens it at once: New game's Start and the end of a game's Play again.
// Or opens one another phone of the table began.
import { resolve } from '$app/paths';
import { goto } from '$app/navigation';
import { m } from '$lib/paraglide/messages.js';
import type { GameMeta } from '$lib/runtime/game-module';
import { startGame } from '$lib/runtime/start-game';
import type { GameSetup } from '$lib/model';

/** The game is stored and its screen opened; else what to tell the player (nothing was stored). */
export async function startAndPlay(
	meta: GameMeta,
	setup: GameSetup,
	options?: Parameters<typeof startGame>[2]
): Promise<string | null> {
	try {
		const created = await startGame(meta, setup, options);
		await openGame(created.id);
		return null;
	} catch {
		return m.save_failed();
	}
}

export async function openGame(gameId: string): Promise<void> {
	// eslint-disable-next-line svelte/no-navigation-without-resolve -- resolve() takes no query; the path is resolved
	await goto(resolve('/play') + `?game=${gameId}`);
}
