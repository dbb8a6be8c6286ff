// A game's events decided one after another, as live play and replay both decide them: each
// is put to the game's refusal and taken when none is given. A flat machine (flat-machine.ts)
// steps on its bare state and builds a snapshot only when one is read; any other machine goes
// through XState's own pure transition. Both ways, the refusal asks only guards (XState's can())
// and the actions run after it, outside its catch: an action that throws throws to the caller.
import {
	__unsafe_getAllOwnEventDescriptors,
	initialTransition,
	transition,
	type AnyMachineSnapshot,
	type SnapshotFrom
} from 'xstate';
import type { GameSetup } from '$lib/model';
import type { AnyGame, GameEvent, RuledState, RuleError } from './game-module';
import { flatten, NEEDS_ACTOR, type FlatMachine, type FlatState, type FlatTransition } from './flat-machine';

/** An XState snapshot, asked what a refusal needs to know. */
export function ruledSnapshot(snapshot: AnyMachineSnapshot): RuledState {
	return {
		context: snapshot.context,
		names: (type) => __unsafe_getAllOwnEventDescriptors(snapshot).includes(type),
		takes: (event) => snapshot.can(event)
	};
}

/** A snapshot is an XState object with methods; a flat state is three plain fields. */
function isFlatState(from: object): from is FlatState {
	return !('can' in from);
}

export class Steps<G extends Pick<AnyGame, 'machine' | 'refusalIn' | 'refusalOfRead'>> {
	readonly #game: G;
	/** Null for a machine XState steps, or once an action has asked for the actor. */
	#flat: FlatMachine | null;
	#state: FlatState | null;
	#snapshot: AnyMachineSnapshot | null;

	/** Steps on from this snapshot, or from a flat machine's bare state. */
	constructor(game: G, from: SnapshotFrom<G['machine']> | FlatState) {
		this.#game = game;
		this.#flat = flatten(game.machine);
		const snapshot = isFlatState(from) ? null : from;
		this.#state = snapshot ? (this.#flat?.from(snapshot) ?? null) : (from as FlatState);
		this.#snapshot = snapshot;
	}

	/**
	 * Steps from the start of a game set up so. A flat machine starts on its bare state: XState's
	 * initial transition builds an actor for it, about 60 µs a game, a fifth of replaying a file.
	 */
	static atStart<G extends Pick<AnyGame, 'machine' | 'refusalIn' | 'refusalOfRead' | 'input'>>(
		game: G,
		setup: GameSetup
	): Steps<G> {
		const input = game.input(setup);
		const start = flatten(game.machine)?.start(input);
		return new Steps(game, start ?? (initialTransition(game.machine, input)[0] as SnapshotFrom<G['machine']>));
	}

	/**
	 * Takes the event unless the rules refuse it: null when taken, or the refusal. The event is
	 * read against its schema first, unless it was read where it entered (`alreadyRead`).
	 */
	take(event: GameEvent, alreadyRead = false): RuleError | null {
		const refusalIn = alreadyRead ? this.#game.refusalOfRead : this.#game.refusalIn;
		const flat = this.#flat;
		if (!flat) {
			const snapshot = this.#snapshot!;
			const refusal = refusalIn(ruledSnapshot(snapshot), event);
			if (!refusal) this.#snapshot = transition(this.#game.machine, snapshot, event)[0];
			return refusal;
		}
		const state = this.#state!;
		const chosen: { transition: FlatTransition | null } = { transition: null };
		const refusal = refusalIn(
			{
				context: state.context,
				names: (type) => flat.names(state, type),
				takes: () => (chosen.transition = flat.select(state, event)) !== null
			},
			event
		);
		if (refusal) return refusal;
		try {
			this.#state = flat.take(state, chosen.transition!, event);
			this.#snapshot = null;
		} catch (error) {
			if (error !== NEEDS_ACTOR) throw error;
			// An assign reads the actor: XState takes this event, and every one after it.
			this.#flat = null;
			this.#snapshot = transition(this.#game.machine, flat.toSnapshot(state), event)[0];
		}
		return null;
	}

	/** The game as it stands after the events taken so far. */
	get snapshot(): SnapshotFrom<G['machine']> {
		this.#snapshot ??= this.#flat!.toSnapshot(this.#state!);
		return this.#snapshot as SnapshotFrom<G['machine']>;
	}
}
