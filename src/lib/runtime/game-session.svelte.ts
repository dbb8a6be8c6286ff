// Runs one open game for its screens: holds the replayed snapshot, checks each action
// against the game's rules, stores it, and only then shows it. Knows no game's rules.
import { appendEvent, loadGame, markRead, watchLastSeq } from '$lib/storage/games';
import { SeqConflictError, writeFailureKind, type WriteFailureKind } from '$lib/storage/errors';
import type { EventRecord, GameRecord } from '$lib/model';
import type { ActionOf, ActionPayload, AnyGame, RuleError, SnapshotOf, StoredEvent } from './game-module';
import { effectiveEvents, replay, toMachineEvent, type RefusedEvent } from './replay';
import { UNDO } from '$lib/log/undo';
import { requestPersistentStorage } from './persist';
import { Steps } from './steps';
import { tableNow } from './table-time';
import { detailsOf } from '$lib/runtime/details';

/** How often a write that lost a race with another tab is tried again on the fresh log. */
const CONFLICT_RETRIES = 3;

/**
 * The same action, with the same payload and aimed at the same target, tapped again within
 * this long after it was stored is a double tap (phones count taps up to 300 ms apart as one)
 * or a key held down, not a second decision: it is dropped without a word, as the first tap's
 * effect is already on the screen. The same entry for the next player is aimed elsewhere and
 * counts. A tap the rules refused entered nothing, so its repeat is decided (and refused)
 * again rather than called a repeat. A double tap's second click that lands on another
 * control (the next step drawn under the finger) is stopped on the screen: see ui/second-taps.ts.
 */
export const DOUBLE_TAP_MS = 400;

export type WriteFailure = { kind: WriteFailureKind; retry: () => Promise<boolean> };

/**
 * What replay found wrong with the stored log: shown to the table, never hidden. And the actions
 * entered twice with the same values (replay.ts), which are nothing wrong but are no action either.
 */
export type LogTrouble = { refused: RefusedEvent[]; twins: EventRecord[]; missing: number[]; newer: boolean };

type Decide<S> = () =>
	{ refused: RuleError } | { repeat: true } | { event: StoredEvent; next: S; trouble?: LogTrouble };

export class GameSession<G extends AnyGame = AnyGame> {
	readonly module: G;
	game = $state.raw() as GameRecord;
	log = $state.raw<EventRecord[]>([]);
	snapshot = $state.raw() as SnapshotOf<G>;
	/** Events the rules refuse on replay, and holes in the log, as of the last replay. */
	trouble = $state.raw<LogTrouble>({ refused: [], twins: [], missing: [], newer: false });
	/** The newest action the rules refused, until the next one is tried. */
	refusal = $state.raw<RuleError | null>(null);
	/** A write that failed; the screen offers retry. The action is not shown as done. */
	failure = $state.raw<WriteFailure | null>(null);
	/** An action is being stored (more may wait behind it). */
	busy = $state(false);
	#queue: Promise<unknown> = Promise.resolve();
	#pending = 0;
	/** The newest action this session stored, to tell its double tap from a new decision. */
	#lastStored: StoredEvent | null = null;
	/** Actions undone here, newest last: Redo enters them again, in reverse, until a new action. */
	#undone = $state.raw<EventRecord[]>([]);
	/** When the newest action or undo was tapped, by this session's clock. */
	lastTapAt = -Infinity;
	readonly #now: () => number;
	#stopWatching: () => void = () => {};

	private constructor(module: G, game: GameRecord, log: EventRecord[], now: () => number) {
		this.module = module;
		this.#now = now;
		this.#apply(game, log);
	}

