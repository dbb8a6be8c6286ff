// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SetupOptions } from '$lib/runtime/game-module';

const setupOptions: SetupOptions = {
	blurb: () => m.wizard_blurb(),
	settings: [
		{
			key: 'noEqualBids',
			kind: 'boolean',
			default: false,
			label: () => m.wizard_setting_no_equal_bids(),
			help: () => m.wizard_setting_no_equal_bids_help()
		}
	]
};

export default setupOptions;
