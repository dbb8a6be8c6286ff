// Everything the runtime needs to run Wizard; loaded only when a Wizard game is opened.
import type { AnyMachineSnapshot } from 'xstate';
import type { GameModule } from '$lib/runtime/game-module';
import { checks, wizardMachine, type WizardSnapshot } from './machine';
import { describeEvent, describeRefusal } from './refusals';
import { summarize } from './summary';
import ScoreSheet from './ScoreSheet.svelte';
import WizardScreen from './WizardScreen.svelte';

const wizardModule: GameModule = {
	machine: wizardMachine,
	input: (setup) => ({
		seats: setup.seats,
		firstDealer: setup.firstDealer,
		noEqualBids: setup.settings.noEqualBids === true
	}),
	refusal: (snapshot, event) => checks[event.type]?.((snapshot as WizardSnapshot).context, event) ?? null,
	describe: describeRefusal,
	describeEvent,
	summarize: (snapshot: AnyMachineSnapshot) => summarize(snapshot as WizardSnapshot),
	Screen: WizardScreen,
	Sheet: ScoreSheet
};

export default wizardModule;
