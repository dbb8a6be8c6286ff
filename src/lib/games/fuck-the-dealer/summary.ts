// What history lists show of a Fuck the Dealer game: the fewest points first (a tie shares),
// and how many of the 52 cards have been turned.
import type { GameSummary } from '$lib/storage/records';
import { DECK_SIZE } from '../shared/cards';
import { standings } from '../shared/standings';
import { totals, type FtdSnapshot } from './machine';

export function summarize(snapshot: FtdSnapshot): GameSummary {
	const { context } = snapshot;
	const points = totals(context);
	return {
		finished: snapshot.matches('finished'),
		standings: standings(context.seats.map((playerId, seat) => ({ playerId, score: points[seat] ?? 0 })), 'lower'),
		progress: { unit: 'card', done: context.steps.length, total: DECK_SIZE }
	};
}
