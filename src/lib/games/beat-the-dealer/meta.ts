import { m } from '$lib/paraglide/messages.js';
import type { GameFolderMeta } from '$lib/runtime/game-module';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { HINT } from './preferences';

const meta: GameFolderMeta = {
	id: 'beat-the-dealer',
	name: () => m.beat_the_dealer_name(),
	order: 3,
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	scores: {
		better: 'lower',
		// Sips unless the table chose points (the setting "unit").
		unit: (count, settings) => m.beat_the_dealer_amount({ count, unit: String(settings.unit ?? 'sips') })
	},
	keepsFigures: true,
	recordBy: 'turn',
	preferences: [HINT],
	rules: () => import('./game').then((game) => game.beatTheDealerGame),
	setupOptions: () => import('./setup-options').then((options) => options.default)
};

export default meta;
