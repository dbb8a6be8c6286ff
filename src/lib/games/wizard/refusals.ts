// Wizard's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { GameEvent, RuleError, SeatName } from '$lib/runtime/game-module';
import { trumpFrom } from './rules';
import { trumpName } from './suits';

export function describeRefusal(error: RuleError): string {
	const p = error.params ?? {};
	switch (error.code) {
		case 'wizard_needs_suit':
			return m.wizard_error_wizard_needs_suit();
		case 'bid_out_of_range':
			return m.wizard_error_bid_out_of_range({ cards: p.cards ?? 0 });
		case 'bid_forbidden':
			return m.wizard_error_bid_forbidden({ bid: p.bid ?? 0, cards: p.cards ?? 0 });
		case 'bids_add_up':
			return m.wizard_error_bids_add_up({ cards: p.cards ?? 0 });
		case 'tricks_out_of_range':
			return m.wizard_error_tricks_out_of_range({ cards: p.cards ?? 0 });
		case 'tricks_over':
			return m.wizard_error_tricks_over({ off: p.off ?? 0, cards: p.cards ?? 0 });
		case 'tricks_under':
			return m.wizard_error_tricks_under({ off: p.off ?? 0, cards: p.cards ?? 0 });
		case 'stale':
			return m.wizard_error_stale({ round: p.round ?? '' });
		case 'stale_bidder':
			return m.wizard_error_stale_bidder();
		case 'no_such_round':
			return m.wizard_error_no_such_round();
		default:
			return m.error_not_now();
	}
}

export function describeEvent(event: GameEvent, nameOf: SeatName): string {
	switch (event.type) {
		case 'trump': {
			const trump = trumpFrom(event.card, event.suit);
			return m.wizard_event_trump({ trump: typeof trump === 'string' ? trumpName(trump) : String(event.card) });
		}
		case 'bid':
			return m.wizard_event_bid({ name: nameOf(event.seat), bid: String(event.bid) });
		case 'tricks':
			return m.wizard_event_tricks();
		case 'correct':
			return m.wizard_event_correct({ round: String(event.round) });
		default:
			return event.type;
	}
}
