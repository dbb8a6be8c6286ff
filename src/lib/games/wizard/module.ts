// Wizard with its screens; loaded only when a Wizard game is opened.
import type { GameModule } from '$lib/runtime/game-module';
import { wizardGame, type WizardGame } from './game';
import ScoreSheet from './ScoreSheet.svelte';
import WizardScreen from './WizardScreen.svelte';

const wizardModule: GameModule<WizardGame> = { ...wizardGame, Screen: WizardScreen, Sheet: ScoreSheet };

export default wizardModule;
