// What each Beat the Dealer action carries; see runtime/event-schemas.ts.
import { fields, oneOf, whole, type EventSchemas } from '$lib/runtime/event-schemas';
import { cardFields, side } from '../shared/card-schemas';
import type { beatTheDealerMachine } from './machine';

export const beatTheDealerEvents: EventSchemas<typeof beatTheDealerMachine> = {
	guess: fields({ turn: whole, try: oneOf(['first', 'second']), ...cardFields }),
	side: fields({ turn: whole, side }),
	card: fields({ turn: whole, ...cardFields }),
	dealer: fields({ turn: whole, seat: whole })
};
