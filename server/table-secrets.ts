// Who may open a table's documents: whoever holds the secret of the phone that first connected for
// that table. Only the secret's SHA-256 is kept. Checks for one table run one at a time, so two
// first connections cannot both register.
import { createHash, timingSafeEqual } from 'node:crypto';
import { SECRET_KEY, type Store } from './store.js';

export class TableSecrets {
	readonly #queues = new Map<string, Promise<unknown>>();

	constructor(private readonly store: Store) {}

	/** Whether the secret opens the table; the first secret seen for a table registers it. */
	admits(tableId: string, secret: string): Promise<boolean> {
		if (secret === '') return Promise.resolve(false);
		return this.#oneAtATime(tableId, () => this.#check(tableId, hash(secret)));
	}

	async #check(tableId: string, given: Buffer): Promise<boolean> {
		const key = SECRET_KEY + tableId;
		const registered = await this.store.get(key);
		if (registered === undefined) {
			await this.store.put(key, given);
			return true;
		}
		return registered.byteLength === given.byteLength && timingSafeEqual(registered, given);
	}

	async #oneAtATime<T>(tableId: string, job: () => Promise<T>): Promise<T> {
		const before = this.#queues.get(tableId) ?? Promise.resolve();
		const result = before.then(job, job);
		const settled = result.catch(() => undefined);
		this.#queues.set(tableId, settled);
		try {
			return await result;
		} finally {
			if (this.#queues.get(tableId) === settled) this.#queues.delete(tableId);
		}
	}
}

function hash(secret: string): Buffer {
	return createHash('sha256').update(secret, 'utf8').digest();
}
