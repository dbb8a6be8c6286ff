// Every update a phone sends, appended to the LevelDB and synced to disk before the server applies
// and acknowledges it, so an acknowledged update outlives a kill -9 or a power loss. Appends that
// arrive while a write is on its way to the disk go together in the next one (group commit): one
// fsync for many updates. Yjs updates commute and apply twice harmlessly, so the log needs unique
// keys, not an order. Storing a document folds its logged updates into its state (persistence.ts).
import { randomBytes } from 'node:crypto';
import { LOG_KEY, type Store } from './store.js';

interface Append {
	key: string;
	update: Uint8Array;
	written(): void;
	failed(error: unknown): void;
}

export interface Logged {
	keys: string[];
	updates: Uint8Array[];
}

// Document names hold letters, digits, '-', '_' and '/'; '#' ends one, so no name's keys fall
// within another's range ('$' is the character after '#').
const NAME_END = '#';
const AFTER_NAME_END = '$';

export class UpdateLog {
	// Unique across restarts without reading anything back: this process' own prefix, then a count.
	readonly #process = randomBytes(6).toString('base64url');
	#count = 0;
	#waiting: Append[] = [];
	#writing = false;

	constructor(private readonly store: Store) {}

	/** Resolves with the update's key once it is on disk. */
	append(documentName: string, update: Uint8Array): Promise<string> {
		this.#count += 1;
		const key = `${LOG_KEY}${documentName}${NAME_END}${this.#process}.${this.#count.toString(36).padStart(8, '0')}`;
		return new Promise((resolve, reject) => {
			this.#waiting.push({ key, update, written: () => resolve(key), failed: reject });
			void this.#write();
		});
	}

	/** Takes back an update that was logged and then could not be applied. */
	async remove(key: string): Promise<void> {
		await this.store.del(key, { sync: true });
	}

	/** Every update logged for the document, with its key. */
	async read(documentName: string): Promise<Logged> {
		const range = { gt: LOG_KEY + documentName + NAME_END, lt: LOG_KEY + documentName + AFTER_NAME_END };
		const keys: string[] = [];
		const updates: Uint8Array[] = [];
		for await (const [key, update] of this.store.iterator(range)) {
			keys.push(key);
			updates.push(update);
		}
		return { keys, updates };
	}

	async #write(): Promise<void> {
		if (this.#writing || this.#waiting.length === 0) return;
		this.#writing = true;
		const batch = this.#waiting;
		this.#waiting = [];
		try {
			await this.store.batch(
				batch.map(({ key, update }) => ({ type: 'put', key, value: update })),
				{ sync: true }
			);
			batch.forEach((append) => append.written());
		} catch (error) {
			batch.forEach((append) => append.failed(error));
		} finally {
			this.#writing = false;
			void this.#write();
		}
	}
}
