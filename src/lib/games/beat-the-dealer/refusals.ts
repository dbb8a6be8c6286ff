// Beat the Dealer's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { AnyMachineSnapshot } from 'xstate';
import type { GameEvent, RuleError, SeatName } from '$lib/runtime/game-module';
import { isRank } from '../shared/cards';
import { describeCardRefusal } from '../shared/card-refusals';
import { enteredCardLabel, rankLabel } from '../shared/card-names';
import { currentTurn, guesserOf, type BtdSnapshot } from './machine';

export function describeRefusal(error: RuleError): string {
	const { side, rank: given } = error.params ?? {};
	const rank = isRank(given) ? rankLabel(given) : String(given);
	switch (error.code) {
		case 'guess_needs_suit':
			return m.beat_the_dealer_error_guess_needs_suit();
		case 'guess_unknown_rank':
			return m.beat_the_dealer_error_guess_unknown_rank();
		case 'side_unknown':
			return m.beat_the_dealer_error_side_unknown();
		case 'side_impossible':
			return side === 'higher' ? m.beat_the_dealer_error_side_impossible_higher({ rank }) : m.beat_the_dealer_error_side_impossible_lower({ rank });
		case 'card_contradicts_side':
			return side === 'higher'
				? m.beat_the_dealer_error_card_contradicts_higher({ rank })
				: m.beat_the_dealer_error_card_contradicts_lower({ rank });
		case 'one_guess_needs_card':
			return m.beat_the_dealer_error_one_guess_needs_card();
		case 'dealer_must_change':
			return m.beat_the_dealer_error_dealer_must_change();
		case 'no_such_seat':
			return m.beat_the_dealer_error_no_such_seat();
		default:
			return describeCardRefusal(error) ?? m.error_not_now();
	}
}

export function describeEvent(event: GameEvent, nameOf: SeatName, now: AnyMachineSnapshot): string {
	const { context } = now as BtdSnapshot;
	switch (event.type) {
		case 'guess':
			return m.beat_the_dealer_event_guess({ name: nameOf(guesserOf(context, event.turn)), guess: enteredCardLabel(event) });
		case 'side':
			return event.side === 'higher' ? m.beat_the_dealer_event_higher() : m.beat_the_dealer_event_lower();
		case 'card':
			// A card of the turn still being played is held: the guesser may be reading this.
			if (event.turn === currentTurn(context)) return m.beat_the_dealer_event_card_hidden();
			return m.beat_the_dealer_event_card({ card: enteredCardLabel(event) });
		case 'dealer':
			return m.beat_the_dealer_event_dealer({ name: nameOf(event.seat) });
		default:
			return event.type;
	}
}
