// Messages per table: one token bucket shared by every connection of a table on this instance, so
// a phone cut off for flooding cannot start afresh by reconnecting.
import { TokenBucket } from '../src/lib/sync/token-bucket.js';

// How often buckets that have filled up again are dropped: a full bucket is the same as a new one.
const SWEEP_MS = 60_000;

export class TableRates {
	readonly #rates = new Map<string, TokenBucket>();
	#swept: number;

	constructor(
		private readonly perSecond: number,
		private readonly burst: number,
		private readonly now: () => number = () => performance.now()
	) {
		this.#swept = now();
	}

	/** Counts one message of the table; false once the table's connections have sent more than its share. */
	take(tableId: string): boolean {
		this.#sweep();
		let rate = this.#rates.get(tableId);
		if (rate === undefined) {
			rate = new TokenBucket(this.perSecond, this.burst, this.now);
			this.#rates.set(tableId, rate);
		}
		return rate.take();
	}

	#sweep(): void {
		if (this.now() - this.#swept < SWEEP_MS) return;
		this.#swept = this.now();
		for (const [tableId, rate] of this.#rates) if (rate.full()) this.#rates.delete(tableId);
	}
}
