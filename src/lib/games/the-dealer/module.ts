// The Dealer with its screens; loaded only when one of its games is opened.
import type { GameModule } from '$lib/runtime/game-module';
import { theDealerGame, type TheDealerGame } from './game';
import ScoreSheet from './ScoreSheet.svelte';
import TheDealerScreen from './TheDealerScreen.svelte';

const theDealerModule: GameModule<TheDealerGame> = { ...theDealerGame, Screen: TheDealerScreen, Sheet: ScoreSheet };

export default theDealerModule;
