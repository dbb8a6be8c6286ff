// What history lists show of a Wizard game: standings by total, highest first.
import type { GameSummary } from '$lib/model';
import { standings } from '../shared/standings';
import { currentRound, type WizardSnapshot } from './machine';
import { roundCount, runningTotals } from './rules';

export function totalsOf(snapshot: WizardSnapshot): number[] {
	const { rounds, seats } = snapshot.context;
	return runningTotals(rounds, seats.length).at(-1) ?? seats.map(() => 0);
}

export function summarize(snapshot: WizardSnapshot): GameSummary {
	const { context } = snapshot;
	const totals = totalsOf(snapshot);
	const finished = snapshot.matches('finished');
	const rounds = roundCount(context.seats.length);
	return {
		finished,
		standings: standings(
			context.seats.map((playerId, seat) => ({ playerId, score: totals[seat] ?? 0 })),
			'higher'
		),
		progress: { unit: 'round', done: Math.min(currentRound(context), rounds), total: rounds }
	};
}
