// Seats are indices into the seat order, clockwise; "left" is the next seat clockwise.

export function leftOf(seat: number, players: number): number {
	return (seat + 1) % players;
}

/** Every seat once, starting at `first` and going clockwise. */
export function clockwiseFrom(first: number, players: number): number[] {
	// A loop, not Array.from({ length }): replay asks this several times an event, and V8's
	// Array.from over an array-like was the largest single cost of replaying an import.
	const seats = new Array<number>(players);
	for (let i = 0; i < players; i++) seats[i] = (first + i) % players;
	return seats;
}

/** The next seat clockwise after `seat` that is not `skipped` (the dealer, who never guesses). */
export function nextSeatSkipping(seat: number, skipped: number, players: number): number {
	const next = leftOf(seat, players);
	return next === skipped ? leftOf(next, players) : next;
}
