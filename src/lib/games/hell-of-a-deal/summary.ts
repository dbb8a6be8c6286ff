// What history lists show of a Hell of a Deal game. The team plays together: every player
// shares first place with the Souls in the pot, and the summary says whether the team won.
import type { GameSummary } from '$lib/model';
import { outcome, type HellSnapshot } from './machine';

/** Nick Hauss and the Devil follow the four Minions. */
const BOSSES_PER_GAME = 6;

/**
 * The Boss round being played, 1 to 6: the one on the table, or the one about to be revealed
 * (so a game just set up is in round 1, not 0). A finished game ends in the round it ended in.
 */
export function roundInPlay(snapshot: HellSnapshot): number {
	return snapshot.context.bossIndex + 1;
}

export function summarize(snapshot: HellSnapshot): GameSummary {
	const { context } = snapshot;
	const result = outcome(context);
	return {
		finished: snapshot.matches('finished'),
		standings: context.seats.map((playerId) => ({ playerId, score: context.board.pot, place: 1 })),
		progress: { unit: 'round', done: roundInPlay(snapshot), total: BOSSES_PER_GAME },
		...(result ? { team: result.result } : {})
	};
}
