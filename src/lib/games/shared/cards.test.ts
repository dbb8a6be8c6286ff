import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	RANKS,
	SUITS,
	cardsLeft,
	checkCardIsLeft,
	countByRank,
	enteredCard,
	leftByRank,
	mostLeftBySuit,
	cardFrom,
	rankValue,
	ranksInOrder,
	sideOf,
	unsuited,
	type Card
} from './cards';
import { propertyRuns } from '$support/property-runs';

const fullDeck: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));

describe('the deck', () => {
	it('has 13 ranks in 4 suits', () => {
		expect(fullDeck).toHaveLength(52);
		expect(new Set(fullDeck.map((c) => `${c.rank}${c.suit}`)).size).toBe(52);
	});

	it('counts the ace as 1, or 14 when played high', () => {
		expect(rankValue(1, false)).toBe(1);
		expect(rankValue(1, true)).toBe(14);
		expect(rankValue(13, true)).toBe(13);
		expect(ranksInOrder(false)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
		expect(ranksInOrder(true)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]);
	});

	it('counts the suits left from the cards entered with their suit; a card without one is counted apart', () => {
		expect(mostLeftBySuit([])).toEqual({ clubs: 13, diamonds: 13, hearts: 13, spades: 13 });
		const out: Card[] = [
			{ rank: 9, suit: 'hearts' },
			{ rank: 13 },
			{ rank: 4 },
			{ rank: 2, suit: 'hearts' },
			{ rank: 5, suit: 'spades' }
		];
		expect(mostLeftBySuit(out)).toEqual({ clubs: 13, diamonds: 13, hearts: 11, spades: 12 });
		expect(unsuited(out)).toBe(2);
		expect(mostLeftBySuit(fullDeck)).toEqual({ clubs: 0, diamonds: 0, hearts: 0, spades: 0 });
	});

	it('says which side a rank lies on, with equal as its own answer', () => {
		expect(sideOf(10, 7, false)).toBe('higher');
		expect(sideOf(1, 13, false)).toBe('lower');
		expect(sideOf(1, 13, true)).toBe('higher');
		expect(sideOf(4, 4, true)).toBe('equal');
	});

	it('counts what is out and what is left per rank', () => {
		const out: Card[] = [{ rank: 7 }, { rank: 7, suit: 'hearts' }, { rank: 12 }];
		expect(countByRank(out)[7]).toBe(2);
		expect(leftByRank(out)[7]).toBe(2);
		expect(leftByRank(out)[12]).toBe(3);
		expect(leftByRank(out)[1]).toBe(4);
		expect(cardsLeft(out)).toBe(49);
	});
});

describe('an entered card', () => {
	it('needs a rank, and a suit only where the game needs one (dropped otherwise)', () => {
		expect(cardFrom({ rank: 7, suit: 'hearts' }, false)).toEqual({ rank: 7 });
		expect(cardFrom({ rank: 7 }, true)).toEqual({ code: 'card_needs_suit' });
		expect(cardFrom({ rank: 7, suit: 'hearts' }, true)).toEqual({ rank: 7, suit: 'hearts' });
	});

	it('cannot be a rank whose four cards are out', () => {
		const out: Card[] = [{ rank: 5 }, { rank: 5 }, { rank: 5, suit: 'clubs' }, { rank: 5 }];
		expect(checkCardIsLeft({ rank: 5 }, out)).toEqual({ code: 'card_rank_all_out', params: { rank: 5 } });
		expect(checkCardIsLeft({ rank: 5, suit: 'spades' }, out)).toEqual({
			code: 'card_rank_all_out',
			params: { rank: 5 }
		});
		expect(checkCardIsLeft({ rank: 6 }, out)).toBeNull();
	});

	it('cannot be an exact card already out; a card entered without suit stands for any other', () => {
		const out: Card[] = [{ rank: 9, suit: 'hearts' }, { rank: 9 }];
		expect(checkCardIsLeft({ rank: 9, suit: 'hearts' }, out)).toEqual({
			code: 'card_already_out',
			params: { rank: 9, suit: 'hearts' }
		});
		expect(checkCardIsLeft({ rank: 9, suit: 'clubs' }, out)).toBeNull();
		expect(checkCardIsLeft({ rank: 9 }, out)).toBeNull();
	});

	it('is parsed and checked in one step', () => {
		expect(enteredCard({ rank: 2, suit: 'clubs' }, [], true)).toEqual({ rank: 2, suit: 'clubs' });
		expect(enteredCard({ rank: 2 }, [{ rank: 2 }, { rank: 2 }, { rank: 2 }, { rank: 2 }], false)).toEqual({
			code: 'card_rank_all_out',
			params: { rank: 2 }
		});
	});

	it('accepts every card of any shuffled deck in turn, and nothing after the last', () => {
		fc.assert(
			fc.property(fc.shuffledSubarray(fullDeck, { minLength: 52, maxLength: 52 }), fc.boolean(), (deck, withSuit) => {
				const out: Card[] = [];
				for (const card of deck) {
					const entered = enteredCard(card, out, withSuit);
					expect(entered).toEqual(withSuit ? card : { rank: card.rank });
					out.push(entered as Card);
				}
				expect(cardsLeft(out)).toBe(0);
				for (const card of fullDeck) expect(checkCardIsLeft(card, out)).not.toBeNull();
			}),
			{ numRuns: propertyRuns(50) }
		);
	});
});
