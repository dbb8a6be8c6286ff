// Messages per connection (or per table), averaged over a few seconds: a token bucket that holds a
// few seconds' worth, so a phone's burst on reconnecting (every document's sync at once) passes, a
// flood does not.
export class MessageRate {
	#tokens: number;
	#last: number;
	readonly #capacity: number;

	constructor(
		readonly perSecond: number,
		seconds: number,
		private readonly now: () => number = () => performance.now()
	) {
		this.#capacity = perSecond * seconds;
		this.#tokens = this.#capacity;
		this.#last = now();
	}

	/** Counts one message; false once the connection has sent more than its share. */
	take(): boolean {
		this.#refill();
		if (this.#tokens < 1) return false;
		this.#tokens -= 1;
		return true;
	}

	/** Whether the bucket has filled up again: as good as a new one. */
	full(): boolean {
		this.#refill();
		return this.#tokens >= this.#capacity;
	}

	#refill(): void {
		const now = this.now();
		const refill = ((now - this.#last) / 1000) * this.perSecond;
		this.#tokens = Math.min(this.#capacity, this.#tokens + refill);
		this.#last = now;
	}
}
