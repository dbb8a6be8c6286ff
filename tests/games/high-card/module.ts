// High Card with its screens.
import type { GameModule } from '$lib/runtime/game-module';
import { highCardGame, type HighCardGame } from './game';
import HighCardScreen from './HighCardScreen.svelte';
import RoundsSheet from './RoundsSheet.svelte';

const highCardModule: GameModule<HighCardGame> = { ...highCardGame, Screen: HighCardScreen, Sheet: RoundsSheet };

export default highCardModule;
