// Seats are indices into the seat order, clockwise; "left" is the next seat clockwise.

export function leftOf(seat: number, players: number): number {
	return (seat + 1) % players;
}

/** Every seat once, starting at `first` and going clockwise. */
export function clockwiseFrom(first: number, players: number): number[] {
	return Array.from({ length: players }, (_, i) => (first + i) % players);
}

/** The next seat clockwise after `seat` that is not `skipped` (the dealer, who never guesses). */
export function nextSeatSkipping(seat: number, skipped: number, players: number): number {
	const next = leftOf(seat, players);
	return next === skipped ? leftOf(next, players) : next;
}
