// What a phone in a table shows of its sync: whether it is connected and caught up, since when,
// who else is there, and everything it refused or could not place. Plain data with listeners, so
// Node tests read it as screens do (through status.svelte.ts).
import type { MergeReport } from '$lib/storage/merge-logs';
import type { RefusedEntry } from './entries';
import { refusalOf, type Refusal } from './protocol';

export type SyncPhase = 'offline' | 'connecting' | 'syncing' | 'synced' | 'refused';

/**
 * A phone of the table: its name, the player who holds it (when they said), the id it stamps its
 * events with (so a conflict can name the phone of each entry), and the game it has open.
 */
export type Device = { id: string; name: string; playerId?: string; writer?: string; gameId?: string };

export type SyncSnapshot = {
	phase: SyncPhase;
	/** When this phone last had nothing left to send or receive (kept across visits, table.svelte.ts). */
	lastSyncAt: number | null;
	/** Since when it has been offline or unable to reach the server; null while it is in. */
	stalledSince: number | null;
	/** Whether the server let it in at least once on this visit. */
	reached: boolean;
	devices: Device[];
	/** Why the server closed the connection, when it said. */
	refusal: Refusal | null;
	/** Entries of the table's documents that failed their check, by document. */
	refused: RefusedEntry[];
	/** Events held here with other content under the same id. */
	conflicts: number;
	/** Events whose game this phone has not been told of. */
	waiting: number;
	/** What went wrong in this phone's own work, if anything did. */
	error: string | null;
	/** Nights caught up with the server, of those the table holds: a joining phone's progress. */
	nights: { ready: number; total: number };
};

export class SyncState {
	#socket = 'connecting';
	/** Whether the table's document has caught up with the server on this connection: the server let this phone in. */
	#letIn = false;
	#unsynced = 0;
	#nightsWaiting = 0;
	/** By `map/key`: an entry stays refused until a good one takes its key. */
	#refused = new Map<string, RefusedEntry>();
	/** Event ids, until their game arrives or another copy of them is taken. */
	#waiting = new Set<string>();
	#conflicts = new Set<string>();
	#listeners = new Set<(snapshot: SyncSnapshot) => void>();
	#snapshot: SyncSnapshot = {
		phase: 'connecting',
		lastSyncAt: null,
		stalledSince: Date.now(),
		reached: false,
		devices: [],
		refusal: null,
		refused: [],
		conflicts: 0,
		waiting: 0,
		error: null,
		nights: { ready: 0, total: 0 }
	};

	/** `lastSyncAt`: the last sync of an earlier visit, if any. */
	constructor({ lastSyncAt = null }: { lastSyncAt?: number | null } = {}) {
		this.#snapshot.lastSyncAt = lastSyncAt;
	}

	get snapshot(): SyncSnapshot {
		return this.#snapshot;
	}

	subscribe(listener: (snapshot: SyncSnapshot) => void): () => void {
		this.#listeners.add(listener);
		listener(this.#snapshot);
		return () => this.#listeners.delete(listener);
	}

	socketIs(status: string): void {
		this.#socket = status;
		// A socket opens before the server has heard the phone's key: only being let in counts.
		if (status !== 'connected') this.#letIn = false;
		this.#refresh();
	}

	/**
	 * The table's document caught up with the server: the server let this phone in. A refusal
	 * holds until then (a flood's pause ends by itself).
	 */
	tableCaughtUp(): void {
		this.#letIn = true;
		if (this.#snapshot.refusal) this.#set({ refusal: null });
		else this.#refresh();
	}

	closedBecause(reason: string, code?: number): void {
		const refusal = refusalOf(reason, code);
		if (refusal) this.#set({ refusal });
	}

	refusedBecause(reason: string): void {
		this.#set({ refusal: refusalOf(reason) ?? 'wrong-secret' });
	}

	unsyncedAre(count: number): void {
		this.#unsynced = count;
		this.#refresh();
	}

	/** Night documents caught up with the server, of all opened. */
	nightsAre(ready: number, total: number): void {
		this.#nightsWaiting = total - ready;
		this.#snapshot = { ...this.#snapshot, nights: { ready, total } };
		this.#refresh();
	}

	devicesAre(devices: Device[]): void {
		this.#set({ devices });
	}

	/** What a pull found: entries refused, and the keys (`map/key`) of those taken. */
	checked(refused: readonly RefusedEntry[], taken: Iterable<string>): void {
		for (const key of taken) this.#refused.delete(key);
		for (const entry of refused) this.#refused.set(`${entry.map}/${entry.key}`, entry);
		this.#set({ refused: [...this.#refused.values()] });
	}

	/** What a merge of `ids` left: events waiting for their game, and ids held with other content. */
	merged(ids: readonly string[], report: Pick<MergeReport, 'conflicts' | 'orphans'>): void {
		for (const id of ids) {
			this.#waiting.delete(id);
			this.#conflicts.delete(id);
		}
		for (const orphan of report.orphans) this.#waiting.add(orphan.id);
		for (const { incoming } of report.conflicts) this.#conflicts.add(incoming.id);
		this.#set({ conflicts: this.#conflicts.size, waiting: this.#waiting.size });
	}

	failed(error: unknown): void {
		this.#set({ error: error instanceof Error ? error.message : String(error) });
	}

	#refresh(): void {
		const phase = this.#phase();
		const caughtUp = phase === 'synced' && this.#snapshot.phase !== 'synced';
		this.#set({ phase, ...(caughtUp ? { lastSyncAt: Date.now() } : {}), ...this.#stall(phase) });
	}

	/** Since when the phone has been stalled (a refusal says its own why, so it is no stall). */
	#stall(phase: SyncPhase): Pick<SyncSnapshot, 'stalledSince' | 'reached'> {
		const { stalledSince, reached } = this.#snapshot;
		if (phase === 'synced' || phase === 'syncing') return { stalledSince: null, reached: true };
		if (phase === 'refused') return { stalledSince: null, reached };
		return { stalledSince: stalledSince ?? Date.now(), reached };
	}

	#phase(): SyncPhase {
		if (this.#snapshot.refusal) return 'refused';
		if (this.#socket === 'disconnected') return 'offline';
		if (this.#socket === 'connecting' || !this.#letIn) return 'connecting';
		return this.#unsynced > 0 || this.#nightsWaiting > 0 ? 'syncing' : 'synced';
	}

	#set(changes: Partial<SyncSnapshot>): void {
		this.#snapshot = { ...this.#snapshot, ...changes };
		if ('refusal' in changes) {
			this.#snapshot.phase = this.#phase();
			Object.assign(this.#snapshot, this.#stall(this.#snapshot.phase));
		}
		for (const listener of this.#listeners) listener(this.#snapshot);
	}
}
