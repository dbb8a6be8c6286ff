// What each Wizard action carries; see runtime/event-schemas.ts.
import * as v from 'valibot';
import { fields, listOf, oneOf, whole, type EventSchemas } from '$lib/runtime/event-schemas';
import { suit } from '../shared/card-schemas';
import type { wizardMachine } from './machine';
import { TURNED_CARDS } from './rules';

export const wizardEvents: EventSchemas<typeof wizardMachine> = {
	trump: fields({ round: whole, card: oneOf(TURNED_CARDS), suit: v.optional(suit) }),
	bid: fields({ round: whole, seat: whole, bid: whole }),
	tricks: fields({ round: whole, tricks: listOf(whole) }),
	correct: fields({ round: whole, bids: listOf(whole), tricks: listOf(whole) })
};
