import type { GameSummary } from '$lib/model';
import { deckSummary } from '../shared/deck-summary';
import { totals, type FtdSnapshot } from './machine';

export function summarize(snapshot: FtdSnapshot): GameSummary {
	const { context } = snapshot;
	return deckSummary(context.seats, totals(context), context.steps.length, snapshot.matches('finished'));
}
