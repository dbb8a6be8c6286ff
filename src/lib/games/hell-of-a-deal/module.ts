// Hell of a Deal with its screens; loaded only when one of its games is opened.
import type { GameModule } from '$lib/runtime/game-module';
import { dealerOf } from './context';
import { hellGame, type HellGame } from './game';
import HellScreen from './HellScreen.svelte';
import RoundSheet from './RoundSheet.svelte';

const hellModule: GameModule<HellGame> = {
	...hellGame,
	Screen: HellScreen,
	Sheet: RoundSheet,
	// The button's holder in the round the game ended in.
	lastDealer: (snapshot) => dealerOf(snapshot.context)
};

export default hellModule;
