// A game's state is its machine replayed over its event log. Pure: the same log always gives
// the same snapshot, which is what makes resume, undo and corrections exact. Strict: what the
// rules refuse on the way, and any hole in the log, is reported, never silently left out.
import type { SnapshotFrom } from 'xstate';
import type { EventRecord, GameSetup } from '$lib/model';
import type { AnyGame, GameEvent, RuleError, StoredEvent } from './game-module';
import { Steps } from './steps';
import { canonical } from '$lib/log/merge';
import { UNDO } from '$lib/log/undo';

/** An action the table entered twice at once, on two phones: the one that sorts later is left out. */
export const CONCURRENT: RuleError<'concurrent'> = { code: 'concurrent' };

/** A log's events as one version of the rules reads them. */
export type Replayable = Pick<
	AnyGame,
	'machine' | 'input' | 'refusalIn' | 'refusalOfRead' | 'read' | 'targetOf' | 'rulesVersion' | 'upcasters'
>;

/**
 * Where a stored log stands: the version it was played under, its newest seq, and the version
 * of the rules this phone read all of it under where it entered (see GameRecord.readUnder).
 */
export type LogHead = { rulesVersion?: number; lastSeq?: number; readUnder?: number };

/**
 * An event in effect that replay left out, and why. One left out as `concurrent` names the entry
 * kept in its place (`kept`): the same action for the same target, with other values, entered on
 * another phone and sorted first.
 */
export type RefusedEvent = { record: EventRecord; refusal: RuleError; kept?: EventRecord };

export type Replayed<S> = {
	snapshot: S;
	/** Events in effect that the rules refuse today: left out, and named to the table. */
	refused: RefusedEvent[];
	/**
	 * Actions entered again on another phone at the same moment with the same values: one action,
	 * taken once. The later copy changes nothing and is nobody's mistake, so it is not named.
	 */
	twins: EventRecord[];
	/** Seqs between 1 and the newest that the log does not hold. */
	missing: number[];
	/** The log was written by a newer version of the game than this code plays. */
	newer: boolean;
	/**
	 * This code's rules version when every action of the log fits its schema (read now, or
	 * trusted as read before), to be stored as the game's readUnder; undefined when one does not.
	 */
	readUnder: number | undefined;
};

export function toMachineEvent(record: StoredEvent): GameEvent {
	// Not `{ ...payload, type, at }`: V8 builds that about fifteen times slower (3 µs an event
	// on Node 20, a quarter of a replay), and a replay makes one per event.
	const event = Object.assign({}, record.payload) as GameEvent;
	event.type = record.type;
	event.at = record.at;
	return event;
}

/**
 * The actions still in effect, oldest first, and the undos that found nothing to take back.
 * Each undo takes back exactly the action it names, so two undos, or logs merged from two
 * devices, never take back the wrong one.
 */
export function undoLog<E extends Pick<EventRecord, 'id' | 'type' | 'seq' | 'payload'>>(
	log: readonly E[]
): { kept: E[]; undone: E[]; unmatched: E[] } {
	const kept: E[] = [];
	const undone: E[] = [];
	const unmatched: E[] = [];
	for (const event of log) {
		if (event.type !== UNDO) {
			kept.push(event);
			continue;
		}
		// An undo kept from before logs could merge names a seq (log/undo.ts lifts those it can).
		const { id, seq } = event.payload;
		const index = id !== undefined ? kept.findIndex((e) => e.id === id) : kept.findIndex((e) => e.seq === seq);
		if (index < 0) unmatched.push(event);
		else undone.push(...kept.splice(index, 1));
	}
	return { kept, undone, unmatched };
}

export function effectiveEvents<E extends Pick<EventRecord, 'id' | 'type' | 'seq' | 'payload'>>(
	log: readonly E[]
): E[] {
	return undoLog(log).kept;
}

