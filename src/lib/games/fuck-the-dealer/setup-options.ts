// What the setup screen offers for this game, loaded when the game is chosen there.
import { m } from '$lib/paraglide/messages.js';
import type { SetupOptions } from '$lib/runtime/game-module';

const setupOptions: SetupOptions = {
	blurb: () => m.fuck_the_dealer_blurb(),
	firstDealerHelp: () => m.fuck_the_dealer_first_dealer_help(),
	settings: []
};

export default setupOptions;
