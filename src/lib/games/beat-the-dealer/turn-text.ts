// What the last turn did, in words the table reads out: the card, who takes what, and whether
// the deck changed hands.
import { m } from '$lib/paraglide/messages.js';
import { cardLabel, rankLabel } from '../shared/card-names';
import type { Turn } from './machine';

/** How the table counts what is taken: a display choice, the numbers are the same. */
export type Unit = 'sips' | 'points';

export function unitOf(settings: Record<string, unknown>): Unit {
	return settings.unit === 'points' ? 'points' : 'sips';
}

export function amount(count: number, unit: Unit): string {
	return m.beat_the_dealer_amount({ count, unit });
}

/** "7, Q": the guesses of a turn, first and second. */
export function guessesOf(turn: Pick<Turn, 'first' | 'second'>): string {
	return [turn.first, turn.second].flatMap((guess) => (guess ? [cardLabel(guess)] : [])).join(', ');
}

export function turnResult(turn: Turn, nameOf: (seat: number) => string, unit: Unit): string[] {
	const dealer = nameOf(turn.dealer);
	const guesser = nameOf(turn.guesser);
	const card = cardLabel(turn.card);
	return turn.charges.map(({ reason, points }) => {
		const taken = amount(points, unit);
		switch (reason) {
			case 'dumb_guess':
				return m.beat_the_dealer_result_dumb({ guesser, amount: taken });
			case 'exact':
				return m.beat_the_dealer_result_exact({ card, dealer, amount: taken });
			case 'right_first':
				return m.beat_the_dealer_result_right_first({ card, dealer, amount: taken });
			case 'right_second':
				return m.beat_the_dealer_result_right_second({ card, dealer, amount: taken });
			case 'difference':
				return m.beat_the_dealer_result_missed({
					card,
					guesser,
					guess: rankLabel((turn.second ?? turn.first).rank),
					amount: taken
				});
		}
	});
}
