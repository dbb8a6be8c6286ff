// Beat the Dealer as the runtime runs it: the machine, what each action is aimed at, the
// checks and the words for every refusal. No screens, so it runs in Node as it runs in the app.
import { defineGame } from '$lib/runtime/define-game';
import { beatTheDealerEvents } from './events';
import { beatTheDealerMachine, checks, currentTurn, nextTry } from './machine';
import { describeEvent, refusals } from './refusals';
import { rulesFrom } from './rules';
import { beatTheDealerStats } from './stats';
import { summarize } from './summary';

export const beatTheDealerGame = defineGame({
	machine: beatTheDealerMachine,
	// 1: games started under the typed contract. Version 0's events have the same names and shapes.
	rulesVersion: 1,
	input: (setup) => ({ seats: setup.seats, firstDealer: setup.firstDealer, rules: rulesFrom(setup.settings) }),
	targets: {
		guess: (context) => ({ turn: currentTurn(context), try: nextTry(context) }),
		side: (context) => ({ turn: currentTurn(context) }),
		card: (context) => ({ turn: currentTurn(context) }),
		dealer: (context) => ({ turn: currentTurn(context) })
	},
	events: beatTheDealerEvents,
	checks,
	refusals,
	summarize,
	describeEvent,
	stats: beatTheDealerStats
});

export type BeatTheDealerGame = typeof beatTheDealerGame;
