// Events are read against their schemas where they enter the runtime: a stored event of the wrong
// shape is refused as unreadable, naming its field, and a rule that throws is a bug that reaches
// the caller, never renamed "unreadable".
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { EventRecord } from '$lib/model';
import { toyGame } from '../../../tests/fixtures/toy-game';
import { wizardGame } from '$lib/games/wizard/game';
import { fields, listOf, oneOf, readEvent, whole } from './event-schemas';
import { defineGame } from './define-game';
import { replay } from './replay';

const setup = { seats: ['a', 'b', 'c'], firstDealer: 0, settings: {} };
const schemas = {
	bid: fields({ round: whole, bid: whole }),
	tricks: fields({ tricks: listOf(whole) }),
	trump: fields({ suit: v.optional(oneOf(['hearts', 'spades'])) })
};
const event = (type: string, fields: Record<string, unknown>) => ({ type, at: 0, ...fields });

describe('reading an event against its schema', () => {
	it('takes an event that fits, and ignores fields the schema does not name', () => {
		expect(readEvent(schemas, event('bid', { round: 1, bid: 0 }))).toBeNull();
		expect(readEvent(schemas, event('bid', { round: 1, bid: 2, note: 'older versions stored more' }))).toBeNull();
		expect(readEvent(schemas, event('trump', {}))).toBeNull();
	});

	it('names the field that is not a whole number', () => {
		for (const bid of [1.5, -1, '2', true, Number.NaN]) {
			expect(readEvent(schemas, event('bid', { round: 1, bid }))).toEqual({
				code: 'unreadable',
				params: { field: 'bid', expected: 'whole' }
			});
		}
	});

	it('names a missing field, a list that is not one, an entry of a list, and a word it does not know', () => {
		expect(readEvent(schemas, event('bid', { bid: 1 }))).toEqual({
			code: 'unreadable',
			params: { field: 'round', expected: 'present' }
		});
		expect(readEvent(schemas, event('tricks', { tricks: 'x' }))).toEqual({
			code: 'unreadable',
			params: { field: 'tricks', expected: 'list' }
		});
		expect(readEvent(schemas, event('tricks', { tricks: [1, 1, 'x'] }))).toEqual({
			code: 'unreadable',
			params: { field: 'tricks.2', expected: 'whole' }
		});
		expect(readEvent(schemas, event('trump', { suit: 'stars' }))).toEqual({
			code: 'unreadable',
			params: { field: 'suit', expected: 'choice' }
		});
	});

	it('leaves an action it has no schema for to the runtime, which refuses it as not now', () => {
		expect(readEvent(schemas, event('jump', {}))).toBeNull();
	});
});

const stored = (seq: number, type: string, payload: Record<string, unknown>): EventRecord => ({
	id: `e${seq}`,
	gameId: 'g',
	seq,
	type,
	payload,
	at: seq
});

describe('a stored event of the wrong shape', () => {
	it('is refused on replay as unreadable, with the field named in the player’s words', () => {
		const log = [stored(1, 'trump', { round: 1, card: 'hearts' }), stored(2, 'bid', { round: 1, seat: 1, bid: '1' })];
		const { refused, snapshot } = replay(wizardGame, setup, log);
		expect(refused.map(({ record, refusal }) => [record.seq, refusal])).toEqual([
			[2, { code: 'unreadable', params: { field: 'bid', expected: 'whole' } }]
		]);
		expect(snapshot.context.bids).toEqual([null, null, null]);
		expect(wizardGame.describe(refused[0]!.refusal)).toBe(
			'This action is stored in a form this version of the app cannot read: bid must be a whole number.'
		);
	});

	it('is read after its upcasters, in the shape this version stores', () => {
		// Version 1 of the toy game stored an add's points as "points"; version 2 reads "n".
		const log = [stored(1, 'add', { turn: 1, points: 2 }), stored(2, 'add', { turn: 2, points: 'two' })];
		const { refused, snapshot } = replay(toyGame, setup, log, { rulesVersion: 1 });
		expect(snapshot.context.total).toBe(2);
		expect(refused.map(({ refusal }) => refusal)).toEqual([
			{ code: 'unreadable', params: { field: 'n', expected: 'whole' } }
		]);
	});
});

describe('a rule that throws', () => {
	const buggy = defineGame({
		...toyGame,
		checks: {
			...toyGame.checks,
			add: () => {
				throw new TypeError('a bug in a rule');
			}
		}
	});

	it('fails loudly: the exception reaches the caller of a replay and of a refusal', () => {
		expect(() => replay(buggy, setup, [stored(1, 'add', { turn: 1, n: 1 })])).toThrow('a bug in a rule');
		const start = replay(buggy, setup, []).snapshot;
		expect(() => buggy.refusal(start, { type: 'add', at: 0, turn: 1, n: 1 })).toThrow('a bug in a rule');
	});

	it('is not asked about an event that does not fit its schema', () => {
		expect(buggy.refusal(replay(buggy, setup, []).snapshot, { type: 'add', at: 0, turn: 1, n: 'one' })).toEqual({
			code: 'unreadable',
			params: { field: 'n', expected: 'whole' }
		});
	});
});