	/**
	 * Opens a stored game. `follow` keeps it in step with other tabs (or the installed app)
	 * playing the same game; a write that races one of them is handled in #write either way.
	 */
	static async open<G extends AnyGame>(
		module: G,
		gameId: string,
		{ now = tableNow, follow = true }: { now?: () => number; follow?: boolean } = {}
	): Promise<GameSession<G> | null> {
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

	/**
	 * What Undo takes back: the newest action in effect. One the rules refused on replay, or the
	 * second copy of an action entered on two phones, changed nothing.
	 */
	get undoable(): EventRecord | undefined {
		// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a lookup built and dropped in this call
		const inert = new Set([
			...this.trouble.refused.map(({ record }) => record.id),
			...this.trouble.twins.map(({ id }) => id)
		]);
		return effectiveEvents(this.log).findLast((event) => !inert.has(event.id));
	}

	/** What Redo enters again: the action last undone, until anything else is entered. */
	get redoable(): EventRecord | undefined {
		return this.#undone.at(-1);
	}

	close(): void {
		this.#stopWatching();
	}

	/**
	 * Tries a player's action: refused by the rules, stored, or failed to store. The time and
	 * the target (the round, turn or card it is for) are read now, at the tap, from the state
	 * the player sees; the action is decided when its turn to be stored comes.
	 */
	async send<K extends ActionOf<G>>(
		type: K,
		...[payload]: Record<never, never> extends ActionPayload<G, K> ? [ActionPayload<G, K>?] : [ActionPayload<G, K>]
	): Promise<boolean> {
		const at = this.#now();
		const event: StoredEvent = { type, payload: { ...payload, ...this.module.targetOf(type, this.snapshot) }, at };
		this.lastTapAt = at;
		// Asked when its turn to be stored comes: the first tap may still be waiting to be stored.
		const stored = await this.#write(() => (this.#isRepeat(event) ? { repeat: true } : this.#decide(event)));
		// A new action: what was undone before it is no longer the next thing to put back.
		if (stored) this.#undone = [];
		return stored;
	}

	/**
	 * Enters the action last undone again, as it was first entered (its time and target too),
	 * so the game is as it was before the undo; the rules still decide, in case another phone
	 * has moved the game on meanwhile.
	 */
	async redo(): Promise<boolean> {
		const undone = this.redoable;
		if (!undone) return false;
		this.lastTapAt = this.#now();
		const { type, payload, at } = undone;
		const stored = await this.#write(() => this.#decide({ type, payload, at }));
		if (stored) this.#undone = this.#undone.filter((event) => event !== undone);
		return stored;
	}

	#decide(event: StoredEvent): ReturnType<Decide<SnapshotOf<G>>> {
		const steps = new Steps(this.module, this.snapshot);
		const refused = steps.take(toMachineEvent(event));
		if (refused) return { refused };
		return { event, next: steps.snapshot };
	}

