// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SetupOptions } from '$lib/runtime/game-module';
import { DEFAULT_DUMB_GUESS_PENALTY, DEFAULT_EXACT_PENALTY, RIGHT_FIRST_POINTS } from './constants';

const setupOptions: SetupOptions = {
	blurb: () => m.beat_the_dealer_blurb(),
	firstDealerHelp: () => m.beat_the_dealer_first_dealer_help(),
	settings: [
		{
			key: 'unit',
			kind: 'choice',
			default: 'sips',
			label: () => m.beat_the_dealer_setting_unit(),
			help: () => m.beat_the_dealer_setting_unit_help(),
			options: [
				{ value: 'sips', label: () => m.beat_the_dealer_setting_unit_sips() },
				{ value: 'points', label: () => m.beat_the_dealer_setting_unit_points() }
			]
		},
		{ key: 'aceHigh', kind: 'boolean', default: false, label: () => m.beat_the_dealer_setting_ace_high() },
		{
			key: 'oneGuess',
			kind: 'boolean',
			default: false,
			label: () => m.beat_the_dealer_setting_one_guess(),
			help: () => m.beat_the_dealer_setting_one_guess_help()
		},
		{ key: 'dumbGuess', kind: 'boolean', default: false, label: () => m.beat_the_dealer_setting_dumb_guess() },
		{
			key: 'dumbGuessPenalty',
			onlyWith: 'dumbGuess',
			kind: 'number',
			default: DEFAULT_DUMB_GUESS_PENALTY,
			min: 1,
			max: 20,
			label: () => m.beat_the_dealer_setting_dumb_guess_penalty(),
			help: () => m.beat_the_dealer_setting_dumb_guess_penalty_help()
		},
		{
			key: 'rankAndSuit',
			kind: 'boolean',
			default: false,
			label: () => m.beat_the_dealer_setting_rank_and_suit(),
			help: () => m.beat_the_dealer_setting_rank_and_suit_help()
		},
		{
			key: 'exactPenalty',
			kind: 'number',
			default: DEFAULT_EXACT_PENALTY,
			// The exact card must cost the dealer more than the right rank alone.
			min: RIGHT_FIRST_POINTS + 1,
			max: 20,
			label: () => m.beat_the_dealer_setting_exact_penalty(),
			help: () => m.beat_the_dealer_setting_exact_penalty_help()
		},
		{ key: 'dealersChoice', kind: 'boolean', default: false, label: () => m.beat_the_dealer_setting_dealers_choice() }
	]
};

export default setupOptions;
