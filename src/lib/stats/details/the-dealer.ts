// The Dealer: each player's busts, and per role they held, how often it put points in their pile.
import type { TheDealerSnapshot } from '$lib/games/the-dealer/machine';
import { judgeRound, roundPoints } from '$lib/games/the-dealer/rules';
import type { GameDetails } from './types';

export function theDealerDetails(snapshot: TheDealerSnapshot): GameDetails {
	const { seats, rounds } = snapshot.context;
	const details: GameDetails = {};
	seats.forEach((playerId, seat) => {
		const roles: Record<string, { held: number; scored: number }> = {};
		let busts = 0;
		for (const round of rounds) {
			const role = round.roles[seat]!;
			const tally = (roles[role] ??= { held: 0, scored: 0 });
			tally.held++;
			if (roundPoints(round)[seat]! > 0) tally.scored++;
			if (judgeRound(round).busts.includes(seat)) busts++;
		}
		details[playerId] = { kind: 'the-dealer', rounds: rounds.length, busts, roles };
	});
	return details;
}
