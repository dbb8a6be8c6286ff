// A Dexie live query as a rune: `.current` follows the database, across tabs too.
import { liveQuery } from 'dexie';
import { createSubscriber } from 'svelte/reactivity';

export class Live<T> {
	#value: T | undefined;
	#error = $state<unknown>(null);
	#subscribe: () => void;

	constructor(query: () => Promise<T>) {
		this.#subscribe = createSubscriber((update) => {
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
