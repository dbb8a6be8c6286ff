import { m } from '$lib/paraglide/messages.js';
import type { GameMeta } from '$lib/runtime/game-module';
import { DEFAULT_BIG_TABLE_PENALTY, DEFAULT_MINION_PENALTY, MAX_PLAYERS, MIN_PLAYERS } from './rules';

export const hellOfADeal: GameMeta = {
	id: 'hell-of-a-deal',
	name: () => m.hell_name(),
	blurb: () => m.hell_blurb(),
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	firstDealerHelp: () => m.hell_first_dealer_help(),
	settings: [
		{
			key: 'minionPenalty',
			kind: 'number',
			default: DEFAULT_MINION_PENALTY,
			min: 0,
			max: 10,
			label: () => m.hell_setting_minion_penalty(),
			help: () => m.hell_setting_minion_penalty_help()
		},
		{
			key: 'bigTablePenalty',
			kind: 'number',
			default: DEFAULT_BIG_TABLE_PENALTY,
			min: 0,
			max: 10,
			label: () => m.hell_setting_big_table_penalty(),
			help: () => m.hell_setting_big_table_penalty_help()
		}
	],
	load: () => import('./module').then((module) => module.default)
};
