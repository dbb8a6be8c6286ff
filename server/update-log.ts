// Every update a phone sends, kept by the store before the server applies and acknowledges it, so
// an acknowledged update outlives a kill -9 or a power loss. Appends that arrive while a write is
// on its way go together in the next one (group commit): one fsync or one commit for many
// updates. Yjs updates commute and apply twice harmlessly, so the log needs unique keys, not an
// order. Storing a document folds its logged updates into its state (persistence.ts).
import type { LoggedUpdate, Store } from './store.js';

interface Append extends LoggedUpdate {
	written(key: string): void;
	failed(error: unknown): void;
}

export class UpdateLog {
	#waiting: Append[] = [];
	#writing = false;

	constructor(private readonly store: Store) {}

	/** Resolves with the update's key once it is kept. */
	append(documentName: string, update: Uint8Array): Promise<string> {
		return new Promise((resolve, reject) => {
			this.#waiting.push({ documentName, update, written: resolve, failed: reject });
			void this.#write();
		});
	}

	async #write(): Promise<void> {
		if (this.#writing || this.#waiting.length === 0) return;
		this.#writing = true;
		const batch = this.#waiting;
		this.#waiting = [];
		try {
			const keys = await this.store.appendUpdates(batch);
			batch.forEach((append, index) => append.written(keys[index]!));
		} catch (error) {
			batch.forEach((append) => append.failed(error));
		} finally {
			this.#writing = false;
			void this.#write();
		}
	}
}
