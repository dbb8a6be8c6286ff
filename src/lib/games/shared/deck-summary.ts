// What history lists show of a game played card by card through one deck: the fewest points
// first (a tie shares), and the card in play, as the table sees it ("Card 13 of 52").
import type { GameSummary } from '$lib/model';
import { cardInPlay, DECK_SIZE } from './cards';
import { standings } from './standings';

export function deckSummary(
	seats: readonly string[],
	points: readonly number[],
	turned: number,
	finished: boolean
): GameSummary {
	return {
		finished,
		standings: standings(
			seats.map((playerId, seat) => ({ playerId, score: points[seat] ?? 0 })),
			'lower'
		),
		progress: { unit: 'card', done: cardInPlay(turned), total: DECK_SIZE }
	};
}
