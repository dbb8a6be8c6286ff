// A game's events decided one after another, as live play and replay both decide them: each
// is put to the game's refusal and taken when none is given. A flat machine (flat-machine.ts)
// steps on its bare state and builds a snapshot only when one is read; any other machine goes
// through XState's own pure transition.
import { __unsafe_getAllOwnEventDescriptors, initialTransition, transition, type AnyMachineSnapshot, type SnapshotFrom } from 'xstate';
import type { GameSetup } from '$lib/storage/records';
import type { AnyGame, GameEvent, RuledState, RuleError } from './game-module';
import { flatten, type FlatMachine, type FlatState } from './flat-machine';

/** An XState snapshot, asked what a refusal needs to know. */
export function ruledSnapshot(snapshot: AnyMachineSnapshot): RuledState {
	return {
		context: snapshot.context,
		names: (type) => __unsafe_getAllOwnEventDescriptors(snapshot).includes(type),
		takes: (event) => snapshot.can(event)
	};
}

export class Steps<G extends Pick<AnyGame, 'machine' | 'refusalIn'>> {
	readonly #game: G;
	readonly #flat: FlatMachine | null;
	#state: FlatState | null;
	#snapshot: AnyMachineSnapshot | null;

	constructor(game: G, snapshot: SnapshotFrom<G['machine']>) {
		this.#game = game;
		this.#flat = flatten(game.machine);
		this.#state = this.#flat?.from(snapshot) ?? null;
		this.#snapshot = snapshot;
	}

	/** Steps from the start of a game set up so. */
	static atStart<G extends Pick<AnyGame, 'machine' | 'refusalIn' | 'input'>>(game: G, setup: GameSetup): Steps<G> {
		return new Steps(game, initialTransition(game.machine, game.input(setup))[0] as SnapshotFrom<G['machine']>);
	}

	/** Takes the event unless the rules refuse it: null when taken, or the refusal. */
	take(event: GameEvent): RuleError | null {
		const flat = this.#flat;
		if (!flat) {
			const snapshot = this.#snapshot!;
			const refusal = this.#game.refusalIn(ruledSnapshot(snapshot), event);
			if (!refusal) this.#snapshot = transition(this.#game.machine, snapshot, event)[0];
			return refusal;
		}
		const state = this.#state!;
		const step: { next: FlatState | null } = { next: null };
		const refusal = this.#game.refusalIn(
			{ context: state.context, names: (type) => flat.takes(state, type), takes: () => (step.next = flat.next(state, event)) !== null },
			event
		);
		if (refusal) return refusal;
		this.#state = step.next;
		this.#snapshot = null;
		return null;
	}

	/** The game as it stands after the events taken so far. */
	get snapshot(): SnapshotFrom<G['machine']> {
		this.#snapshot ??= this.#flat!.toSnapshot(this.#state!);
		return this.#snapshot as SnapshotFrom<G['machine']>;
	}
}
