import { describe, expect, it } from 'vitest';
import {
	assign,
	createMachine,
	initialTransition,
	raise,
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
			| { type: 'end' }
			| { type: 'noop' }
	},
	guards: { 'small add': ({ event }, max: number) => event.type === 'add' && event.n <= max },
	actions: {
		'count up': assign(({ context }, by: number) => ({ n: context.n + by })),
		note: assign(({ context }, word: string) => ({ log: [...context.log, word] }))
	}
}).createMachine({
	context: { log: [], n: 0 },
	initial: 'a',
	on: {
		add: { actions: { type: 'count up', params: 100 } },
		go: { target: '.b', actions: note('root go') },
		end: { target: '.over' }
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
		},
		over: { type: 'final' }
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
			{ type: 'add', n: 2 },
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

	it('leaves the start to XState when the context asks for an actor', () => {
		const spawning = createMachine({ context: ({ self }) => ({ parent: self.id }), initial: 'a', states: { a: {} } });
		expect(flatten(spawning)!.start(undefined)).toBeNull();
	});

	it('takes nothing after a final state', () => {
		const flat = flatten(machine)!;
		const over = flat.next(flat.from(initialTransition(machine)[0]), { type: 'end' })!;
		expect(over.done).toBe(true);
		expect(flat.toSnapshot(over).status).toBe('done');
		expect(flat.next(over, { type: 'go' })).toBeNull();
	});

	it("names the events a state takes, with the root's, as XState does", () => {
		const flat = flatten(machine)!;
		const start = flat.from(initialTransition(machine)[0]);
		expect(['go', 'stay', 'again', 'add', 'end', 'noop'].filter((type) => flat.names(start, type))).toEqual([
			'go',
			'stay',
			'again',
			'add',
			'end'
		]);
	});

	it('leaves to XState any machine with more than flat states, guards and assigns', () => {
		expect(flatten(createMachine({ initial: 'a', states: { a: { initial: 'x', states: { x: {} } } } }))).toBeNull();
		expect(flatten(createMachine({ initial: 'a', states: { a: { after: { 1000: 'b' } }, b: {} } }))).toBeNull();
		expect(
			flatten(createMachine({ initial: 'a', states: { a: { on: { go: { actions: raise({ type: 'x' }) } } } } }))
		).toBeNull();
		expect(flatten(createMachine({ initial: 'a', states: { a: { on: { go: { actions: () => {} } } } } }))).toBeNull();
		expect(flatten(createMachine({ initial: 'a', states: { a: { on: { '*': 'a' } } } }))).toBeNull();
		expect(flatten(createMachine({ type: 'parallel', states: { a: {}, b: {} } }))).toBeNull();
		expect(flatten(machine)).not.toBeNull();
	});
});
