// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SetupOptions } from '$lib/runtime/game-module';
import {
	DEFAULT_DUMB_GUESS_PENALTY,
	DEFAULT_EXACT_PENALTY,
	DEFAULT_RIGHT_FIRST_POINTS,
	DEFAULT_RIGHT_SECOND_POINTS
} from './constants';

/** The most any one number may be: more than a table is likely to house-rule. */
const MAX_PENALTY = 20;

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
		{
			key: 'rightFirstPoints',
			kind: 'number',
			default: DEFAULT_RIGHT_FIRST_POINTS,
			min: 1,
			max: MAX_PENALTY,
			label: () => m.beat_the_dealer_setting_right_first()
		},
		{
			key: 'rightSecondPoints',
			kind: 'number',
			default: DEFAULT_RIGHT_SECOND_POINTS,
			min: 1,
			max: MAX_PENALTY,
			label: () => m.beat_the_dealer_setting_right_second()
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
			max: MAX_PENALTY,
			label: () => m.beat_the_dealer_setting_dumb_guess_penalty()
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
			onlyWith: 'rankAndSuit',
			kind: 'number',
			default: DEFAULT_EXACT_PENALTY,
			// The exact card costs the dealer more than the rulebook's right rank alone.
			min: DEFAULT_RIGHT_FIRST_POINTS + 1,
			max: MAX_PENALTY,
			label: () => m.beat_the_dealer_setting_exact_penalty(),
			help: () => m.beat_the_dealer_setting_exact_penalty_help()
		},
		{ key: 'dealersChoice', kind: 'boolean', default: false, label: () => m.beat_the_dealer_setting_dealers_choice() }
	]
};

export default setupOptions;
