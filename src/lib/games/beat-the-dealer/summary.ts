import type { GameSummary } from '$lib/model';
import { deckSummary } from '../shared/deck-summary';
import { totals, type BtdSnapshot } from './machine';

export function summarize(snapshot: BtdSnapshot): GameSummary {
	const { context } = snapshot;
	return deckSummary(context.seats, totals(context), context.turns.length, snapshot.matches('finished'));
}
