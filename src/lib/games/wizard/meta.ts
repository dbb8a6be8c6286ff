import { m } from '$lib/paraglide/messages.js';
import type { GameFolderMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';

const meta: GameFolderMeta = {
	id: 'wizard',
	name: () => m.wizard_name(),
	order: 1,
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	scores: { better: 'higher' },
	keepsFigures: true,
	recordBy: 'round',
	rules: () => import('./game').then((game) => game.wizardGame),
	setupOptions: () => import('./setup-options').then((options) => options.default)
};

export default meta;