	async undo(): Promise<boolean> {
		// The action the player saw as the newest: if another tab changes that first, undoing
		// now would take back something else, so the undo is refused instead.
		const target = this.undoable;
		const at = this.#now();
		// What is undone may be entered again at once: a correction, not a double tap. The undo,
		// once stored, is the newest action, so the same entry is no repeat of it.
		this.lastTapAt = at;
		const stored = await this.#write(() => {
			const newest = this.undoable;
			if (newest === undefined) return { refused: { code: 'nothing_to_undo' } };
			if (!target || newest.id !== target.id) return { refused: { code: 'undo_changed' } };
			const event = { type: UNDO, payload: { id: target.id }, at };
			const record = { ...event, id: '', gameId: this.game.id, seq: this.game.lastSeq + 1 };
			const { snapshot: next, ...trouble } = replay(this.module, this.game.setup, [...this.log, record], this.game);
			return { event, next, trouble };
		});
		if (stored && target) this.#undone = [...this.#undone, target];
		return stored;
	}

	/**
	 * Takes the entry a conflict left out (replay.ts) instead of the one kept in its place: the
	 * kept one is undone, and the rules then decide the left-out one where it stands in the log.
	 * Refused, with the rules' reason, when it would still not count; when entries made since
	 * would no longer fit; and when another phone has settled the conflict meanwhile.
	 */
	async takeInstead(leftOut: EventRecord): Promise<boolean> {
		this.lastTapAt = this.#now();
		return this.#write(() => {
			const kept = this.trouble.refused.find(({ record }) => record.id === leftOut.id)?.kept;
			if (!kept) return { refused: { code: 'conflict_settled' } };
			const event = { type: UNDO, payload: { id: kept.id }, at: this.lastTapAt };
			const record = { ...event, id: '', gameId: this.game.id, seq: this.game.lastSeq + 1 };
			const { snapshot: next, ...trouble } = replay(this.module, this.game.setup, [...this.log, record], this.game);
			const still = trouble.refused.find(({ record }) => record.id === leftOut.id);
			if (still) return { refused: still.refusal };
			// Entries made after the kept one, on top of it, would no longer fit: undo those first.
			// eslint-disable-next-line svelte/prefer-svelte-reactivity -- a lookup built and dropped in this call
			const before = new Set(this.trouble.refused.map(({ record }) => record.id));
			if (trouble.refused.some(({ record }) => !before.has(record.id)))
				return { refused: { code: 'conflict_too_late' } };
			return { event, next, trouble };
		});
	}

	async reload(): Promise<void> {
		const stored = await loadGame(this.game.id);
		// A read that started before one of our own writes landed must not take the screen back.
		if (!stored || stored.game.lastSeq < this.game.lastSeq) return;
		// Another tab or phone has acted: what was undone here is no longer the step to put back.
		if (stored.game.lastSeq > this.game.lastSeq) this.#undone = [];
		this.#apply(stored.game, stored.events);
	}

	/** The second tap of a double tap: the stored event again but for its time, within DOUBLE_TAP_MS. */
	#isRepeat({ type, payload, at }: StoredEvent): boolean {
		const last = this.#lastStored;
		return (
			last !== null &&
			at - last.at < DOUBLE_TAP_MS &&
			JSON.stringify([type, payload]) === JSON.stringify([last.type, last.payload])
		);
	}

	#apply(game: GameRecord, log: EventRecord[]): void {
		const { snapshot, ...trouble } = replay(this.module, game.setup, log, game);
		this.game = this.#markedRead(game, trouble.readUnder);
		this.log = log;
		this.snapshot = snapshot;
		this.trouble = trouble;
	}

	/**
	 * A game stored before logs were marked as read (or read under older rules), now read whole:
	 * marked so, here and in storage, so that its next replays trust what it holds. The mark
	 * only saves time, so a write that fails leaves the game as it was.
	 */
	#markedRead(game: GameRecord, readUnder: number | undefined): GameRecord {
		if (readUnder === undefined || game.readUnder === readUnder) return game;
		markRead(game.id, game.lastSeq, readUnder).catch(() => {});
		return { ...game, readUnder };
	}

	/**
	 * Writes one action at a time, in the order tapped: two players banking in the same
	 * instant both count. Each action is decided on the state its turn finds, so one that
	 * names a target the game has moved past (a double tap, a raced tab) is refused there.
	 */
	#write(decide: Decide<SnapshotOf<G>>): Promise<boolean> {
		const turn = this.#queue.then(() => this.#writeNow(decide));
		this.#queue = turn.catch(() => false);
		return turn;
	}

	async #writeNow(decide: Decide<SnapshotOf<G>>): Promise<boolean> {
		this.#pending++;
		this.busy = true;
		this.refusal = null;
		this.failure = null;
		try {
			for (let attempt = 0; ; attempt++) {
				const decision = decide();
				if ('repeat' in decision) return false;
				if ('refused' in decision) {
					this.refusal = decision.refused;
					return false;
				}
				const summary = this.module.summarize(decision.next);
				try {
					// What player pages count of a game is read from its final state now, once.
					const details = summary.finished
						? detailsOf({ ...this.game, lastSeq: this.game.lastSeq + 1 }, this.module, decision.next)
						: null;
					const { lastSeq } = this.game;
					const record = await appendEvent(
						this.game.id,
						lastSeq,
						decision.event,
						summary,
						details,
						this.log.at(-1)?.hlc
					);
					this.game = { ...this.game, lastSeq: record.seq, summary, updatedAt: record.at };
					this.log = [...this.log, record];
					this.snapshot = decision.next;
					this.#lastStored = decision.event;
					if (decision.trouble) this.trouble = decision.trouble;
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
