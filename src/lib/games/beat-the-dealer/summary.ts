// What history lists show of a Beat the Dealer game: the fewest taken first, and how many of
// the 52 cards have been turned.
import type { GameSummary } from '$lib/storage/records';
import { DECK_SIZE } from '../shared/cards';
import { standings } from '../shared/standings';
import { totals, type BtdSnapshot } from './machine';

export function summarize(snapshot: BtdSnapshot): GameSummary {
	const { context } = snapshot;
	const points = totals(context);
	return {
		finished: snapshot.matches('finished'),
		standings: standings(context.seats.map((playerId, seat) => ({ playerId, score: points[seat] ?? 0 })), 'lower'),
		progress: { unit: 'card', done: context.turns.length, total: DECK_SIZE }
	};
}
