// A token bucket: it holds up to `capacity` tokens and earns `perSecond` more as time passes. Only
// the arithmetic: the phone waits for its tokens (pace.ts), the server refuses a connection or a
// table that has none left (server/peer.ts, server/table-rates.ts). Like protocol.ts it imports
// nothing, so the server shares it as it is.
export class TokenBucket {
	readonly #perSecond: number;
	readonly #capacity: number;
	readonly #now: () => number;
	#tokens: number;
	#last: number;

	/** `now` in milliseconds; it starts full. */
	constructor(perSecond: number, capacity: number, now: () => number = () => performance.now()) {
		this.#perSecond = perSecond;
		this.#capacity = capacity;
		this.#now = now;
		this.#tokens = capacity;
		this.#last = now();
	}

	/** Takes `count` tokens if the bucket holds them; false, taking none, if not. */
	take(count = 1): boolean {
		this.#refill();
		if (this.#tokens < count) return false;
		this.#tokens -= count;
		return true;
	}

	/** Milliseconds until the bucket holds `count` tokens; 0 if it does now. */
	msUntil(count: number): number {
		this.#refill();
		return Math.max(0, ((count - this.#tokens) / this.#perSecond) * 1000);
	}

	/** Whether it has filled up again: then it is as good as a new one. */
	full(): boolean {
		this.#refill();
		return this.#tokens >= this.#capacity;
	}

	#refill(): void {
		const now = this.#now();
		this.#tokens = Math.min(this.#capacity, this.#tokens + ((now - this.#last) / 1000) * this.#perSecond);
		this.#last = now;
	}
}
