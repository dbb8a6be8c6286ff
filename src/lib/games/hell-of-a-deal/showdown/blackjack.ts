// Red Jack's game of 21 inside the poker hand: totals of a hand's cards.
import type { Rank } from '../../shared/cards';

export const TWENTY_ONE = 21;
/** Red Jack draws until his total is over this. */
export const RED_JACK_STANDS_OVER = 16;

/** A hand's total: faces count 10, one ace counts 11 where that does not go over 21, the others 1. */
export function blackjackTotal(cards: readonly { rank: Rank }[]): number {
	const hard = cards.reduce((total, card) => total + Math.min(card.rank, 10), 0);
	const hasAce = cards.some((card) => card.rank === 1);
	return hasAce && hard + 10 <= TWENTY_ONE ? hard + 10 : hard;
}

/** What a player's total brings against Red Jack: over 21 a Temptation and a Curse, exactly 21 a Soul. */
export function twentyOneOutcome(total: number): 'bust' | 'twenty-one' | null {
	if (total > TWENTY_ONE) return 'bust';
	return total === TWENTY_ONE ? 'twenty-one' : null;
}
