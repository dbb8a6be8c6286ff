// For tests: a game played as the session plays it, without storage or screens. Each tap is
// stamped with its target and time and decided by the game's own `refusal`, exactly as live
// play and replay decide it; the accepted taps form a log that replay can be held against.
import { initialTransition, transition, type AnyMachineSnapshot, type InputFrom } from 'xstate';
import type { EventRecord, GameSetup } from '$lib/model';
import type {
	ActionOf,
	ActionPayload,
	AnyGame,
	ContextOf,
	GameEvent,
	RuleError,
	SnapshotOf
} from '$lib/runtime/game-module';
import { effectiveEvents, toMachineEvent } from '$lib/runtime/replay';
import { UNDO } from '$lib/log/undo';

/** A tap as a test writes it: the action and its payload, at time 0 unless given. */
export type Tap<G extends AnyGame> = {
	[K in ActionOf<G>]: { type: K; at?: number } & ActionPayload<G, K>;
}[ActionOf<G>];

export class TestTable<G extends AnyGame> {
	readonly game: G;
	readonly #initial: AnyMachineSnapshot;
	#snapshot: AnyMachineSnapshot;
	/** The accepted taps and undos, as the session would have stored them. */
	readonly log: EventRecord[];

	private constructor(game: G, initial: AnyMachineSnapshot, snapshot: AnyMachineSnapshot, log: EventRecord[]) {
		this.game = game;
		this.#initial = initial;
		this.#snapshot = snapshot;
		this.log = log;
	}

	get snapshot(): SnapshotOf<G> {
		return this.#snapshot as SnapshotOf<G>;
	}

	get context(): ContextOf<G> {
		return this.#snapshot.context;
	}

	/** A new game from the machine's input. */
	static start<G extends AnyGame>(game: G, input: InputFrom<G['machine']>): TestTable<G> {
		const [initial] = initialTransition(game.machine, input);
		return new TestTable(game, initial, initial, []);
	}

	/** A new game from what the setup screen stores. */
	static setUp<G extends AnyGame>(game: G, setup: GameSetup): TestTable<G> {
		return TestTable.start(game, game.input(setup));
	}

	/** A game set up so, standing at this snapshot (a replayed log), with no log of its own. */
	static at<G extends AnyGame>(game: G, setup: GameSetup, snapshot: SnapshotOf<G>): TestTable<G> {
		const [initial] = initialTransition(game.machine, game.input(setup));
		return new TestTable(game, initial, snapshot, []);
	}

	/** The event a tap makes now: its payload, the target read from this state, its time. */
	event(tap: Tap<G>): GameEvent {
		const { type, at = 0, ...payload } = tap as { type: string; at?: number };
		return toMachineEvent({ type, at, payload: { ...payload, ...this.game.targetOf(type, this.#snapshot) } });
	}

	/** Why the runtime would refuse this tap now, or null when it would take it. */
	refusal(tap: Tap<G>): RuleError | null {
		return this.game.refusal(this.#snapshot, this.event(tap));
	}

	/** Whether the machine itself takes this event now (the contract: exactly when `refusal` is null). */
	accepts(event: GameEvent): boolean {
		return this.#snapshot.can(event);
	}

	/** Takes one stamped event as it is (a test of a stale or hand-made event). */
	accept(event: GameEvent): this {
		const refusal = this.game.refusal(this.#snapshot, event);
		if (refusal)
			throw new Error(`${event.type} refused: ${JSON.stringify(refusal)} in ${JSON.stringify(this.#snapshot.value)}`);
		const { type, at, ...payload } = event;
		this.#snapshot = transition(this.game.machine, this.#snapshot, event)[0];
		this.#record(type, payload, at);
		return this;
	}

	/** Takes back the newest action in effect, as the session's undo does. */
	undo(at = 0): this {
		const newest = effectiveEvents(this.log).at(-1);
		if (!newest) throw new Error('nothing to undo');
		this.#record(UNDO, { id: newest.id }, at);
		this.#snapshot = effectiveEvents(this.log).reduce(
			(snapshot, record) => transition(this.game.machine, snapshot, toMachineEvent(record))[0],
			this.#initial
		);
		return this;
	}

	#record(type: string, payload: Record<string, unknown>, at: number): void {
		const seq = this.log.length + 1;
		this.log.push({ id: `e${seq}`, gameId: 'test', seq, type, payload, at });
	}

	/** Plays taps in order; a refused one fails the test with its reason. */
	play(...taps: Tap<G>[]): this {
		for (const tap of taps) this.accept(this.event(tap));
		return this;
	}

	/** A copy to try something on, leaving this table as it is. */
	fork(): TestTable<G> {
		return new TestTable(this.game, this.#initial, this.#snapshot, [...this.log]);
	}
}
