// How actions carry cards and words of the standard deck, for the games' event schemas.
import * as v from 'valibot';
import { oneOf } from '$lib/runtime/event-schemas';
import { RANKS, SIDES, SUITS } from './cards';

export const rank = oneOf(RANKS);
export const suit = oneOf(SUITS);
export const side = oneOf(SIDES);
/** A card's fields: its rank, and its suit where one was entered. */
export const cardFields = { rank, suit: v.optional(suit) };
