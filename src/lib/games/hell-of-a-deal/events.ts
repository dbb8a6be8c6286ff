// What each Hell of a Deal action carries; see runtime/event-schemas.ts.
import * as v from 'valibot';
import {
	bare,
	fields,
	listOf,
	oneOf,
	signedWhole,
	text,
	whole,
	yesNo,
	type EventSchemas
} from '$lib/runtime/event-schemas';
import type { hellMachine } from './machine';
import {
	ADJUSTABLE,
	BONES,
	CHIPS,
	FAVOR_PRICES,
	MINIONS,
	OFFERINGS,
	PRINTED_FAVORS,
	RED_JACK_HANDS,
	RESULTS
} from './rules';

const turn = { seat: whole, round: whole, phase: whole };
const bossCard = v.variant('id', [
	fields({ id: oneOf(MINIONS) }),
	fields({ id: v.literal('custom'), name: text, penalty: whole })
]);
const chipPlay = fields({
	chip: oneOf(CHIPS),
	as: v.optional(oneOf(CHIPS)),
	heal: v.nullish(whole),
	offering: v.optional(oneOf(OFFERINGS))
});

export const hellEvents: EventSchemas<typeof hellMachine> = {
	begin: fields({ minions: listOf(bossCard), devil: whole, temptation: listOf(whole) }),
	reveal: bare,
	deal: bare,
	heart: fields({ hearts: whole }),
	bet: fields({ ...turn, plays: listOf(chipPlay) }),
	fold: fields({ ...turn, bones: oneOf(BONES) }),
	extra_card: fields({ ...turn, temptation: yesNo }),
	red_jack: fields({ seat: whole, round: whole, hand: oneOf(RED_JACK_HANDS), handChanged: yesNo }),
	toll: fields({ seat: whole, souls: whole }),
	play_favor: fields({
		seat: whole,
		name: v.optional(text),
		price: oneOf(FAVOR_PRICES),
		instant: yesNo,
		favor: v.optional(oneOf(PRINTED_FAVORS))
	}),
	showdown: fields({ results: listOf(v.nullable(oneOf(RESULTS))) }),
	assign: fields({ seat: whole, overflow: whole }),
	cleanup: bare,
	adjust: fields({ seat: v.nullable(whole), what: oneOf(ADJUSTABLE), by: signedWhole, note: v.optional(text) })
};
