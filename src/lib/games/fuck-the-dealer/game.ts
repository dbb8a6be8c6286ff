// Fuck the Dealer as the runtime runs it: the machine, what each action is aimed at, the
// checks and the words for every refusal. No screens, so it runs in Node as it runs in the app.
import { defineGame } from '$lib/runtime/define-game';
import { fuckTheDealerEvents } from './events';
import type { StoredEvent } from '$lib/runtime/game-module';
import { checks, currentCard, fuckTheDealerMachine, type FtdContext } from './machine';
import { describeEvent, refusals } from './refusals';
import { rulesFrom } from './rules';
import { fuckTheDealerStats } from './stats';
import { summarize } from './summary';

/** Version 0 stored the guesses in camelCase; every game's stored types are snake_case now. */
const V0_TYPES: Record<string, string> = { guessSuit: 'guess_suit', guessRank: 'guess_rank', guessSide: 'guess_side' };

function upcastV0(event: StoredEvent): StoredEvent {
	const type = V0_TYPES[event.type];
	return type ? { ...event, type } : event;
}

/** Every action is aimed at the card on screen (one a stage). */
const aimedAtCard = (context: FtdContext) => ({ card: currentCard(context) });

export const fuckTheDealerGame = defineGame({
	machine: fuckTheDealerMachine,
	// 1: games started under the typed contract, the guesses stored as guess_suit, guess_rank, guess_side.
	rulesVersion: 1,
	upcasters: [upcastV0],
	input: (setup) => ({ seats: setup.seats, firstDealer: setup.firstDealer, rules: rulesFrom(setup.settings) }),
	targets: {
		guess_suit: aimedAtCard,
		guess_rank: aimedAtCard,
		guess_side: aimedAtCard,
		card: aimedAtCard
	},
	events: fuckTheDealerEvents,
	checks,
	refusals,
	summarize,
	describeEvent,
	stats: fuckTheDealerStats
});

export type FuckTheDealerGame = typeof fuckTheDealerGame;
