import { m } from '$lib/paraglide/messages.js';
import type { GameFolderMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';

const meta: GameFolderMeta = {
	id: 'fuck-the-dealer',
	name: () => m.fuck_the_dealer_name(),
	order: 4,
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	scores: { better: 'lower' },
	keepsFigures: true,
	recordBy: 'turn',
	rules: () => import('./game').then((game) => game.fuckTheDealerGame),
	// The page's points variant exactly, house rules included: nothing to choose.
	setupOptions: () => import('./setup-options').then((options) => options.default)
};

export default meta;
