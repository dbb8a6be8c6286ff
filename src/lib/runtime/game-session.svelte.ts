// Runs one open game for its screens: holds the replayed snapshot, checks each action
// against the machine, stores it, and only then shows it. Knows no game's rules.
import { __unsafe_getAllOwnEventDescriptors, transition, type AnyMachineSnapshot } from 'xstate';
import { appendEvent, loadGame, watchLastSeq } from '$lib/storage/games';
import { SeqConflictError, writeFailureKind, type WriteFailureKind } from '$lib/storage/errors';
import type { EventRecord, GameRecord } from '$lib/storage/records';
import type { GameModule, RuleError } from './game-module';
import { UNDO, canUndo, effectiveEvents, replay, toMachineEvent } from './replay';
import { requestPersistentStorage } from './persist';

/** How often a write that lost a race with another tab is tried again on the fresh log. */
const CONFLICT_RETRIES = 3;

export type WriteFailure = { kind: WriteFailureKind; retry: () => Promise<boolean> };

type Decide = () => { refused: RuleError } | { event: Pick<EventRecord, 'type' | 'payload' | 'at'>; next: AnyMachineSnapshot };

export class GameSession {
	readonly module: GameModule;
	game = $state.raw() as GameRecord;
	log = $state.raw<EventRecord[]>([]);
	snapshot = $state.raw() as AnyMachineSnapshot;
	/** The newest action the rules refused, until the next one is tried. */
	refusal = $state.raw<RuleError | null>(null);
	/** A write that failed; the screen offers retry. The action is not shown as done. */
	failure = $state.raw<WriteFailure | null>(null);
	/** An action is being stored (more may wait behind it). */
	busy = $state(false);
	#queue: Promise<unknown> = Promise.resolve();
	#pending = 0;
	readonly #now: () => number;
	#stopWatching: () => void = () => {};

	private constructor(module: GameModule, game: GameRecord, log: EventRecord[], now: () => number) {
		this.module = module;
		this.#now = now;
		this.#apply(game, log);
	}

	/**
	 * Opens a stored game. `follow` keeps it in step with other tabs (or the installed app)
	 * playing the same game; a write that races one of them is handled in #write either way.
	 */
	static async open(
		module: GameModule,
		gameId: string,
		{ now = Date.now, follow = true }: { now?: () => number; follow?: boolean } = {}
	): Promise<GameSession | null> {
		const stored = await loadGame(gameId);
		if (!stored) return null;
		const session = new GameSession(module, stored.game, stored.events, now);
		if (follow) {
			session.#stopWatching = watchLastSeq(gameId, (lastSeq) => {
				if (lastSeq !== session.game.lastSeq) void session.reload();
			});
		}
		return session;
	}

	get canUndo(): boolean {
		return canUndo(this.log);
	}

	close(): void {
		this.#stopWatching();
	}

	/** Tries a player's action: refused by the rules, stored, or failed to store. */
	async send(type: string, payload: Record<string, unknown> = {}): Promise<boolean> {
		// The time of the tap, not of the write: a bank tapped in the last instant counts
		// even if it is stored after an earlier action, or retried.
		const at = this.#now();
		return this.#write(() => {
			const event = { type, payload, at };
			const machineEvent = toMachineEvent(event);
			if (!this.snapshot.can(machineEvent)) {
				// Only a step that takes this action can say what is wrong with it; elsewhere
				// (a second tap after the game moved on) the answer is "not now".
				const handled = __unsafe_getAllOwnEventDescriptors(this.snapshot).includes(type);
				return { refused: (handled && this.module.refusal(this.snapshot, machineEvent)) || { code: 'not_now' } };
			}
			const [next] = transition(this.module.machine, this.snapshot, machineEvent);
			return { event, next };
		});
	}

	async undo(): Promise<boolean> {
		// The action the player saw as the newest: if another tab changes that first, undoing
		// now would take back something else, so the undo is refused instead.
		const target = effectiveEvents(this.log).at(-1)?.seq;
		return this.#write(() => {
			if (!canUndo(this.log)) return { refused: { code: 'nothing_to_undo' } };
			if (effectiveEvents(this.log).at(-1)?.seq !== target) return { refused: { code: 'undo_changed' } };
			const event = { type: UNDO, payload: { seq: target }, at: this.#now() };
			const next = replay(this.module, this.game.setup, [...this.log, { ...event, id: '', gameId: '', seq: 0 }]);
			return { event, next };
		});
	}

	async reload(): Promise<void> {
		const stored = await loadGame(this.game.id);
		// A read that started before one of our own writes landed must not take the screen back.
		if (stored && stored.game.lastSeq >= this.game.lastSeq) this.#apply(stored.game, stored.events);
	}

	#apply(game: GameRecord, log: EventRecord[]): void {
		this.game = game;
		this.log = log;
		this.snapshot = replay(this.module, game.setup, log);
	}

	/**
	 * Writes one action at a time, in the order tapped: two players banking in the same
	 * instant both count. Each action is decided on the state its turn finds, so one that
	 * names a target the game has moved past (a double tap, a raced tab) is refused there.
	 */
	#write(decide: Decide): Promise<boolean> {
		const turn = this.#queue.then(() => this.#writeNow(decide));
		this.#queue = turn.catch(() => false);
		return turn;
	}

	async #writeNow(decide: Decide): Promise<boolean> {
		this.#pending++;
		this.busy = true;
		this.refusal = null;
		this.failure = null;
		try {
			for (let attempt = 0; ; attempt++) {
				const decision = decide();
				if ('refused' in decision) {
					this.refusal = decision.refused;
					return false;
				}
				const summary = this.module.summarize(decision.next);
				try {
					const record = await appendEvent(this.game.id, this.game.lastSeq, decision.event, summary);
					this.game = { ...this.game, lastSeq: record.seq, summary, updatedAt: record.at };
					this.log = [...this.log, record];
					this.snapshot = decision.next;
					if (summary.finished) requestPersistentStorage().catch(() => {});
					return true;
				} catch (error) {
					// Lost a race with another tab: decide again on what it wrote.
					if (error instanceof SeqConflictError && attempt < CONFLICT_RETRIES) {
						await this.reload();
						continue;
					}
					this.failure = { kind: writeFailureKind(error), retry: () => this.#write(decide) };
					return false;
				}
			}
		} finally {
			this.busy = --this.#pending > 0;
		}
	}
}
