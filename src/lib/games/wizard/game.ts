// Wizard as the runtime runs it: the machine, what each action is aimed at, the checks and
// the words for every refusal. No screens, so it runs in Node as it runs in the app.
import { defineGame } from '$lib/runtime/define-game';
import { wizardEvents } from './events';
import { checks, currentRound, nextBidder, wizardMachine } from './machine';
import { describeEvent, refusals } from './refusals';
import { wizardStats } from './stats';
import { summarize } from './summary';

export const wizardGame = defineGame({
	machine: wizardMachine,
	// 1: games started under the typed contract. Version 0's events have the same shapes.
	rulesVersion: 1,
	input: (setup) => ({
		seats: setup.seats,
		firstDealer: setup.firstDealer,
		noEqualBids: setup.settings.noEqualBids === true
	}),
	targets: {
		trump: (context) => ({ round: currentRound(context) }),
		bid: (context) => ({ round: currentRound(context), seat: nextBidder(context) ?? -1 }),
		tricks: (context) => ({ round: currentRound(context) })
	},
	events: wizardEvents,
	checks,
	refusals,
	summarize,
	describeEvent,
	stats: wizardStats
});

export type WizardGame = typeof wizardGame;
