// The standard 52-card deck that games played with a real deck follow card by card: its
// vocabulary, card values, what is out and what is left, and checks on an entered card.
// Ranks are numbers (ace = 1, jack = 11, queen = 12, king = 13) so values are plain arithmetic;
// a game that plays ace high asks rankValue for 14.
import type { RuleError } from '$lib/runtime/game-module';

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type Rank = (typeof RANKS)[number];

export const ACE: Rank = 1;
export const DECK_SIZE = 52;

/** The card being played after `turned` cards: 1 to 52 (the last stays 52 when the deck is done). */
export function cardInPlay(turned: number): number {
	return Math.min(turned + 1, DECK_SIZE);
}

export const CARDS_PER_RANK = 4;

/** A card as entered at the table: the suit only where the game needs it. */
export type Card = { rank: Rank; suit?: Suit };

/** Why an entered card cannot be the one turned; each has a message in card-refusals.ts. */
export type CardRefusal = RuleError<'card_needs_suit' | 'card_rank_all_out' | 'card_already_out'>;

/** A count per rank. */
export type ByRank<T> = Record<Rank, T>;

export function isRank(value: unknown): value is Rank {
	return (RANKS as readonly unknown[]).includes(value);
}

export function isSuit(value: unknown): value is Suit {
	return (SUITS as readonly unknown[]).includes(value);
}

/** Ace is 1, or 14 where the game plays ace high; the rest keep their rank. */
export function rankValue(rank: Rank, aceHigh: boolean): number {
	return rank === ACE && aceHigh ? 14 : rank;
}

/** Where a card lies from another: both games ask "higher or lower?". */
export const SIDES = ['higher', 'lower'] as const;
export type Side = (typeof SIDES)[number];

/** Which side of `from` the rank `rank` lies on, or 'equal' for the same value. */
export function sideOf(rank: Rank, from: Rank, aceHigh: boolean): Side | 'equal' {
	const difference = rankValue(rank, aceHigh) - rankValue(from, aceHigh);
	return difference > 0 ? 'higher' : difference < 0 ? 'lower' : 'equal';
}

/** Ranks from the lowest value to the highest. */
export function ranksInOrder(aceHigh: boolean): Rank[] {
	return [...RANKS].sort((a, b) => rankValue(a, aceHigh) - rankValue(b, aceHigh));
}

export function byRank<T>(make: (rank: Rank) => T): ByRank<T> {
	// A loop, not Object.fromEntries: the rules build one of these for nearly every card entered.
	const made = {} as ByRank<T>;
	for (const rank of RANKS) made[rank] = make(rank);
	return made;
}

/** How many of each rank are among these cards. */
export function countByRank(cards: readonly Card[]): ByRank<number> {
	const counts = byRank(() => 0);
	for (const card of cards) counts[card.rank] += 1;
	return counts;
}

/** How many of each rank can still come, given the cards that are out. */
export function leftByRank(out: readonly Card[]): ByRank<number> {
	const counts = countByRank(out);
	return byRank((rank) => CARDS_PER_RANK - counts[rank]);
}

const CARDS_PER_SUIT = 13;

/**
 * The most cards of each suit that can still come: those not entered face up with that suit.
 * A card entered without its suit could be any, so it is counted for none (see unsuited).
 */
export function mostLeftBySuit(out: readonly Card[]): Record<Suit, number> {
	const left = Object.fromEntries(SUITS.map((suit) => [suit, CARDS_PER_SUIT])) as Record<Suit, number>;
	for (const card of out) if (card.suit) left[card.suit] -= 1;
	return left;
}

/** How many of these cards were entered without their suit. */
export function unsuited(out: readonly Card[]): number {
	return out.filter((card) => !card.suit).length;
}

export function cardsLeft(out: readonly Card[]): number {
	return DECK_SIZE - out.length;
}

/**
 * The card an action enters, as the rules keep it: the suit is required where the game needs
 * it and dropped where it does not, so a stored card never carries a suit nobody checked.
 */
export function cardFrom(entry: Card, withSuit: boolean): Card | CardRefusal {
	if (!withSuit) return { rank: entry.rank };
	if (!entry.suit) return { code: 'card_needs_suit' };
	return { rank: entry.rank, suit: entry.suit };
}

/**
 * A card from an action the rules have taken: its rank, and its suit where the game needs it
 * (as cardFrom reads it, so a stored card never carries a suit nobody checked).
 */
export function takenCard(entry: Card, withSuit: boolean): Card {
	return withSuit && entry.suit ? { rank: entry.rank, suit: entry.suit } : { rank: entry.rank };
}

export function isRuleError(value: unknown): value is RuleError {
	return typeof value === 'object' && value !== null && 'code' in value;
}

/**
 * Whether this card can still be in the deck, given the cards already out. Cards entered
 * without a suit stand for any suit not otherwise accounted for, so per rank it is enough that
 * at most four are out and no exact card is out twice.
 */
export function checkCardIsLeft(card: Card, out: readonly Card[]): CardRefusal | null {
	const sameRank = out.filter((other) => other.rank === card.rank);
	if (sameRank.length >= CARDS_PER_RANK) return { code: 'card_rank_all_out', params: { rank: card.rank } };
	if (card.suit && sameRank.some((other) => other.suit === card.suit)) {
		return { code: 'card_already_out', params: { rank: card.rank, suit: card.suit } };
	}
	return null;
}

/** Reads and checks an entered card in one step: the card, or why it cannot be the one turned. */
export function enteredCard(entry: Card, out: readonly Card[], withSuit: boolean): Card | CardRefusal {
	const card = cardFrom(entry, withSuit);
	if (isRuleError(card)) return card;
	return checkCardIsLeft(card, out) ?? card;
}
