// What history lists show of a Hell of a Deal game. The team plays together: every player
// shares first place with the Souls in the pot, and the summary says whether the team won.
import type { GameSummary } from '$lib/storage/records';
import { outcome, type HellSnapshot } from './machine';

/** Nick Hauss and the Devil follow the four Minions. */
export const BOSSES_PER_GAME = 6;

/** Bosses the team has faced so far, the one on the table included once revealed. */
export function bossesFaced(snapshot: HellSnapshot): number {
	if (snapshot.matches('setup')) return 0;
	const { bossIndex } = snapshot.context;
	return snapshot.matches('reveal') ? bossIndex : bossIndex + 1;
}

export function summarize(snapshot: HellSnapshot): GameSummary {
	const { context } = snapshot;
	const result = outcome(context);
	return {
		finished: snapshot.matches('finished'),
		standings: context.seats.map((playerId) => ({ playerId, score: context.board.pot, place: 1 })),
		progress: { unit: 'round', done: bossesFaced(snapshot), total: BOSSES_PER_GAME },
		...(result ? { team: result.result } : {})
	};
}
