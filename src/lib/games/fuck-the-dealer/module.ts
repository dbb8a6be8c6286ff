// Fuck the Dealer with its screens; loaded only when one of its games is opened.
import type { GameModule } from '$lib/runtime/game-module';
import FuckTheDealerScreen from './FuckTheDealerScreen.svelte';
import { fuckTheDealerGame, type FuckTheDealerGame } from './game';
import StepSheet from './StepSheet.svelte';

const fuckTheDealerModule: GameModule<FuckTheDealerGame> = {
	...fuckTheDealerGame,
	Screen: FuckTheDealerScreen,
	Sheet: StepSheet,
	// Whoever holds the deck at the end, however they came to hold it.
	lastDealer: (snapshot) => snapshot.context.dealer
};

export default fuckTheDealerModule;
