// The machines the flat step leaves to XState: flatten() gives null for anything it cannot
// evaluate the way XState would (flat-machine.ts), each refused for one thing of its own.
import { describe, expect, it } from 'vitest';
import {
	and,
	assign,
	cancel,
	createMachine,
	emit,
	enqueueActions,
	fromPromise,
	log,
	not,
	or,
	raise,
	sendParent,
	setup,
	spawnChild,
	stateIn,
	stopChild,
	type AnyStateMachine
} from 'xstate';
import { flatten } from './flat-machine';

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

	it('a guard name nothing implements', () => {
		expect(flatten(oneStep({ target: 'b', guard: 'missing' }))).toBeNull();
	});

	it('a transition to two states at once', () => {
		expect(
			flatten(createMachine({ initial: 'a', on: { go: { target: ['.a', '.b'] } }, states: { a: {}, b: {} } }))
		).toBeNull();
	});

	it('a transition to the root itself, or one that enters the root again', () => {
		expect(
			flatten(createMachine({ id: 'top', initial: 'a', states: { a: { on: { go: '#top' } }, b: {} } }))
		).toBeNull();
		expect(
			flatten(createMachine({ initial: 'a', on: { go: { reenter: true, actions: assign({}) } }, states: { a: {} } }))
		).toBeNull();
	});

	// Even an assign: XState runs the root's own entry and exit around the whole machine.
	it.each([
		['an entry action', createMachine({ entry: assign({}), initial: 'a', states: { a: {} } })],
		['an exit action', createMachine({ exit: assign({}), initial: 'a', states: { a: {} } })],
		[
			'actions on the initial transition',
			createMachine({ initial: { target: 'a', actions: assign({}) } as never, states: { a: {} } })
		],
		[
			'an invoked actor',
			createMachine({ invoke: { src: fromPromise(async () => 1) }, initial: 'a', states: { a: {} } })
		],
		['a delayed transition', createMachine({ after: { 1000: '.b' }, initial: 'a', states: { a: {}, b: {} } })],
		['a wildcard event', createMachine({ on: { '*': '.a' }, initial: 'a', states: { a: {} } })]
	])('on the root: %s', (_, machine: AnyStateMachine) => {
		expect(flatten(machine)).toBeNull();
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
