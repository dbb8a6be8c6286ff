// A player's hand at the reveal: the cards they hold, what they score, and a typed hand checked.
import type { Role } from './roles';
import {
	GIANT_RANGE,
	SAFE_RANGE,
	type Entry,
	type Hand,
	type HandEntry,
	type HandOutcome,
	type TheDealerRefusal
} from './vocabulary';

export function safeRange(role: Role): { min: number; max: number } {
	return role === 'giant' ? GIANT_RANGE : SAFE_RANGE;
}

/** A value entered, not a field left empty (its schema made sure it is a whole number). */
export function isCardValue(value: Entry): value is number {
	return value !== null;
}

/** The values of entries the rules have checked (so none is empty). */
export function cardValues(entries: readonly Entry[]): number[] {
	// Stryker disable next-line MethodExpression: checked entries hold no empty one; the filter narrows the type
	return entries.filter(isCardValue);
}

export function sum(values: readonly number[]): number {
	return values.reduce((total, value) => total + value, 0);
}

/** The hand before any Gambler's card: the Destroyer's cards gone, then the range. */
export function baseOutcome(cards: readonly number[], role: Role, destroy: number | null): HandOutcome {
	// A Destroyer who named no number (null) destroys nothing: no card is null.
	const kept = role === 'destroyer' ? cards.filter((card) => card !== destroy) : [...cards];
	const total = sum(kept);
	const { min, max } = safeRange(role);
	const bust = total < min || total > max;
	return { kept, destroyed: cards.length - kept.length, total, bust, score: bust ? 0 : total };
}

/** The Gambler's extra card: a 0 busts them; any other value is added, whatever the total. */
export function handOutcome(hand: Hand, role: Role): HandOutcome {
	const base = baseOutcome(hand.cards, role, hand.destroy);
	if (role !== 'gambler' || base.bust || hand.extra === null) return base;
	const kept = [...base.kept, hand.extra];
	if (hand.extra === 0) return { ...base, kept, bust: true, score: 0 };
	const total = base.total + hand.extra;
	return { ...base, kept, total, score: total };
}

/** How many cards a player holds at the reveal: one per deal they took, plus the Secret Keeper's. */
export function cardsHeld(seat: number, deals: readonly (readonly number[])[], role: Role): number {
	const dealt = deals.filter((deal) => deal.includes(seat)).length;
	return dealt + (role === 'secretKeeper' ? 1 : 0);
}

export function checkHand(hand: HandEntry, role: Role, held: number): TheDealerRefusal | null {
	const { cards, destroy = null, extra = null } = hand;
	if (cards.length !== held) return { code: 'cards_count', params: { count: held } };
	if (!cards.every(isCardValue)) return { code: 'card_value' };
	if (role === 'destroyer' ? !isCardValue(destroy) : destroy !== null) return { code: 'destroy_number' };
	if (extra !== null) {
		if (role !== 'gambler') return { code: 'not_gambler' };
		if (baseOutcome(cardValues(cards), role, destroy).bust) return { code: 'gamble_after_bust' };
	}
	return null;
}
