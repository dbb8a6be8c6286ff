// The games' machines are flat: one level of states under the root, guards that ask the
// rules, and assign actions. For such a machine a step is a lookup, a guard call and an
// assign, but XState's macrostep also builds state-node sets, a snapshot per microstep and an
// actor's mailbox around it: about 5 µs an event, most of a replay's time. This takes the
// same step on a bare { value, context } and builds a real snapshot only when asked. A
// machine using anything more (nesting, delays, invoked actors, actions other than assign,
// guards built from other guards, wildcard events) is not flattened, and its caller keeps to
// XState; an assign that reads the actor (self, spawn, system) throws NEEDS_ACTOR when it runs,
// and its caller goes on with XState from there. It reads XState's internals, so the games'
// flat-step and fixture-differential tests hold it to XState's own transition() at every
// event, and `npm run canary:xstate` runs them against the newest XState 5.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, TransitionDefinition } from 'xstate';

/** A flat machine's state between events: the key of its state, its context, whether final. */
export type FlatState = { value: string; context: Record<string, unknown>; done: boolean };

export type FlatMachine = {
	/**
	 * The state the machine starts in with this input, as XState's initial transition reaches
	 * it; null when its context needs an actor (spawn or self), which only XState can give.
	 */
	start(input: unknown): FlatState | null;
	/** The state an XState snapshot of this machine stands in. */
	from(snapshot: AnyMachineSnapshot): FlatState;
	/** Whether a transition of the state (or the root's) names this event, as XState's own event descriptors do. */
	names(state: FlatState, type: string): boolean;
	/**
	 * The transition that takes the event, chosen by guards alone as XState's can() chooses it
	 * (no action runs), or null when none does.
	 */
	select(state: FlatState, event: FlatEvent): FlatTransition | null;
	/** The state after that transition and the eventless transitions it leads to. */
	take(state: FlatState, transition: FlatTransition, event: FlatEvent): FlatState;
	/** select and take in one: null when no transition takes the event. */
	next(state: FlatState, event: FlatEvent): FlatState | null;
	/** The XState snapshot of a state, as the machine itself would have reached it. */
	toSnapshot(state: FlatState): AnyMachineSnapshot;
};

type FlatEvent = { type: string } & Record<string, unknown>;
type Transition = TransitionDefinition<Record<string, unknown>, FlatEvent>;
/** A transition of a flat machine, as select() chooses it for take(). */
export type FlatTransition = Transition;
type Implementation = ((args: unknown, params: unknown) => unknown) & {
	type?: string;
	assignment?: unknown;
	check?: unknown;
};
type ActionItem = string | { type: string; params?: unknown } | Implementation;
type Args = { context: Record<string, unknown>; event: FlatEvent };

/** Thrown where the flat step meets what only an XState actor has: its caller goes on with XState. */
// Stryker disable next-line StringLiteral: callers know it by identity; the words are for a stack trace
export const NEEDS_ACTOR = new Error('The machine asks for an actor, which only XState can give');

/**
 * What an assign is given: XState also gives it the actor (spawn, self, system), which a bare
 * state has not. A class, so each action's arguments cost what a plain object does.
 */
class AssignArgs {
	constructor(
		readonly context: Record<string, unknown>,
		readonly event: FlatEvent
	) {}
	get spawn(): never {
		throw NEEDS_ACTOR;
	}
	get self(): never {
		throw NEEDS_ACTOR;
	}
	get system(): never {
		throw NEEDS_ACTOR;
	}
}

const flattened = new WeakMap<AnyStateMachine, FlatMachine | null>();

/** The flat form of a machine, or null when it uses more than the flat step covers. */
export function flatten(machine: AnyStateMachine): FlatMachine | null {
	if (!flattened.has(machine)) flattened.set(machine, isFlat(machine) ? build(machine) : null);
	return flattened.get(machine)!;
}

