// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SetupOptions } from '$lib/runtime/game-module';
import { DEFAULT_BIG_TABLE_PENALTY, DEFAULT_MINION_PENALTY } from './rules/constants';

const setupOptions: SetupOptions = {
	blurb: () => m.hell_blurb(),
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
	]
};

export default setupOptions;
