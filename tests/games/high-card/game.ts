// High Card as the runtime runs it: declared with defineGame like every game in the app.
import { defineGame } from '$lib/runtime/define-game';
import type { GameSummary } from '$lib/model';
import { standings } from '$lib/games/shared/standings';
import { checks, currentRound, highCardMachine, nextSeat, type HighCardSnapshot } from './machine';
import { highCardEvents } from './events';
import { cardName, words } from './messages';
import { totalsOf } from './rules';
import { highCardStats } from './stats';

function summarize({ context, status }: HighCardSnapshot): GameSummary {
	const totals = totalsOf(context.rounds, context.seats.length);
	return {
		finished: status === 'done',
		standings: standings(
			context.seats.map((playerId, seat) => ({ playerId, score: totals[seat]! })),
			'higher'
		),
		progress: null
	};
}

export const highCardGame = defineGame({
	machine: highCardMachine,
	rulesVersion: 1,
	input: (setup) => ({ seats: setup.seats, firstDealer: setup.firstDealer }),
	targets: { card: (context) => ({ round: currentRound(context), seat: nextSeat(context) ?? -1 }) },
	events: highCardEvents,
	checks,
	refusals: { high_card_no_such_card: () => words().noSuchCard },
	summarize,
	describeEvent: (event, nameOf) => words().card(nameOf(event.seat), cardName(event.rank)),
	stats: highCardStats
});

export type HighCardGame = typeof highCardGame;
