// What each of The Dealer's actions carries; see runtime/event-schemas.ts. A number the table
// types may be left empty (null): the rules, not the schema, say what is missing.
import * as v from 'valibot';
import { fields, listOf, oneOf, whole, yesNo, type EventSchemas } from '$lib/runtime/event-schemas';
import type { theDealerMachine } from './machine';
import { ROLE_CARDS } from './rules/roles';
import { STANCES } from './rules';

const entry = v.nullable(whole);
const entries = listOf(entry);
const onDeal = fields({ deal: whole });
const bonus = { dealer: entries, frenemy: entries, sniper: entries };
const hand = fields({ cards: entries, destroy: v.optional(entry), extra: v.optional(entry) });

export const theDealerEvents: EventSchemas<typeof theDealerMachine> = {
	roles: fields({ roles: listOf(v.nullable(oneOf([...ROLE_CARDS, 'dealer']))), dealtByApp: yesNo }),
	frenemy: fields({ round: whole, target: whole, stance: oneOf(STANCES) }),
	sniper: fields({ round: whole, prediction: whole }),
	dealt: onDeal,
	start_countdown: onDeal,
	pause_countdown: onDeal,
	resume_countdown: onDeal,
	bank: fields({ deal: whole, seat: whole }),
	unbank: fields({ deal: whole, seat: whole }),
	close_discussion: onDeal,
	reveal: fields({ seat: whole, cards: entries, destroy: v.optional(entry) }),
	gamble: fields({ round: whole, card: entry }),
	stand: fields({ round: whole }),
	score: fields({ round: whole, ...bonus }),
	tiebreak: fields({ round: whole, seats: listOf(whole), guesses: entries, cards: entries }),
	correct: fields({
		round: whole,
		frenemy: v.nullable(fields({ target: entry, stance: v.nullable(oneOf(STANCES)) })),
		sniper: entry,
		hands: listOf(v.nullable(hand)),
		bonus: fields(bonus)
	})
};
