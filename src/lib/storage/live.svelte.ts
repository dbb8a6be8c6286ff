// A Dexie live query as a rune: `.current` follows the database, across tabs too.
import { liveQuery } from 'dexie';
import { createSubscriber } from 'svelte/reactivity';
import { database } from './database';

export class Live<T> {
	#value: T | undefined;
	#error = $state<unknown>(null);
	#subscribe: () => void;

	constructor(query: () => Promise<T>) {
		this.#subscribe = createSubscriber((update) => {
			// liveQuery stays silent while the database is closed, waiting for it to come back;
			// one that could not be opened at all (no IndexedDB, open refused, a newer version's
			// database) will not come back, so the open's own failure is what the screen shows.
			database()
				.open()
				.catch((error: unknown) => {
					this.#error = error;
					update();
				});
			const subscription = liveQuery(query).subscribe({
				next: (value) => {
					this.#value = value;
					update();
				},
				error: (error) => {
					this.#error = error;
					update();
				}
			});
			return () => subscription.unsubscribe();
		});
	}

	/** undefined until the first answer arrives. */
	get current(): T | undefined {
		this.#subscribe();
		return this.#value;
	}

	/** Why the database could not be read (blocked, private mode, out of space), or null. */
	get error(): unknown {
		this.#subscribe();
		return this.#error;
	}
}
