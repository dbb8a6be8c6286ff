// What each Fuck the Dealer action carries; see runtime/event-schemas.ts.
import { fields, whole, type EventSchemas } from '$lib/runtime/event-schemas';
import { cardFields, rank, side, suit } from '../shared/card-schemas';
import type { fuckTheDealerMachine } from './machine';

export const fuckTheDealerEvents: EventSchemas<typeof fuckTheDealerMachine> = {
	guess_suit: fields({ card: whole, suit }),
	guess_rank: fields({ card: whole, rank }),
	guess_side: fields({ card: whole, side }),
	card: fields({ card: whole, ...cardFields })
};
