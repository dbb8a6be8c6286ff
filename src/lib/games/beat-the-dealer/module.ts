// Beat the Dealer with its screens; loaded only when one of its games is opened.
import type { GameModule } from '$lib/runtime/game-module';
import BeatTheDealerScreen from './BeatTheDealerScreen.svelte';
import { beatTheDealerGame, type BeatTheDealerGame } from './game';
import TurnSheet from './TurnSheet.svelte';

const beatTheDealerModule: GameModule<BeatTheDealerGame> = {
	...beatTheDealerGame,
	Screen: BeatTheDealerScreen,
	Sheet: TurnSheet,
	// Whoever holds the deck at the end; it passes to their left, as after a dealer survives.
	lastDealer: (snapshot) => snapshot.context.dealer
};

export default beatTheDealerModule;
