// Fuck the Dealer's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { AnyMachineSnapshot } from 'xstate';
import type { GameEvent, RuleError, SeatName } from '$lib/runtime/game-module';
import { describeCardRefusal } from '../shared/card-refusals';
import { enteredCardLabel } from '../shared/card-names';
import { guesserOf, type FtdSnapshot } from './machine';
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

export function describeEvent(event: GameEvent, nameOf: SeatName, now: AnyMachineSnapshot): string {
	const guess = (value: unknown) =>
		m.fuck_the_dealer_event_guess({ name: nameOf(guesserOf((now as FtdSnapshot).context, event.card)), guess: guessLabel(value) });
	switch (event.type) {
		case 'guessSuit':
			return guess(event.suit);
		case 'guessRank':
			return guess(event.rank);
		case 'guessSide':
			return guess(event.side);
		case 'card':
			return m.fuck_the_dealer_event_card({ card: enteredCardLabel(event) });
		default:
			return event.type;
	}
}
