import { m } from '$lib/paraglide/messages.js';
import type { GameFolderMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules/constants';

const meta: GameFolderMeta = {
	id: 'the-dealer',
	name: () => m.the_dealer_name(),
	order: 2,
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	scores: { better: 'higher' },
	keepsFigures: true,
	recordBy: 'round',
	rules: () => import('./game').then((game) => game.theDealerGame),
	setupOptions: () => import('./setup-options').then((options) => options.default)
};

export default meta;
