// Everything the runtime needs to run Fuck the Dealer; loaded only when one of its games is opened.
import type { AnyMachineSnapshot } from 'xstate';
import type { GameModule } from '$lib/runtime/game-module';
import FuckTheDealerScreen from './FuckTheDealerScreen.svelte';
import { checks, fuckTheDealerMachine, type FtdSnapshot } from './machine';
import { describeEvent, describeRefusal } from './refusals';
import StepSheet from './StepSheet.svelte';
import { summarize } from './summary';

const fuckTheDealerModule: GameModule = {
	machine: fuckTheDealerMachine,
	input: (setup) => ({ seats: setup.seats, firstDealer: setup.firstDealer }),
	refusal: (snapshot, event) => checks[event.type]?.((snapshot as FtdSnapshot).context, event) ?? null,
	describe: describeRefusal,
	describeEvent,
	summarize: (snapshot: AnyMachineSnapshot) => summarize(snapshot as FtdSnapshot),
	Screen: FuckTheDealerScreen,
	Sheet: StepSheet
};

export default fuckTheDealerModule;
