// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SettingDef, SetupOptions } from '$lib/runtime/game-module';
import { DEFAULT_POINTS, pointsSetting, STAGES } from './constants';
import { stageName } from './step-text';

/** The most any one number may be: more than a table is likely to house-rule. */
const MAX_POINTS = 20;

/** Each stage's points, right then wrong, in the order a turn plays them. */
const pointsSettings: SettingDef[] = STAGES.flatMap((stage, index) =>
	(['right', 'wrong'] as const).map((outcome) => ({
		key: pointsSetting(stage, outcome),
		kind: 'number' as const,
		default: DEFAULT_POINTS[stage][outcome],
		min: 1,
		max: MAX_POINTS,
		label: () => {
			const params = { stage: index + 1, name: stageName(stage) };
			return outcome === 'right' ? m.fuck_the_dealer_setting_right(params) : m.fuck_the_dealer_setting_wrong(params);
		}
	}))
);

const setupOptions: SetupOptions = {
	blurb: () => m.fuck_the_dealer_blurb(),
	firstDealerHelp: () => m.fuck_the_dealer_first_dealer_help(),
	settings: pointsSettings
};

export default setupOptions;
