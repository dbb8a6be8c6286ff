import { m } from '$lib/paraglide/messages.js';
import type { GameMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';

export const hellOfADeal: GameMeta = {
	id: 'hell-of-a-deal',
	name: () => m.hell_name(),
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	setupOptions: () => import('./setup-options').then((options) => options.default),
	load: () => import('./module').then((module) => module.default)
};
