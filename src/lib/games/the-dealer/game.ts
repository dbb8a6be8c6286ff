// The Dealer as the runtime runs it: the machine, what each action is aimed at, the checks
// and the words for every refusal. No screens, so it runs in Node as it runs in the app.
import { defineGame } from '$lib/runtime/define-game';
import { theDealerEvents } from './events';
import { DEFAULT_DISCUSSION_SECONDS } from './discussion';
import {
	checks,
	dealInPlay,
	nextRevealer,
	roundInPlay,
	stillTied,
	theDealerMachine,
	type TheDealerContext
} from './machine';
import { describeEvent, refusals } from './refusals';
import { RULEBOOK_REWARDS } from './rules';
import { theDealerStats } from './stats';
import { summarize } from './summary';

/** A game stored before a setting existed has none: it was played by the rulebook. */
function numberSetting(value: unknown, rulebook: number): number {
	return typeof value === 'number' ? value : rulebook;
}

const inRound = (context: TheDealerContext) => ({ round: roundInPlay(context) });
const inDiscussion = (context: TheDealerContext) => ({ deal: dealInPlay(context) });

export const theDealerGame = defineGame({
	machine: theDealerMachine,
	// 1: games started under the typed contract. Version 0's events have the same shapes.
	rulesVersion: 1,
	input: (setup) => ({
		seats: setup.seats,
		firstDealer: setup.firstDealer,
		discussionMs: 1000 * (Number(setup.settings.discussionSeconds) || DEFAULT_DISCUSSION_SECONDS),
		rewards: {
			dealerPerBust: numberSetting(setup.settings.dealerCardsPerBust, RULEBOOK_REWARDS.dealerPerBust),
			frenemy: numberSetting(setup.settings.frenemyCards, RULEBOOK_REWARDS.frenemy),
			sniper: numberSetting(setup.settings.sniperCards, RULEBOOK_REWARDS.sniper)
		}
	}),
	// The round for the choices, the gamble and the score; the deal for everything in its
	// discussion (a bank from deal 1 decided in deal 2's is refused); the seat revealing; the
	// tiebreaker's round and the players still in it.
	targets: {
		frenemy: inRound,
		sniper: inRound,
		dealt: (context) => ({ deal: dealInPlay(context) + 1 }),
		start_countdown: inDiscussion,
		pause_countdown: inDiscussion,
		resume_countdown: inDiscussion,
		bank: inDiscussion,
		unbank: inDiscussion,
		close_discussion: inDiscussion,
		reveal: (context) => ({ seat: (context.current && nextRevealer(context.current)) ?? -1 }),
		gamble: inRound,
		stand: inRound,
		score: inRound,
		tiebreak: (context) => ({ round: context.tiebreaks.length + 1, seats: stillTied(context) })
	},
	events: theDealerEvents,
	checks,
	refusals,
	summarize,
	describeEvent,
	stats: theDealerStats
});

export type TheDealerGame = typeof theDealerGame;
