import * as fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eventSchema, isWellFormedEvent } from './event';
import { propertyRuns } from '$support/property-runs';

const good = {
	id: 'e-1',
	gameId: 'g_1',
	seq: 3,
	type: 'bid',
	payload: { round: 2, seat: 0, bid: 1, cards: ['AS', null] },
	at: 1_700_000_000_000
};

/** Values a damaged or hand-edited file could hold where an event's field should be. */
const oddValue = fc.oneof(
	fc.constantFrom(
		'',
		'a b',
		'-',
		'x'.repeat(101),
		'1bid',
		'bid!',
		0,
		-1,
		1.5,
		2,
		NaN,
		Infinity,
		null,
		true,
		[],
		[1],
		{},
		{ a: [[[[[[[1]]]]]]] },
		{ s: 'x'.repeat(201) }
	),
	fc.anything()
);

describe('isWellFormedEvent, the fast path for the events of a file or another phone', () => {
	it('accepts a well-formed event, as the schema does', () => {
		expect(isWellFormedEvent(good)).toBe(true);
		expect(v.is(eventSchema, good)).toBe(true);
	});

	it.each([
		['a missing field', { ...good, at: undefined }],
		['an extra field', { ...good, extra: 1 }],
		['seq 0', { ...good, seq: 0 }],
		['a fractional seq', { ...good, seq: 1.5 }],
		['an id with a space', { ...good, id: 'a b' }],
		['an id of 101 characters', { ...good, gameId: 'g'.repeat(101) }],
		['a type starting with a digit', { ...good, type: '1bid' }],
		['a payload that is a list', { ...good, payload: [1] }],
		['a payload too deep', { ...good, payload: { a: [[[[[[1]]]]]] } }],
		['a time that is not finite', { ...good, at: Infinity }],
		['an object on a list as prototype', Object.setPrototypeOf({ ...good }, [0])]
	])('refuses %s', (_, event) => {
		expect(isWellFormedEvent(event)).toBe(false);
	});

	it('never accepts an event the schema refuses', () => {
		const fields = Object.keys(good) as (keyof typeof good)[];
		const mutated = fc
			.tuple(
				fc.subarray(fields),
				fc.array(oddValue, { minLength: fields.length, maxLength: fields.length }),
				fc.option(fc.tuple(fc.string(), oddValue))
			)
			.map(([changed, values, extra]) => {
				const event: Record<string, unknown> = { ...good };
				changed.forEach((field, i) => (values[i] === undefined ? delete event[field] : (event[field] = values[i])));
				if (extra) event[extra[0]] = extra[1];
				return event;
			});
		fc.assert(
			fc.property(mutated, (event) => {
				if (isWellFormedEvent(event)) expect(v.is(eventSchema, event)).toBe(true);
			}),
			{ numRuns: propertyRuns(5_000) }
		);
	});
});
