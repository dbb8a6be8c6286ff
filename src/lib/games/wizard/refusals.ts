// Wizard's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams, SeatName } from '$lib/runtime/game-module';
import type { WizardEvent } from './machine';
import { trumpFrom, type WizardRefusal } from './rules';
import { trumpName } from './suits';

const number = (p: RefusalParams, key: string) => Number(p[key] ?? 0);

export const refusals: { [C in WizardRefusal['code']]: (p: RefusalParams) => string } = {
	wizard_needs_suit: () => m.wizard_error_wizard_needs_suit(),
	bid_out_of_range: (p) => m.wizard_error_bid_out_of_range({ cards: number(p, 'cards') }),
	bid_forbidden: (p) => m.wizard_error_bid_forbidden({ bid: number(p, 'bid'), cards: number(p, 'cards') }),
	bids_add_up: (p) => m.wizard_error_bids_add_up({ cards: number(p, 'cards') }),
	tricks_out_of_range: (p) => m.wizard_error_tricks_out_of_range({ cards: number(p, 'cards') }),
	tricks_over: (p) => m.wizard_error_tricks_over({ off: number(p, 'off'), cards: number(p, 'cards') }),
	tricks_under: (p) => m.wizard_error_tricks_under({ off: number(p, 'off'), cards: number(p, 'cards') }),
	no_such_round: () => m.wizard_error_no_such_round()
};

export function describeEvent(event: WizardEvent, nameOf: SeatName): string {
	switch (event.type) {
		case 'trump': {
			const trump = trumpFrom(event.card, event.suit);
			const name = typeof trump === 'string' ? trumpName(trump) : String(event.card);
			return m.wizard_event_trump({ round: event.round, trump: name });
		}
		case 'bid':
			return m.wizard_event_bid({ name: nameOf(event.seat), bid: String(event.bid) });
		case 'tricks':
			return m.wizard_event_tricks({ round: event.round });
		case 'correct':
			return m.wizard_event_correct({ round: String(event.round) });
	}
}
