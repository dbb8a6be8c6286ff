// Fuck the Dealer's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { GameEvent, RuleError } from '$lib/runtime/game-module';
import { describeCardRefusal } from '../shared/card-refusals';
import { enteredCardLabel } from '../shared/card-names';
import { guessLabel } from './step-text';

export function describeRefusal(error: RuleError): string {
	switch (error.code) {
		case 'guess_needs_suit':
			return m.fuck_the_dealer_error_guess_needs_suit();
		case 'guess_unknown_rank':
			return m.fuck_the_dealer_error_guess_unknown_rank();
		case 'guess_needs_side':
			return m.fuck_the_dealer_error_guess_needs_side();
		case 'guess_first':
			return m.fuck_the_dealer_error_guess_first();
		default:
			return describeCardRefusal(error) ?? m.error_not_now();
	}
}

export function describeEvent(event: GameEvent): string {
	switch (event.type) {
		case 'guessSuit':
			return m.fuck_the_dealer_event_guess({ guess: guessLabel(event.suit) });
		case 'guessRank':
			return m.fuck_the_dealer_event_guess({ guess: guessLabel(event.rank) });
		case 'guessSide':
			return m.fuck_the_dealer_event_guess({ guess: guessLabel(event.side) });
		case 'card':
			return m.fuck_the_dealer_event_card({ card: enteredCardLabel(event) });
		default:
			return event.type;
	}
}
