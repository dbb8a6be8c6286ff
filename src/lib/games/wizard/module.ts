// Wizard with its screens; loaded only when a Wizard game is opened.
import type { GameModule } from '$lib/runtime/game-module';
import { wizardGame, type WizardGame } from './game';
import { dealerOf } from './rules';
import ScoreSheet from './ScoreSheet.svelte';
import WizardScreen from './WizardScreen.svelte';

const wizardModule: GameModule<WizardGame> = {
	...wizardGame,
	Screen: WizardScreen,
	Sheet: ScoreSheet,
	// The dealer of the last round played (the deal passes left every round).
	lastDealer: ({ context }) => dealerOf(context.rounds.length, context.firstDealer, context.seats.length)
};

export default wizardModule;
