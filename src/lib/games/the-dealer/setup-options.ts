// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SetupOptions } from '$lib/runtime/game-module';
import { DEFAULT_DISCUSSION_SECONDS, DISCUSSION_SECONDS, RULEBOOK_REWARDS } from './rules/constants';

const setupOptions: SetupOptions = {
	blurb: () => m.the_dealer_blurb(),
	firstDealerHelp: () => m.the_dealer_first_dealer_help(),
	settings: [
		{
			key: 'discussionSeconds',
			kind: 'choice',
			default: String(DEFAULT_DISCUSSION_SECONDS),
			label: () => m.the_dealer_setting_discussion(),
			help: () => m.the_dealer_setting_discussion_help(),
			options: DISCUSSION_SECONDS.map((seconds) => ({
				value: String(seconds),
				label: () => m.the_dealer_seconds({ seconds })
			}))
		},
		{
			key: 'dealerCardsPerBust',
			kind: 'number',
			default: RULEBOOK_REWARDS.dealerPerBust,
			min: 0,
			max: 5,
			label: () => m.the_dealer_setting_dealer_cards(),
			help: () => m.the_dealer_setting_dealer_cards_help()
		},
		{
			key: 'frenemyCards',
			kind: 'number',
			default: RULEBOOK_REWARDS.frenemy,
			min: 0,
			max: 5,
			label: () => m.the_dealer_setting_frenemy_cards(),
			help: () => m.the_dealer_setting_frenemy_cards_help()
		},
		{
			key: 'sniperCards',
			kind: 'number',
			default: RULEBOOK_REWARDS.sniper,
			min: 0,
			max: 5,
			label: () => m.the_dealer_setting_sniper_cards(),
			help: () => m.the_dealer_setting_sniper_cards_help()
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
	]
};

export default setupOptions;
