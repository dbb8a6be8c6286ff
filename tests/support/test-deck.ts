// For the games' random moves (test-moves.ts): the cards that can still be turned.
import { leftByRank, RANKS, SUITS, type Card } from '$lib/games/shared/cards';

/** Every card the rules would take next, given the cards out: by rank, or each suit of it where the suit is needed. */
export function possibleCards(out: readonly Card[], withSuit: boolean): Card[] {
	const left = leftByRank(out);
	return RANKS.flatMap((rank) => {
		if (left[rank] <= 0) return [];
		if (!withSuit) return [{ rank }];
		return SUITS.filter((suit) => !out.some((card) => card.rank === rank && card.suit === suit)).map((suit) => ({
			rank,
			suit
		}));
	});
}
