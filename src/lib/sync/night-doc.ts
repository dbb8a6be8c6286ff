// A night's document: every event of the night's games, in one Y.Map keyed by event id. An entry
// is written once and never changed, so the map is the union of every phone's logs, and the
// order of the log comes from each event's clock stamp, not from the map.
import * as Y from 'yjs';
import type { StampedEvent } from '$lib/log/merge';
import type { EventRecord } from '$lib/model';
import { checkEvent, type RefusedEntry } from './entries';
import { HERE } from './table-doc';

export class NightDoc {
	readonly doc: Y.Doc;
	readonly #counts = new Map<string, number>();

	constructor(doc = new Y.Doc()) {
		this.doc = doc;
		for (const [key, value] of this.events) this.#count(key, value, 1);
		this.events.observe((event) => {
			for (const [key, change] of event.changes.keys) {
				if (change.action !== 'add') this.#count(key, change.oldValue, -1);
				if (change.action !== 'delete') this.#count(key, this.events.get(key), 1);
			}
		});
	}

	get events(): Y.Map<unknown> {
		return this.doc.getMap('events');
	}

	/** Adds the events not in the document yet; returns how many. */
	push(events: readonly EventRecord[]): number {
		let sent = 0;
		this.doc.transact(() => {
			for (const event of events) {
				// An event without a stamp cannot be ordered among other phones' (see log/merge.ts);
				// every stored event has one from schema 5 on.
				if (event.hlc === undefined || event.deviceId === undefined || this.events.has(event.id)) continue;
				// Through JSON, as a backup goes: a payload's key holding undefined would read as damaged.
				this.events.set(event.id, JSON.parse(JSON.stringify(event)) as object);
				sent++;
			}
		}, HERE);
		return sent;
	}

	/** Every event the document holds, checked; refused ones are listed. */
	entries(keys: Iterable<string> = this.events.keys()): { events: StampedEvent[]; refused: RefusedEntry[] } {
		const events: StampedEvent[] = [];
		const refused: RefusedEntry[] = [];
		for (const key of keys) {
			const checked = checkEvent(key, this.events.get(key));
			if (checked.ok) events.push(checked.value);
			else refused.push({ map: 'events', key, reason: checked.reason });
		}
		return { events, refused };
	}

	/** How many events a game has here: a game whose log is as long holds them all. */
	countOf(gameId: string): number {
		return this.#counts.get(gameId) ?? 0;
	}

	/**
	 * Kept as entries come and go, so a tap never counts the whole night again. Only events that
	 * pass their check count: an entry this phone would refuse does not stand for one of its own.
	 */
	#count(key: string, value: unknown, step: 1 | -1): void {
		const checked = checkEvent(key, value);
		if (!checked.ok) return;
		const { gameId } = checked.value;
		this.#counts.set(gameId, (this.#counts.get(gameId) ?? 0) + step);
	}
}
