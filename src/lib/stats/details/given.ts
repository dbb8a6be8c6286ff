// Beat the Dealer and Fuck the Dealer: points or sips a player gave. In each turn the dealer
// and the guesser face each other; what one of them takes, the other gave.
import type { GameDetails } from './types';

type Turn = { dealer: number; guesser: number; charges: readonly { seat: number; points: number }[] };

export function givenDetails(
	kind: 'beat-the-dealer' | 'fuck-the-dealer',
	seats: readonly string[],
	turns: readonly Turn[]
): GameDetails {
	const given = seats.map(() => 0);
	for (const { dealer, guesser, charges } of turns) {
		for (const { seat, points } of charges) {
			if (seat === guesser) given[dealer]! += points;
			else if (seat === dealer) given[guesser]! += points;
		}
	}
	return Object.fromEntries(seats.map((playerId, seat) => [playerId, { kind, given: given[seat]! }]));
}
