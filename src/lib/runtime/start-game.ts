// Stores a new game, set up and ready for its first action: what New game's Start and the end
// of a game's Play again both do, and the setup a table's next game starts from.
import { createGame, loadGame } from '$lib/storage/games';
import { nextGameId, type GameRecord, type GameSetup } from '$lib/model';
import type { GameMeta } from './game-module';
import { lastDealerOf, nextSetup } from './play-again';
import { replay } from './replay';
import { defaultSettings } from './settings';

/** Stores the game; `after`, the game it is played again after: every phone then makes the same one. */
export async function startGame(
	meta: GameMeta,
	setup: GameSetup,
	{ nightId, after }: { nightId?: string; after?: string } = {}
): Promise<GameRecord> {
	const module = await meta.load();
	// The game's own summary of its first state, so lists show "Round 1 of 15" at once.
	const summary = module.summarize(replay(module, setup, []).snapshot);
	const id = after === undefined ? undefined : await nextGameId(after);
	// An empty log is read whole: each tap is read before it is stored.
	return createGame({
		kind: meta.id,
		setup,
		rulesVersion: module.rulesVersion,
		readUnder: module.rulesVersion,
		summary,
		nightId,
		id
	});
}

/**
 * The next game after `game`, at the same table: its game, seats and settings (a setting added
 * since at its default); dealt on from whoever dealt last when it finished, else as it was set up.
 */
export async function setupAfter(game: GameRecord, meta: GameMeta): Promise<GameSetup> {
	const stored = game.summary.finished ? await loadGame(game.id) : null;
	const [module, options] = await Promise.all([meta.load(), meta.setupOptions()]);
	const settings = { ...defaultSettings(options.settings), ...game.setup.settings };
	if (!stored) return { seats: [...game.setup.seats], firstDealer: game.setup.firstDealer, settings };
	const { snapshot } = replay(module, stored.game.setup, stored.events, stored.game);
	return { ...nextSetup(stored.game.setup, lastDealerOf(module, snapshot, stored.game.setup)), settings };
}
