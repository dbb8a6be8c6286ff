// The Dealer with its screens; loaded only when one of its games is opened.
import type { GameModule } from '$lib/runtime/game-module';
import { theDealerGame, type TheDealerGame } from './game';
import { dealerSeat } from './context';
import { rolesInRound } from './rules/roles';
import ScoreSheet from './ScoreSheet.svelte';
import TheDealerScreen from './TheDealerScreen.svelte';

const theDealerModule: GameModule<TheDealerGame> = {
	...theDealerGame,
	Screen: TheDealerScreen,
	Sheet: ScoreSheet,
	// The Dealer card's holder in the last round played (the cards pass left every round).
	lastDealer: ({ context }) =>
		context.roles ? dealerSeat(rolesInRound(context.roles, context.rounds.length)) : context.firstDealer
};

export default theDealerModule;
