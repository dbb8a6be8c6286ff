// Finds a stored game's module and opens its session. The module's code loads only now.
import { getGame } from '$lib/storage/games';
import type { AnyGameModule, FindGame, GameMeta } from './game-module';
import { GameSession } from './game-session.svelte';

export type OpenedGame = { meta: GameMeta; module: AnyGameModule; session: GameSession<AnyGameModule> };

export async function openGame(gameId: string, findGame: FindGame): Promise<OpenedGame | null> {
	const game = await getGame(gameId);
	const meta = game && findGame(game.kind);
	if (!meta) return null;
	const module = await meta.load();
	const session = await GameSession.open(module, gameId);
	return session && { meta, module, session };
}
