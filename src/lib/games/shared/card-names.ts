// How the deck's cards are written on screen: short rank labels, suit names and symbols.
import { m } from '$lib/paraglide/messages.js';
import { isRank, isSuit, type Card, type Rank, type Suit } from './cards';

export const SUIT_SYMBOLS: Record<Suit, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

export function suitName(suit: Suit): string {
	return { clubs: m.suit_clubs, diamonds: m.suit_diamonds, hearts: m.suit_hearts, spades: m.suit_spades }[suit]();
}

/** A, 2 … 10, J, Q, K. */
export function rankLabel(rank: Rank): string {
	switch (rank) {
		case 1:
			return m.cards_ace_short();
		case 11:
			return m.cards_jack_short();
		case 12:
			return m.cards_queen_short();
		case 13:
			return m.cards_king_short();
		default:
			return String(rank);
	}
}

/** "Q♥", or "Q" for a card entered without its suit. */
export function cardLabel(card: Card): string {
	return rankLabel(card.rank) + (card.suit ? SUIT_SYMBOLS[card.suit] : '');
}

/** A card (or guess) as stored in an event's payload, for the game's record; raw if it is not one. */
export function enteredCardLabel(payload: Readonly<Record<string, unknown>>): string {
	if (!isRank(payload.rank)) return String(payload.rank);
	return cardLabel(isSuit(payload.suit) ? { rank: payload.rank, suit: payload.suit } : { rank: payload.rank });
}
