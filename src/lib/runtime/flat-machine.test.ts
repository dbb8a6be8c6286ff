// The flat step held to XState's own: each test steps a machine both ways (see bothWays).
// flat-machine-refusals.test.ts has the machines it leaves to XState, flat-machine-actor.test.ts
// what it does where only an actor will do.
import { describe, expect, it } from 'vitest';
import {
	assign,
	createMachine,
	initialTransition,
	setup,
	transition,
	type AnyMachineSnapshot,
	type AnyStateMachine
} from 'xstate';
import { flatten } from './flat-machine';

type Context = { log: string[]; n: number };
const note = (word: string) => ({ type: 'note', params: word }) as const;

/** Every flat feature the step covers, in one machine; each test holds it to XState's own step. */
const machine = setup({
	types: {
		context: {} as Context,
		events: {} as
			| { type: 'go' }
			| { type: 'stay' }
			| { type: 'again' }
			| { type: 'add'; n: number }
			| { type: 'noop' }
			| { type: 'times'; by: number }
	},
	guards: { 'small add': ({ event }, max: number) => event.type === 'add' && event.n <= max },
	actions: {
		'count up': assign(({ context }, by: number) => ({ n: context.n + by })),
		note: assign(({ context }, word: string) => ({ log: [...context.log, word] })),
		// An object of property assigners: each is given the context before the assign, and the params.
		scale: assign({
			n: ({ context }, by: number) => context.n * by,
			log: ({ context }, by: number) => [...context.log, `${context.n} times ${by}`]
		})
	}
}).createMachine({
	context: { log: [], n: 0 },
	initial: 'a',
	on: {
		add: { actions: { type: 'count up', params: 100 } },
		go: { target: '.b', actions: note('root go') }
	},
	states: {
		a: {
			entry: note('enter a'),
			exit: note('exit a'),
			on: {
				go: { target: 'b', actions: note('a go') },
				stay: { target: 'a', actions: note('stay') },
				again: { target: 'a', reenter: true, actions: note('again') },
				add: { guard: { type: 'small add', params: 3 }, actions: { type: 'count up', params: 1 } },
				times: { actions: { type: 'scale', params: ({ event }) => event.by } },
				noop: {}
			}
		},
		b: {
			entry: note('enter b'),
			always: [{ guard: ({ context }) => context.n > 5, target: 'c' }],
			on: { go: { target: 'a' }, add: { actions: { type: 'count up', params: 2 } } }
		},
		c: {
			entry: [note('enter c'), assign({ n: 0 })],
			always: { target: 'b', guard: ({ context }) => context.log.length < 8 }
		}
	}
});

const stateOf = (snapshot: AnyMachineSnapshot) => [snapshot.value, snapshot.context, snapshot.status];

/** Starts both ways and steps both ways, holding each state to XState's. */
function bothWays(m: AnyStateMachine, events: ({ type: string } & Record<string, unknown>)[], input?: unknown) {
	const flat = flatten(m)!;
	let [reference]: [AnyMachineSnapshot, unknown] = initialTransition(m, input);
	let state = flat.start(input)!;
	expect(stateOf(flat.toSnapshot(state))).toEqual(stateOf(reference));
	for (const event of events) {
		const taken = reference.can(event);
		const next = flat.next(state, event);
		expect(next !== null, event.type).toBe(taken);
		if (!next) continue;
		[reference] = transition(m, reference, event);
		state = next;
		expect(stateOf(flat.toSnapshot(state))).toEqual(stateOf(reference));
	}
	return reference;
}

