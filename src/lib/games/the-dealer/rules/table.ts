// The table's order: how many rounds a game has, who deals each, and who reveals in turn.
import { clockwiseFrom, leftOf } from '../../shared/seating';

/** 3 players: everyone deals twice; 4-6 players: everyone deals once. */
export function roundCount(players: number): number {
	return players === 3 ? 6 : players;
}

/** Round numbers start at 1; the Dealer card passes left every round. */
export function dealerOf(round: number, firstDealer: number, players: number): number {
	return (firstDealer + round - 1) % players;
}

/** The reveal (and every "in turn" step) goes clockwise from the Dealer's left; the Dealer has no cards. */
export function revealOrder(dealer: number, players: number): number[] {
	return clockwiseFrom(leftOf(dealer, players), players).filter((seat) => seat !== dealer);
}
