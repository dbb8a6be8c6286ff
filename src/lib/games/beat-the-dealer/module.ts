// Beat the Dealer with its screens; loaded only when one of its games is opened.
import type { GameModule } from '$lib/runtime/game-module';
import BeatTheDealerScreen from './BeatTheDealerScreen.svelte';
import { beatTheDealerGame, type BeatTheDealerGame } from './game';
import TurnSheet from './TurnSheet.svelte';

const beatTheDealerModule: GameModule<BeatTheDealerGame> = {
	...beatTheDealerGame,
	Screen: BeatTheDealerScreen,
	Sheet: TurnSheet
};

export default beatTheDealerModule;