describe('flatten', () => {
	it("steps as XState does: exit, actions, entry; own transitions before the root's; guards with params; eventless chains", () => {
		const end = bothWays(machine, [
			{ type: 'noop' },
			{ type: 'add', n: 2 },
			{ type: 'times', by: 3 },
			{ type: 'add', n: 9 },
			{ type: 'stay' },
			{ type: 'again' },
			{ type: 'go' },
			{ type: 'add' },
			{ type: 'add' },
			{ type: 'add' },
			{ type: 'go' },
			{ type: 'noop' }
		]);
		expect(end.context.log).toEqual([
			'enter a',
			'1 times 3',
			'stay',
			'exit a',
			'again',
			'enter a',
			'exit a',
			'a go',
			'enter b',
			'enter c',
			'root go',
			'enter b',
			'enter c'
		]);
		expect(end.context.n).toBe(0);
	});

	it("runs the root's eventless transitions after the state's own", () => {
		const watched = createMachine({
			types: {} as { context: { n: number }; events: { type: 'add' } },
			context: { n: 0 },
			initial: 'low',
			always: { guard: ({ context }) => context.n >= 3, target: '.high', actions: assign({ n: -10 }) },
			states: {
				low: { on: { add: { actions: assign(({ context }) => ({ n: context.n + 1 })) } } },
				high: {}
			}
		});
		expect(bothWays(watched, [{ type: 'add' }, { type: 'add' }, { type: 'add' }, { type: 'add' }])).toMatchObject({
			value: 'high',
			context: { n: -10 }
		});
	});

	it('starts as XState does: the context from the input, the initial entry, and the eventless chain it leads to', () => {
		const started = createMachine({
			types: {} as { context: { n: number; log: string[] }; input: { n: number }; events: { type: 'add' } },
			context: ({ input }) => ({ n: input.n, log: [] }),
			initial: 'counting',
			states: {
				counting: {
					entry: assign(({ context, event }) => ({ log: [...context.log, `enter on ${event.type}`] })),
					always: { guard: ({ context }) => context.n > 2, target: 'over', actions: assign({ n: 0 }) },
					on: { add: { actions: assign(({ context }) => ({ n: context.n + 1 })) } }
				},
				over: { type: 'final' }
			}
		});
		expect(bothWays(started, [{ type: 'add' }], { n: 1 })).toMatchObject({
			status: 'active',
			context: { n: 2, log: ['enter on xstate.init'] }
		});
		expect(bothWays(started, [], { n: 5 })).toMatchObject({ status: 'done', value: 'over', context: { n: 0 } });
	});

	it("runs a final state's entry and exit as XState does, and takes nothing after it", () => {
		const finishing = createMachine({
			types: {} as { context: { log: string[] }; events: { type: 'end' } | { type: 'again' } },
			context: { log: [] },
			initial: 'playing',
			states: {
				playing: { on: { end: 'over' } },
				over: {
					type: 'final',
					// XState's transition() would take this after the end; an actor, like the flat step, does not.
					on: { again: 'playing' },
					entry: assign(({ context }) => ({ log: [...context.log, 'enter over'] })),
					exit: assign(({ context }) => ({ log: [...context.log, 'exit over'] }))
				}
			}
		});
		expect(bothWays(finishing, [{ type: 'end' }])).toMatchObject({
			status: 'done',
			context: { log: ['enter over', 'exit over'] }
		});
		const flat = flatten(finishing)!;
		const over = flat.next(flat.start(undefined)!, { type: 'end' })!;
		expect(over.done).toBe(true);
		expect(flat.next(over, { type: 'end' })).toBeNull();
		expect(flat.next(over, { type: 'again' })).toBeNull();
		const [done] = transition(finishing, initialTransition(finishing)[0], { type: 'end' });
		expect(flat.from(done)).toEqual({ value: 'over', context: done.context, done: true });
	});

	it('starts done when the initial state is final, and runs no eventless transition after it', () => {
		const over = createMachine({
			types: {} as { context: { n: number } },
			context: { n: 0 },
			initial: 'over',
			always: { guard: ({ context }) => context.n === 0, actions: assign({ n: 1 }) },
			states: { over: { type: 'final' } }
		});
		expect(bothWays(over, [])).toMatchObject({ status: 'done', context: { n: 0 } });
		expect(flatten(over)!.start(undefined)!.done).toBe(true);
	});

	// XState's initialTransition() would give a snapshot in error; the games' factories do not
	// throw, and one that did is a fault to see, as an action that throws is (Steps).
	it('lets an error in the context factory reach the caller, not taking it for an actor asked for', () => {
		const failing = createMachine({
			context: () => {
				throw new RangeError('no players');
			},
			initial: 'a',
			states: { a: {} }
		});
		expect(() => flatten(failing)!.start(undefined)).toThrow(new RangeError('no players'));
	});

	it('takes a guard and an action given by name, as setup() names them', () => {
		const named = setup({
			types: { context: {} as { n: number }, events: {} as { type: 'add' } },
			guards: { open: ({ context }) => context.n < 2 },
			actions: { bump: assign(({ context }) => ({ n: context.n + 1 })) }
		}).createMachine({
			context: { n: 0 },
			initial: 'a',
			states: { a: { on: { add: { guard: 'open', actions: 'bump' } } } }
		});
		expect(bothWays(named, [{ type: 'add' }, { type: 'add' }, { type: 'add' }]).context).toEqual({ n: 2 });
	});

	it('flattens a machine once, however often it is asked', () => {
		expect(flatten(machine)).toBe(flatten(machine));
	});

	it("names the events a state takes, with the root's, as XState does", () => {
		const flat = flatten(machine)!;
		const start = flat.from(initialTransition(machine)[0]);
		expect(['go', 'stay', 'again', 'add', 'times', 'noop', 'other'].filter((type) => flat.names(start, type))).toEqual([
			'go',
			'stay',
			'again',
			'add',
			'times'
		]);
	});
});
