import { describe, expect, it } from 'vitest';
import {
	and,
	assign,
	cancel,
	createMachine,
	emit,
	enqueueActions,
	fromPromise,
	initialTransition,
	log,
	not,
	or,
	raise,
	sendParent,
	setup,
	spawnChild,
	stateIn,
	stopChild,
	transition,
	type AnyMachineSnapshot,
	type AnyStateMachine
} from 'xstate';
import { flatten, NEEDS_ACTOR } from './flat-machine';
import { defineGame } from './define-game';
import { bare } from './event-schemas';
import { Steps } from './steps';

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

	it('leaves the start to XState when the context asks for an actor', () => {
		const spawning = createMachine({ context: ({ self }) => ({ parent: self.id }), initial: 'a', states: { a: {} } });
		expect(flatten(spawning)!.start(undefined)).toBeNull();
	});

	it("runs a final state's entry and exit as XState does, and takes nothing after it", () => {
		const finishing = createMachine({
			types: {} as { context: { log: string[] }; events: { type: 'end' } },
			context: { log: [] },
			initial: 'playing',
			states: {
				playing: { on: { end: 'over' } },
				over: {
					type: 'final',
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

/** A machine whose one event is taken by this transition: what makes it flat or not is the transition. */
const oneStep = (go: object) =>
	createMachine({ initial: 'a', states: { a: { on: { go: go as { target: 'b' } } }, b: {} } });

describe('flatten refuses what it cannot evaluate, and leaves it to XState', () => {
	it('flattens the same machine with a plain guard and an assign, so each refusal below is its own', () => {
		expect(flatten(oneStep({ target: 'b', guard: () => true, actions: assign({}) }))).not.toBeNull();
	});

	// Guards built from other guards carry their own check, which reads the snapshot.
	it.each([
		['and', and([() => true, () => true])],
		['or', or([() => false, () => true])],
		['not', not(() => false)],
		['stateIn', stateIn('a')]
	])('an %s guard', (_, guard) => {
		expect(flatten(oneStep({ target: 'b', guard }))).toBeNull();
	});

	it('a named guard built with and', () => {
		const named = setup({ guards: { both: and([() => true, () => true]) } }).createMachine({
			initial: 'a',
			states: { a: { on: { go: { target: 'b', guard: 'both' } } }, b: {} }
		});
		expect(flatten(named)).toBeNull();
	});

	it.each([
		['enqueueActions', enqueueActions(({ enqueue }) => enqueue.assign({}))],
		['raise', raise({ type: 'x' })],
		['sendParent', sendParent({ type: 'x' })],
		['emit', emit({ type: 'x' })],
		['log', log('x')],
		['cancel', cancel('x')],
		['spawnChild', spawnChild(fromPromise(async () => 1))],
		['stopChild', stopChild('x')],
		['an inline function', () => {}],
		['a name nothing implements', 'missing']
	])('an action: %s', (_, action) => {
		expect(flatten(oneStep({ target: 'b', actions: action }))).toBeNull();
		expect(flatten(createMachine({ initial: 'a', states: { a: { entry: action as never } } }))).toBeNull();
	});

	it('a nested state', () => {
		expect(flatten(createMachine({ initial: 'a', states: { a: { initial: 'x', states: { x: {} } } } }))).toBeNull();
	});

	it('a parallel machine', () => {
		expect(flatten(createMachine({ type: 'parallel', states: { a: {}, b: {} } }))).toBeNull();
	});

	it('a delayed transition', () => {
		expect(flatten(createMachine({ initial: 'a', states: { a: { after: { 1000: 'b' } }, b: {} } }))).toBeNull();
	});

	it('an invoked actor', () => {
		expect(
			flatten(createMachine({ initial: 'a', states: { a: { invoke: { src: fromPromise(async () => 1) } } } }))
		).toBeNull();
	});

	it('a wildcard event', () => {
		expect(flatten(createMachine({ initial: 'a', states: { a: { on: { '*': 'a' } } } }))).toBeNull();
	});

	// XState's transition() takes a root event after the machine is done; the flat step would not.
	it("the root's transitions in a machine with a final state", () => {
		const ending = createMachine({
			initial: 'a',
			on: { poke: {} },
			states: { a: { on: { go: 'b' } }, b: { type: 'final' } }
		});
		expect(flatten(ending)).toBeNull();
		expect(
			flatten(createMachine({ initial: 'a', states: { a: { on: { go: 'b' } }, b: { type: 'final' } } }))
		).not.toBeNull();
	});
});

describe('Steps on a flat machine', () => {
	/** A game of one machine whose rules check nothing: the machine alone decides. */
	const gameOf = (machine: AnyStateMachine) =>
		defineGame({
			machine,
			rulesVersion: 1,
			input: () => ({}),
			targets: {},
			events: { go: bare, name: bare },
			checks: { go: () => null, name: () => null },
			refusals: {},
			summarize: () => ({ finished: false, standings: [], progress: null }),
			describeEvent: () => '',
			stats: { lines: () => [] }
		});

	it("lets an action that throws reach the caller, as XState's transition() does, instead of refusing the event", () => {
		const failing = createMachine({
			context: { n: 0 },
			initial: 'a',
			states: {
				a: {
					on: {
						go: {
							actions: assign(() => {
								throw new RangeError('no such card');
							})
						}
					}
				}
			}
		});
		const game = gameOf(failing);
		const [start] = initialTransition(failing);
		const event = { type: 'go', at: 1 };
		expect(game.refusal(start, event)).toBeNull();
		expect(() => transition(failing, start, event)).toThrow(new RangeError('no such card'));
		expect(() => new Steps(game, flatten(failing)!.from(start)).take(event)).toThrow(new RangeError('no such card'));
	});

	it('gives the event, and every one after it, to XState when an assign reads the actor', () => {
		const naming = createMachine({
			types: {} as { context: { id: string; n: number } },
			context: { id: '', n: 0 },
			initial: 'a',
			states: {
				a: {
					on: {
						go: { actions: assign(({ context }) => ({ n: context.n + 1 })) },
						name: { actions: assign({ id: ({ self }) => self.id }) }
					}
				}
			}
		});
		const flat = flatten(naming)!;
		expect(() => flat.next(flat.start(undefined)!, { type: 'name' })).toThrow(NEEDS_ACTOR);
		const steps = new Steps(gameOf(naming), flat.start(undefined)!);
		for (const type of ['go', 'name', 'go']) expect(steps.take({ type, at: 1 })).toBeNull();
		expect(steps.snapshot.context).toEqual({ id: expect.stringMatching(/.+/), n: 2 });
	});
});
