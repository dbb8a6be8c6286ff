// Everything the runtime needs to run Beat the Dealer; loaded only when one of its games is opened.
import type { AnyMachineSnapshot } from 'xstate';
import type { GameModule } from '$lib/runtime/game-module';
import BeatTheDealerScreen from './BeatTheDealerScreen.svelte';
import { beatTheDealerMachine, checks, type BtdSnapshot } from './machine';
import { describeEvent, describeRefusal } from './refusals';
import { rulesFrom } from './rules';
import { summarize } from './summary';
import TurnSheet from './TurnSheet.svelte';

const beatTheDealerModule: GameModule = {
	machine: beatTheDealerMachine,
	input: (setup) => ({ seats: setup.seats, firstDealer: setup.firstDealer, rules: rulesFrom(setup.settings) }),
	refusal: (snapshot, event) => checks[event.type]?.((snapshot as BtdSnapshot).context, event) ?? null,
	describe: describeRefusal,
	describeEvent,
	summarize: (snapshot: AnyMachineSnapshot) => summarize(snapshot as BtdSnapshot),
	Screen: BeatTheDealerScreen,
	Sheet: TurnSheet
};

export default beatTheDealerModule;