function build(machine: AnyStateMachine): FlatMachine {
	const root = machine.root as AnyStateNode;
	const states = root.states as Record<string, AnyStateNode>;
	const { guards, actions } = machine.implementations as {
		guards: Record<string, Implementation>;
		actions: Record<string, Implementation>;
	};
	const ownEvents = new Map(
		Object.entries(states).map(([key, node]) => [key, new Set([...node.ownEvents, ...root.ownEvents])])
	);

	// XState gives a params function only the context and the event, for actions too. A guard or
	// an action given by its name or as a function has no params.
	const paramsOf = (item: unknown, { context, event }: Args) => {
		const { params } = item as { params?: unknown };
		return typeof params === 'function' ? params({ context, event }) : params;
	};
	const guardPasses = (guard: unknown, args: Args): boolean => {
		if (guard === undefined) return true;
		const check =
			typeof guard === 'function'
				? (guard as Implementation)
				: guards[typeof guard === 'string' ? guard : (guard as { type: string }).type]!;
		return Boolean(check({ context: args.context, event: args.event }, paramsOf(guard, args)));
	};
	const run = (items: readonly ActionItem[], context: Record<string, unknown>, event: FlatEvent) => {
		for (const item of items) {
			const args = new AssignArgs(context, event);
			const assign = typeof item === 'function' ? item : actions[typeof item === 'string' ? item : item.type]!;
			const params = paramsOf(item, args);
			const assignment = assign.assignment as Implementation | Record<string, unknown>;
			let update: Record<string, unknown>;
			if (typeof assignment === 'function') update = assignment(args, params) as Record<string, unknown>;
			else
				update = Object.fromEntries(
					Object.entries(assignment).map(([key, value]) => [
						key,
						typeof value === 'function' ? value(args, params) : value
					])
				);
			context = Object.assign({}, context, update);
		}
		return context;
	};
	const select = (candidates: readonly Transition[] | undefined, args: Args) =>
		candidates?.find((t) => guardPasses(t.guard, args));
	// One microstep: exit, the transition's actions, entry, as XState orders them. A transition
	// without a target, or one back to its own state without `reenter`, leaves and enters nothing.
	const microstep = (state: FlatState, transition: Transition, event: FlatEvent): FlatState => {
		const target = transition.target?.[0];
		const source = states[state.value]!;
		const moves = target !== undefined && (target !== transition.source || transition.reenter);
		let context = state.context;
		if (moves) context = run(source.exit as ActionItem[], context, event);
		context = run(transition.actions as ActionItem[], context, event);
		if (!moves) return { value: state.value, context, done: state.done };
		return { value: target.key, context: enter(target, context, event), done: target.type === 'final' };
	};
	// A final state is left as soon as it is entered: the machine is done, and XState runs its
	// exit actions in the same step.
	const enter = (node: AnyStateNode, context: Record<string, unknown>, event: FlatEvent) => {
		context = run(node.entry as ActionItem[], context, event);
		return node.type === 'final' ? run(node.exit as ActionItem[], context, event) : context;
	};
	const settle = (state: FlatState, event: FlatEvent): FlatState => {
		while (!state.done) {
			const args = { context: state.context, event };
			const always = select(states[state.value]!.always, args) ?? select(root.always, args);
			if (!always) return state;
			state = microstep(state, always, event);
		}
		return state;
	};

	const initial = root.initial.target[0]!;
	const contextOf = machine.config.context as
		((args: object) => Record<string, unknown>) | Record<string, unknown> | undefined;

	return {
		start(input) {
			const event: FlatEvent = { type: 'xstate.init', input };
			try {
				const context = typeof contextOf === 'function' ? { ...contextOf(actorless(input)) } : { ...contextOf };
				return settle(
					{ value: initial.key, context: enter(initial, context, event), done: initial.type === 'final' },
					event
				);
			} catch (error) {
				if (error === NEEDS_ACTOR) return null;
				throw error;
			}
		},
		from: (snapshot) => ({
			value: snapshot.value as string,
			context: snapshot.context,
			done: snapshot.status === 'done'
		}),
		names: (state, type) => ownEvents.get(state.value)!.has(type),
		select(state, event) {
			if (state.done) return null;
			const args = { context: state.context, event };
			const transition =
				select(states[state.value]!.transitions.get(event.type), args) ??
				select(root.transitions.get(event.type), args);
			// XState's can(): a transition that neither moves nor acts takes nothing.
			if (!transition || (transition.target === undefined && transition.actions.length === 0)) return null;
			return transition;
		},
		take: (state, transition, event) => settle(microstep(state, transition, event), event),
		next(state, event) {
			const transition = this.select(state, event);
			return transition && this.take(state, transition, event);
		},
		toSnapshot: (state) => machine.resolveState({ value: state.value, context: state.context })
	};
}

/** What a context factory is given: its input, and no actor to spawn from or to be. */
function actorless(input: unknown): object {
	const refuse = () => {
		throw NEEDS_ACTOR;
	};
	return {
		input,
		get spawn() {
			return refuse();
		},
		get self() {
			return refuse();
		}
	};
}

/** One level of atomic states, with nothing but guards the machine implements and assigns. */
function isFlat(machine: AnyStateMachine): boolean {
	const root = machine.root as AnyStateNode;
	const { guards, actions } = machine.implementations as {
		guards: Record<string, unknown>;
		actions: Record<string, unknown>;
	};
	const children = Object.values(root.states as Record<string, AnyStateNode>);
	const isPlainGuard = (guard: unknown) => {
		if (guard === undefined) return true;
		const check =
			typeof guard === 'function'
				? guard
				: guards[typeof guard === 'string' ? guard : (guard as { type: string }).type];
		return typeof check === 'function' && !('check' in check);
	};
	const isAssign = (item: ActionItem) => {
		const action = typeof item === 'function' ? item : actions[typeof item === 'string' ? item : item.type];
		return typeof action === 'function' && (action as Implementation).type === 'xstate.assign';
	};
	const isPlainTransition = (t: Transition) => {
		const targets = t.target ?? [];
		return (
			isPlainGuard(t.guard) &&
			(t.actions as ActionItem[]).every(isAssign) &&
			targets.length <= 1 &&
			targets.every((target) => target.parent === root) &&
			!(t.source === root && t.reenter)
		);
	};
	const transitionsOf = (node: AnyStateNode): Transition[] =>
		[...(node.transitions.values() as Iterable<Transition[]>)].flat().concat(node.always ?? []);
	// A delayed transition (after) needs no test of its own: XState makes it an entry action that
	// raises the event later and an exit action that cancels it, which the tests of entry and exit
	// refuse.
	return (
		root.type === 'compound' &&
		!root.output &&
		root.initial.actions.length === 0 &&
		root.entry.length === 0 &&
		root.exit.length === 0 &&
		root.invoke.length === 0 &&
		[...root.transitions.keys()].every((type) => !type.includes('*')) &&
		// XState's transition() goes on taking the root's events after a final state (an actor
		// would drop them); the flat step takes nothing once done, so it leaves such a machine.
		(root.transitions.size === 0 || children.every((node) => node.type !== 'final')) &&
		transitionsOf(root).every(isPlainTransition) &&
		children.every(
			(node) =>
				(node.type === 'atomic' || node.type === 'final') &&
				node.invoke.length === 0 &&
				!node.output &&
				(node.entry as ActionItem[]).every(isAssign) &&
				(node.exit as ActionItem[]).every(isAssign) &&
				[...node.transitions.keys()].every((type) => !type.includes('*')) &&
				transitionsOf(node).every(isPlainTransition)
		)
	);
}
