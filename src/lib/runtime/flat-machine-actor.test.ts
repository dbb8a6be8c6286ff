// Where the flat step meets what only an XState actor has (spawn, self, system): it throws
// NEEDS_ACTOR, or starts nothing, and Steps goes on with XState from there (steps.test.ts).
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise } from 'xstate';
import { flatten, NEEDS_ACTOR } from './flat-machine';

describe('flatten, where an actor is asked for', () => {
	it('leaves the start to XState when the context asks for itself', () => {
		const spawning = createMachine({ context: ({ self }) => ({ parent: self.id }), initial: 'a', states: { a: {} } });
		expect(flatten(spawning)!.start(undefined)).toBeNull();
	});

	it('leaves the start to XState when the context spawns', () => {
		const spawning = createMachine({
			context: ({ spawn }) => ({ child: spawn(fromPromise(async () => 1)) }),
			initial: 'a',
			states: { a: {} }
		});
		expect(flatten(spawning)!.start(undefined)).toBeNull();
	});

	it('throws NEEDS_ACTOR from an assign that spawns or reads the system', () => {
		const asking = createMachine({
			context: {},
			initial: 'a',
			states: {
				a: {
					on: {
						spawn: { actions: assign(({ spawn }) => ({ child: spawn(fromPromise(async () => 1)) })) },
						system: { actions: assign(({ system }) => ({ found: system.get('x') })) }
					}
				}
			}
		});
		const flat = flatten(asking)!;
		const start = flat.start(undefined)!;
		expect(() => flat.next(start, { type: 'spawn' })).toThrow(NEEDS_ACTOR);
		expect(() => flat.next(start, { type: 'system' })).toThrow(NEEDS_ACTOR);
	});
});
