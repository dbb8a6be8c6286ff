import { m } from '$lib/paraglide/messages.js';
import type { Suit, Trump } from './rules';

export const SUIT_SYMBOLS: Record<Suit, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

export function suitName(suit: Suit): string {
	return { clubs: m.suit_clubs, diamonds: m.suit_diamonds, hearts: m.suit_hearts, spades: m.suit_spades }[suit]();
}

export function trumpName(trump: Trump): string {
	return trump === 'none' ? m.wizard_no_trump() : `${SUIT_SYMBOLS[trump]} ${suitName(trump)}`;
}
