// For the judge's tests: cards written as at a poker table, "Jh 9c As Td 2s" (T is the ten).
import type { Rank, Suit } from '../../shared/cards';
import { cardCode, type CardCode, type SuitedCard } from './evaluate';

const RANK_LETTERS: Record<string, Rank> = {
	A: 1,
	K: 13,
	Q: 12,
	J: 11,
	T: 10,
	'9': 9,
	'8': 8,
	'7': 7,
	'6': 6,
	'5': 5,
	'4': 4,
	'3': 3,
	'2': 2
};
const SUIT_LETTERS: Record<string, Suit> = { c: 'clubs', d: 'diamonds', h: 'hearts', s: 'spades' };

export function cards(text: string): SuitedCard[] {
	if (text.trim() === '') return [];
	return text
		.trim()
		.split(/\s+/)
		.map((word) => {
			const rank = RANK_LETTERS[word[0]!];
			const suit = SUIT_LETTERS[word[1]!];
			if (rank === undefined || suit === undefined || word.length !== 2) throw new Error(`not a card: ${word}`);
			return { rank, suit };
		});
}

export function codes(text: string): CardCode[] {
	return cards(text).map(cardCode);
}

/** Back to the table's writing, for readable failures and expectations. */
export function written(list: readonly SuitedCard[]): string {
	const letter = (rank: Rank) => Object.keys(RANK_LETTERS).find((key) => RANK_LETTERS[key] === rank)!;
	return list.map((card) => letter(card.rank) + card.suit[0]).join(' ');
}
