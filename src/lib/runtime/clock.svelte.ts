// A ticking `now` for screens that show a countdown. It only ticks while something reads it,
// and reads the time afresh when a hidden tab comes back, so the first frame after a locked
// phone is already right. The truth stays in the events; this only says when to look again.
import { createSubscriber } from 'svelte/reactivity';
import { tableNow } from './table-time';

export class Clock {
	readonly #read: () => number;
	readonly #subscribe: () => void;

	constructor({ intervalMs = 200, read = tableNow }: { intervalMs?: number; read?: () => number } = {}) {
		this.#read = read;
		this.#subscribe = createSubscriber((update) => {
			const timer = setInterval(update, intervalMs);
			const onVisible = () => {
				if (document.visibilityState === 'visible') update();
			};
			document.addEventListener('visibilitychange', onVisible);
			return () => {
				clearInterval(timer);
				document.removeEventListener('visibilitychange', onVisible);
			};
		});
	}

	/** Epoch ms; reading it inside an effect or template keeps it ticking there. */
	get now(): number {
		this.#subscribe();
		return this.#read();
	}
}
