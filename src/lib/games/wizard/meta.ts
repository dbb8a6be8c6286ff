import { m } from '$lib/paraglide/messages.js';
import type { GameMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';

const meta: GameMeta = {
	id: 'wizard',
	name: () => m.wizard_name(),
	order: 1,
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	scores: { better: 'higher' },
	keepsFigures: true,
	recordBy: 'round',
	rules: () => import('./game').then((game) => game.wizardGame),
	setupOptions: () => import('./setup-options').then((options) => options.default),
	load: () => import('./module').then((module) => module.default)
};

export default meta;
