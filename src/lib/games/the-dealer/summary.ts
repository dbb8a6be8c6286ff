// What history lists show of a game of The Dealer: the scoring piles' totals, highest first,
// with the tiebreaker deciding among those tied for the win.
import type { GameSummary } from '$lib/model';
import { currentRound, totalsOf, type TheDealerSnapshot } from './machine';
import { roundCount } from './rules';
import { finalStandings } from './tiebreak';

export function summarize(snapshot: TheDealerSnapshot): GameSummary {
	const { context } = snapshot;
	return {
		finished: snapshot.matches('finished'),
		standings: finalStandings(context.seats, totalsOf(context), context.tiebreaks),
		progress: { unit: 'round', done: currentRound(context), total: roundCount(context.seats.length) }
	};
}