/**
 * Live play never stores an action aimed at a moment already past. A log holds one when two
 * phones (or tabs) entered the same thing at once: an action of its type aimed at the same
 * target (the same round, turn or seat) was taken before it. That one is its twin.
 */
function twinOf(
	game: Replayable,
	steps: Steps<Replayable>,
	taken: readonly EventRecord[],
	record: EventRecord
): EventRecord | undefined {
	const aim = Object.keys(game.targetOf(record.type, steps.snapshot));
	const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
	return taken.findLast(
		(event) => event.type === record.type && aim.every((key) => same(event.payload[key], record.payload[key]))
	);
}

/** Seqs from 1 to the newest known (the game's lastSeq, or the log's own) that are absent. */
export function missingSeqs(log: readonly Pick<EventRecord, 'seq'>[], lastSeq = 0): number[] {
	const held = new Set(log.map((e) => e.seq));
	const newest = Math.max(lastSeq, ...held, 0);
	const missing: number[] = [];
	for (let seq = 1; seq <= newest; seq++) if (!held.has(seq)) missing.push(seq);
	return missing;
}

/** An event stored under an older version of the rules, in the shape this code reads. */
export function upcast(
	game: Pick<Replayable, 'rulesVersion' | 'upcasters'>,
	record: EventRecord,
	from: number
): EventRecord {
	if (record.type === UNDO) return record;
	let event: StoredEvent = record;
	for (let version = from; version < game.rulesVersion; version++) {
		const lift = game.upcasters?.[version];
		if (lift) event = lift(event);
	}
	return event === record ? record : { ...record, type: event.type, payload: event.payload, at: event.at };
}

/** Whether each of these actions, as this code reads them (upcast from `from`), fits its schema. */
export function fitsEach(
	game: Pick<Replayable, 'read' | 'rulesVersion' | 'upcasters'>,
	records: readonly EventRecord[],
	from: number
): boolean {
	return records.every((record) => record.type === UNDO || !game.read(toMachineEvent(upcast(game, record, from))));
}

/**
 * The snapshot the log leads to: each event in effect decided as live play decides it (see
 * steps.ts), the ones the rules refuse today left out and named. A log the head says was read
 * under this version of the rules is not read again; any other is read as it is replayed, and
 * an action that does not fit is refused as unreadable.
 */
export function replay<G extends Replayable>(
	game: G,
	setup: GameSetup,
	log: readonly EventRecord[],
	head: LogHead = {}
): Replayed<SnapshotFrom<G['machine']>> {
	const version = head.rulesVersion ?? game.rulesVersion;
	const readBefore = head.readUnder === game.rulesVersion;
	const { kept, undone, unmatched } = undoLog(log.map((record) => upcast(game, record, version)));
	const refused: RefusedEvent[] = unmatched.map((record) => ({ record, refusal: { code: 'nothing_to_undo' } }));
	const steps = Steps.atStart(game, setup);
	const taken: EventRecord[] = [];
	const twins: EventRecord[] = [];
	for (const record of kept) {
		const refusal = steps.take(toMachineEvent(record), readBefore);
		if (!refusal) {
			taken.push(record);
			continue;
		}
		const twin = refusal.code === 'stale' ? twinOf(game, steps, taken, record) : undefined;
		if (!twin) refused.push({ record, refusal });
		else if (canonical(twin.payload) === canonical(record.payload)) twins.push(record);
		else refused.push({ record, refusal: CONCURRENT, kept: twin });
	}
	refused.sort((a, b) => a.record.seq - b.record.seq);
	return {
		snapshot: steps.snapshot,
		refused,
		twins,
		missing: missingSeqs(log, head.lastSeq),
		newer: version > game.rulesVersion,
		// An action in effect was read as it was taken (refused as unreadable when it did not fit);
		// one undone is read here, so that what is stored as read is the whole log.
		readUnder:
			readBefore ||
			(!refused.some(({ refusal }) => refusal.code === 'unreadable') && fitsEach(game, undone, game.rulesVersion))
				? game.rulesVersion
				: undefined
	};
}
