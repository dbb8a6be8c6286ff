import { m } from '$lib/paraglide/messages.js';
import type { GameFolderMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules/constants';

const meta: GameFolderMeta = {
	id: 'hell-of-a-deal',
	name: () => m.hell_name(),
	order: 5,
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	scores: { team: (souls) => m.hell_souls_count({ souls }) },
	keepsFigures: false,
	recordBy: 'round',
	rules: () => import('./game').then((game) => game.hellGame),
	setupOptions: () => import('./setup-options').then((options) => options.default)
};

export default meta;
