// The Dealer: each player's busts, and per role they held, how often it put points in their pile.
import type { TheDealerSnapshot } from '$lib/games/the-dealer/machine';
import { judgeRound, roundPoints } from '$lib/games/the-dealer/rules';
import type { Detail, GameDetails } from './types';

export function theDealerDetails(snapshot: TheDealerSnapshot): GameDetails {
	const { seats, rounds } = snapshot.context;
	const details = seats.map((): Extract<Detail, { kind: 'the-dealer' }> => ({
		kind: 'the-dealer',
		rounds: rounds.length,
		busts: 0,
		roles: {}
	}));
	// Each round judged once for the whole table: an import counts thousands of games.
	for (const round of rounds) {
		const points = roundPoints(round);
		const { busts } = judgeRound(round);
		details.forEach((detail, seat) => {
			const tally = (detail.roles[round.roles[seat]!] ??= { held: 0, scored: 0 });
			tally.held++;
			if (points[seat]! > 0) tally.scored++;
			if (busts.includes(seat)) detail.busts++;
		});
	}
	return Object.fromEntries(seats.map((playerId, seat) => [playerId, details[seat]!]));
}
