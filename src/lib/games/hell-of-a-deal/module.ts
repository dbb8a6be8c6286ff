// Everything the runtime needs to run Hell of a Deal; loaded only when one of its games is opened.
import type { AnyMachineSnapshot } from 'xstate';
import type { GameModule } from '$lib/runtime/game-module';
import HellScreen from './HellScreen.svelte';
import { checks, hellMachine, type HellInput, type HellSnapshot } from './machine';
import { describeEvent, describeRefusal } from './refusals';
import { DEFAULT_BIG_TABLE_PENALTY, DEFAULT_MINION_PENALTY } from './rules';
import RoundSheet from './RoundSheet.svelte';
import { summarize } from './summary';

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

const hellModule: GameModule = {
	machine: hellMachine,
	input: (setup): HellInput => ({
		seats: setup.seats,
		firstDealer: setup.firstDealer,
		penalties: {
			minion: numberOr(setup.settings.minionPenalty, DEFAULT_MINION_PENALTY),
			bigTable: numberOr(setup.settings.bigTablePenalty, DEFAULT_BIG_TABLE_PENALTY)
		}
	}),
	refusal: (snapshot, event) => checks[event.type]?.((snapshot as HellSnapshot).context, event) ?? null,
	describe: describeRefusal,
	describeEvent,
	summarize: (snapshot: AnyMachineSnapshot) => summarize(snapshot as HellSnapshot),
	Screen: HellScreen,
	Sheet: RoundSheet
};

export default hellModule;
