// Everything the runtime needs to run The Dealer; loaded only when one of its games is opened.
import type { AnyMachineSnapshot } from 'xstate';
import type { GameModule } from '$lib/runtime/game-module';
import { DEFAULT_DISCUSSION_SECONDS } from './discussion';
import { checks, theDealerMachine, type TheDealerInput, type TheDealerSnapshot } from './machine';
import { describeEvent, describeRefusal } from './refusals';
import { RULEBOOK_REWARDS } from './rules';
import { summarize } from './summary';
import ScoreSheet from './ScoreSheet.svelte';
import TheDealerScreen from './TheDealerScreen.svelte';

/** A game stored before a setting existed has none: it was played by the rulebook. */
function numberSetting(value: unknown, rulebook: number): number {
	return typeof value === 'number' ? value : rulebook;
}

const theDealerModule: GameModule = {
	machine: theDealerMachine,
	input: (setup): TheDealerInput => ({
		seats: setup.seats,
		firstDealer: setup.firstDealer,
		discussionMs: 1000 * (Number(setup.settings.discussionSeconds) || DEFAULT_DISCUSSION_SECONDS),
		rewards: {
			dealerPerBust: numberSetting(setup.settings.dealerCardsPerBust, RULEBOOK_REWARDS.dealerPerBust),
			frenemy: numberSetting(setup.settings.frenemyCards, RULEBOOK_REWARDS.frenemy),
			sniper: numberSetting(setup.settings.sniperCards, RULEBOOK_REWARDS.sniper)
		}
	}),
	refusal: (snapshot, event) => checks[event.type]?.((snapshot as TheDealerSnapshot).context, event) ?? null,
	describe: describeRefusal,
	describeEvent,
	summarize: (snapshot: AnyMachineSnapshot) => summarize(snapshot as TheDealerSnapshot),
	Screen: TheDealerScreen,
	Sheet: ScoreSheet
};

export default theDealerModule;
