// Logs that merge: a game's events from several phones, a backup or a sync, put together the same
// way everywhere. An event's identity is its id, kept forever; its place is its clock stamp
// (hlc.ts), which includes the phone that wrote it, so the order is total and the same on every
// phone. Everything else (the snapshot, summaries, figures) is derived from the merged log.
import type { EventRecord } from '$lib/model';
import { MAX_DEPTH, nestsDeeperThan } from './depth';

/** An event as it travels between phones: with the device that wrote it and its clock stamp. */
export type StampedEvent = EventRecord & { hlc: string; deviceId: string };

/** Log order: by stamp (which ends with the device, so two phones' events never tie). */
export function byClock(a: Pick<StampedEvent, 'hlc'>, b: Pick<StampedEvent, 'hlc'>): number {
	return a.hlc < b.hlc ? -1 : a.hlc > b.hlc ? 1 : 0;
}

/** An id held here with other content: the incoming one is refused and reported, never written. */
export type MergeConflict<E> = { held: E; incoming: E };

export type Merged<E> = {
	/** The whole log in clock order, its positions (seq) counted from 1. */
	log: E[];
	/** The incoming events this side did not hold, in clock order. */
	added: E[];
	conflicts: MergeConflict<E>[];
};

/**
 * Adds to a log the incoming events it does not hold. An event held already (the same id with
 * the same content) is skipped, so merging the same batch twice, or in any order, gives the same
 * log; an id held with different content is a conflict, left as it is here.
 */
export function mergeEvents<E extends StampedEvent>(held: readonly E[], incoming: readonly E[]): Merged<E> {
	const byId = new Map(held.map((event) => [event.id, event]));
	const added: E[] = [];
	const conflicts: MergeConflict<E>[] = [];
	for (const event of incoming) {
		const known = byId.get(event.id);
		if (!known) {
			byId.set(event.id, event);
			added.push(event);
		} else if (!sameEvent(known, event)) conflicts.push({ held: known, incoming: event });
	}
	const log = [...byId.values()].sort(byClock).map((event, index) => ({ ...event, seq: index + 1 }));
	return { log, added: added.sort(byClock), conflicts };
}

/** The same event, whatever position it had in the log it came from. */
export function sameEvent(a: StampedEvent, b: StampedEvent): boolean {
	return (
		a.gameId === b.gameId &&
		a.type === b.type &&
		a.at === b.at &&
		a.hlc === b.hlc &&
		a.deviceId === b.deviceId &&
		canonical(a.payload) === canonical(b.payload)
	);
}

/**
 * JSON with keys in order: two phones may store a payload's keys in different orders. A value
 * nested deeper than any record may is refused before the walk, which would run out of stack.
 */
export function canonical(value: unknown): string {
	if (nestsDeeperThan(value)) throw new RangeError(`A value nested deeper than ${MAX_DEPTH} levels`);
	return ordered(value);
}

function ordered(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(ordered).join(',')}]`;
	if (value !== null && typeof value === 'object') {
		// As JSON: a key holding undefined is no key (a screen's payload may carry one; a backup or
		// a sync, which go through JSON, never do).
		const entries = Object.entries(value)
			.filter(([, item]) => item !== undefined)
			.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${ordered(item)}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'undefined';
}
