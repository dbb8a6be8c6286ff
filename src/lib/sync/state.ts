// What a phone in a table shows of its sync: whether it is connected and caught up, since when,
// who else is there, and everything it refused or could not place. Plain data with listeners, so
// Node tests read it as screens do (through status.svelte.ts).
import type { MergeReport } from '$lib/storage/merge-logs';
import type { RefusedEntry } from './entries';
import { refusalOf, type Refusal } from './protocol';

export type SyncPhase = 'offline' | 'connecting' | 'syncing' | 'synced' | 'refused';

export type Device = { id: string; name: string };

export type SyncSnapshot = {
	phase: SyncPhase;
	/** When this phone last had nothing left to send or receive. */
	lastSyncAt: number | null;
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
};

export class SyncState {
	#socket = 'connecting';
	#unsynced = 0;
	#nightsWaiting = 0;
	#refusedBySource = new Map<string, RefusedEntry[]>();
	#waitingBySource = new Map<string, number>();
	#conflictsBySource = new Map<string, number>();
	#listeners = new Set<(snapshot: SyncSnapshot) => void>();
	#snapshot: SyncSnapshot = {
		phase: 'connecting',
		lastSyncAt: null,
		devices: [],
		refusal: null,
		refused: [],
		conflicts: 0,
		waiting: 0,
		error: null
	};

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
		// A refusal holds until the server lets this phone in again (a flood's pause ends by itself).
		if (status === 'connected' && this.#snapshot.refusal) this.#set({ refusal: null });
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

	/** Documents still catching up with the server. */
	nightsWaitingAre(count: number): void {
		this.#nightsWaiting = count;
		this.#refresh();
	}

	devicesAre(devices: Device[]): void {
		this.#set({ devices });
	}

	refusedEntries(source: string, refused: RefusedEntry[]): void {
		if (!refused.length && !this.#refusedBySource.has(source)) return;
		this.#refusedBySource.set(source, refused);
		this.#set({ refused: [...this.#refusedBySource.values()].flat() });
	}

	merged(source: string, report: Pick<MergeReport, 'conflicts' | 'orphans'>): void {
		this.#conflictsBySource.set(source, report.conflicts.length);
		this.#waitingBySource.set(source, report.orphans.length);
		const sum = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
		this.#set({ conflicts: sum(this.#conflictsBySource), waiting: sum(this.#waitingBySource) });
	}

	failed(error: unknown): void {
		this.#set({ error: error instanceof Error ? error.message : String(error) });
	}

	#refresh(): void {
		const phase = this.#phase();
		const caughtUp = phase === 'synced' && this.#snapshot.phase !== 'synced';
		this.#set({ phase, ...(caughtUp ? { lastSyncAt: Date.now() } : {}) });
	}

	#phase(): SyncPhase {
		if (this.#snapshot.refusal) return 'refused';
		if (this.#socket === 'disconnected') return 'offline';
		if (this.#socket === 'connecting') return 'connecting';
		return this.#unsynced > 0 || this.#nightsWaiting > 0 ? 'syncing' : 'synced';
	}

	#set(changes: Partial<SyncSnapshot>): void {
		this.#snapshot = { ...this.#snapshot, ...changes };
		if ('refusal' in changes) this.#snapshot.phase = this.#phase();
		for (const listener of this.#listeners) listener(this.#snapshot);
	}
}
