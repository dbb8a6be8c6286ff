// Beat the Dealer's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams, SeatName } from '$lib/runtime/game-module';
import { isRank } from '../shared/cards';
import { cardRefusals } from '../shared/card-refusals';
import { enteredCardLabel, rankLabel } from '../shared/card-names';
import { currentTurn, guesserOf, seatInTurn, type BtdEvent, type BtdSnapshot } from './machine';
import type { BtdRefusal } from './rules';

const rankOf = (p: RefusalParams) => (isRank(p.rank) ? rankLabel(p.rank) : String(p.rank));

export const refusals: { [C in BtdRefusal['code']]: (p: RefusalParams) => string } = {
	guess_needs_suit: () => m.beat_the_dealer_error_guess_needs_suit(),
	side_impossible: (p) =>
		p.side === 'higher'
			? m.beat_the_dealer_error_side_impossible_higher({ rank: rankOf(p) })
			: m.beat_the_dealer_error_side_impossible_lower({ rank: rankOf(p) }),
	card_contradicts_side: (p) =>
		p.side === 'higher'
			? m.beat_the_dealer_error_card_contradicts_higher({ rank: rankOf(p) })
			: m.beat_the_dealer_error_card_contradicts_lower({ rank: rankOf(p) }),
	one_guess_needs_card: () => m.beat_the_dealer_error_one_guess_needs_card(),
	dealer_must_change: () => m.beat_the_dealer_error_dealer_must_change(),
	no_such_seat: () => m.beat_the_dealer_error_no_such_seat(),
	...cardRefusals
};

export function describeEvent(event: BtdEvent, nameOf: SeatName, now: BtdSnapshot): string {
	const { context } = now;
	const name = nameOf(guesserOf(context, event.turn));
	switch (event.type) {
		case 'guess':
			return m.beat_the_dealer_event_guess({ name, guess: enteredCardLabel(event) });
		case 'side': {
			const dealer = nameOf(seatInTurn(context, event.turn, 'dealer'));
			return event.side === 'higher'
				? m.beat_the_dealer_event_higher({ name: dealer })
				: m.beat_the_dealer_event_lower({ name: dealer });
		}
		case 'card':
			// A card of the turn still being played is held: the guesser may be reading this.
			if (event.turn === currentTurn(context)) return m.beat_the_dealer_event_card_hidden({ name });
			return m.beat_the_dealer_event_card({ name, card: enteredCardLabel(event) });
		case 'dealer':
			return m.beat_the_dealer_event_dealer({ name: nameOf(event.seat) });
	}
}
