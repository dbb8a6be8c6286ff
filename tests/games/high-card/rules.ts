// High Card, a game that lives only in the tests: each round every player enters the card they
// turned (2 to 10, then Jack 11, Queen 12, King 13, Ace 14); the highest card scores a point,
// shared by everyone who turned it; the first to 3 points wins, together if they reach it at once.
import type { RuleError } from '$lib/runtime/game-module';

export const LOWEST = 2;
export const HIGHEST = 14;
export const TARGET = 3;

export type HighCardRefusal = RuleError<'high_card_no_such_card'>;

export function checkCard(rank: number): HighCardRefusal | null {
	return rank >= LOWEST && rank <= HIGHEST ? null : { code: 'high_card_no_such_card' };
}

/** The seats that turned the round's highest card. */
export function roundWinners(cards: readonly number[]): number[] {
	const best = Math.max(...cards);
	return cards.flatMap((card, seat) => (card === best ? [seat] : []));
}

/** Each seat's points after the rounds played. */
export function totalsOf(rounds: readonly (readonly number[])[], players: number): number[] {
	const totals = Array.from({ length: players }, () => 0);
	for (const cards of rounds) for (const seat of roundWinners(cards)) totals[seat]!++;
	return totals;
}
