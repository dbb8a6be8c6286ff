// Wizard's rules as pure functions; the readings taken are in docs/rules.md.
// Seats are indices into the seat order; bids and tricks are arrays indexed by seat.
import type { RuleError } from '$lib/runtime/game-module';
import { SUITS, type Suit } from '../shared/cards';
import { clockwiseFrom, leftOf } from '../shared/seating';

/** Every reason Wizard's rules give for refusing an action; each has a message in refusals.ts. */
export type WizardRefusal = RuleError<
	| 'wizard_needs_suit'
	| 'bid_out_of_range'
	| 'bid_forbidden'
	| 'bids_add_up'
	| 'tricks_out_of_range'
	| 'tricks_over'
	| 'tricks_under'
	| 'no_such_round'
>;

// The suits are the standard deck's; Wizard adds Jesters and Wizards to them.
export { SUITS, type Suit };

/** What the turned card can be, as far as trump is concerned. */
export const TURNED_CARDS = [...SUITS, 'jester', 'wizard'] as const;
export type TurnedCard = (typeof TURNED_CARDS)[number];

export type Trump = Suit | 'none';

/** 52 standard cards, 4 Wizards and 4 Jesters. */
export const WIZARD_DECK_SIZE = 60;

export function roundCount(players: number): number {
	return WIZARD_DECK_SIZE / players;
}

/** Round numbers start at 1; the deal passes left every round. */
export function dealerOf(round: number, firstDealer: number, players: number): number {
	return (firstDealer + round - 1) % players;
}

/** The dealer's left bids first, the dealer last. */
export function biddingOrder(round: number, firstDealer: number, players: number): number[] {
	return clockwiseFrom(leftOf(dealerOf(round, firstDealer, players), players), players);
}

/** In the last round every card is dealt, so no card is turned and there is no trump. */
export function hasTrumpCard(round: number, players: number): boolean {
	return round < roundCount(players);
}

/** The trump a turned card makes: a Wizard lets the dealer pick a suit ("no trump" is not allowed). */
export function trumpFrom(card: TurnedCard, dealerChoice: Suit | undefined): Trump | WizardRefusal {
	if (card === 'jester') return 'none';
	if (card === 'wizard') return dealerChoice ?? { code: 'wizard_needs_suit' };
	return card;
}

/** A bid or a seat's tricks: from none to every card dealt this round. */
export function isCount(value: number, max: number): boolean {
	return value >= 0 && value <= max;
}

/** The one bid the dealer may not make so that the bids do not add up; null when none. */
export function forbiddenDealerBid(cards: number, otherBids: readonly number[]): number | null {
	const rest = cards - sum(otherBids);
	return rest >= 0 ? rest : null;
}

export function checkBid(
	cards: number,
	bid: number,
	options: { isDealer: boolean; otherBids: readonly number[]; noEqualBids: boolean }
): WizardRefusal | null {
	if (!isCount(bid, cards)) return { code: 'bid_out_of_range', params: { cards } };
	if (options.noEqualBids && options.isDealer && bid === forbiddenDealerBid(cards, options.otherBids)) {
		return { code: 'bid_forbidden', params: { bid, cards } };
	}
	return null;
}

export function checkTricks(cards: number, tricks: readonly number[], players: number): WizardRefusal | null {
	if (tricks.length !== players || !tricks.every((t) => isCount(t, cards))) {
		return { code: 'tricks_out_of_range', params: { cards } };
	}
	const off = sum(tricks) - cards;
	if (off > 0) return { code: 'tricks_over', params: { off, cards } };
	if (off < 0) return { code: 'tricks_under', params: { off: -off, cards } };
	return null;
}

/** Exactly the bid: 20 + 10 per trick; otherwise -10 per trick off, over or under. */
export function roundScore(bid: number, tricks: number): number {
	return bid === tricks ? 20 + 10 * tricks : -10 * Math.abs(bid - tricks);
}

/** Every seat took exactly the tricks it bid: the round the tricks form opens on. */
export function everyoneMadeTheirBid(bids: readonly number[], tricks: readonly number[]): boolean {
	return bids.length === tricks.length && bids.every((bid, seat) => tricks[seat] === bid);
}

export type PlayedRound = { trump: Trump; bids: number[]; tricks: number[] };

/** Per round, every seat's running total after it. */
export function runningTotals(rounds: readonly PlayedRound[], players: number): number[][] {
	const totals: number[][] = [];
	let running = new Array<number>(players).fill(0);
	for (const round of rounds) {
		running = running.map((total, seat) => total + roundScore(round.bids[seat] ?? 0, round.tricks[seat] ?? 0));
		totals.push(running);
	}
	return totals;
}

export function sum(values: readonly number[]): number {
	return values.reduce((total, value) => total + value, 0);
}

/** A whole round's bids and tricks, as entered when a past round is corrected. */
export function checkPlayedRound(
	cards: number,
	bids: readonly number[],
	tricks: readonly number[],
	options: { players: number; noEqualBids: boolean }
): WizardRefusal | null {
	if (bids.length !== options.players || !bids.every((b) => isCount(b, cards))) {
		return { code: 'bid_out_of_range', params: { cards } };
	}
	if (options.noEqualBids && sum(bids) === cards) return { code: 'bids_add_up', params: { cards } };
	return checkTricks(cards, tricks, options.players);
}
