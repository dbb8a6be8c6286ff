import { m } from '$lib/paraglide/messages.js';
import type { GameMeta } from '$lib/runtime/game-module';
import { DEFAULT_DISCUSSION_SECONDS, DISCUSSION_SECONDS } from './discussion';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules';

export const theDealer: GameMeta = {
	id: 'the-dealer',
	name: () => m.the_dealer_name(),
	blurb: () => m.the_dealer_blurb(),
	players: { min: MIN_PLAYERS, max: MAX_PLAYERS },
	settings: [
		{
			key: 'discussionSeconds',
			kind: 'choice',
			default: String(DEFAULT_DISCUSSION_SECONDS),
			label: () => m.the_dealer_setting_discussion(),
			help: () => m.the_dealer_setting_discussion_help(),
			options: DISCUSSION_SECONDS.map((seconds) => ({ value: String(seconds), label: () => m.the_dealer_seconds({ seconds }) }))
		},
		{
			key: 'sound',
			kind: 'boolean',
			default: true,
			label: () => m.the_dealer_setting_sound(),
			help: () => m.the_dealer_setting_sound_help()
		},
		{
			key: 'vibration',
			kind: 'boolean',
			default: true,
			label: () => m.the_dealer_setting_vibration(),
			help: () => m.the_dealer_setting_vibration_help()
		}
	],
	load: () => import('./module').then((module) => module.default)
};
