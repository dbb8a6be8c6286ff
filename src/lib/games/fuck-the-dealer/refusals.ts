// Fuck the Dealer's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams, SeatName } from '$lib/runtime/game-module';
import { cardRefusals } from '../shared/card-refusals';
import { enteredCardLabel } from '../shared/card-names';
import { guesserOf, type FtdEvent, type FtdSnapshot } from './machine';
import type { FtdRefusal } from './rules';
import { guessLabel } from './step-text';

export const refusals: { [C in FtdRefusal['code']]: (p: RefusalParams) => string } = {
	...cardRefusals
};

export function describeEvent(event: FtdEvent, nameOf: SeatName, now: FtdSnapshot): string {
	const name = nameOf(guesserOf(now.context, event.card));
	const guess = (value: unknown) => m.fuck_the_dealer_event_guess({ name, guess: guessLabel(value) });
	switch (event.type) {
		case 'guess_suit':
			return guess(event.suit);
		case 'guess_rank':
			return guess(event.rank);
		case 'guess_side':
			return guess(event.side);
		case 'card':
			return m.fuck_the_dealer_event_card({ name, card: enteredCardLabel(event) });
	}
}
