// The phone's own pace, under the server's limit on messages (protocol.ts LIMITS): a token
// bucket a little smaller and slower than the server's, taken before each thing this phone
// does that sends messages (opening a document, writing to one), so a phone with a long
// history is never cut off as a flood when it catches up.
import { LIMITS } from './protocol';
import { TokenBucket } from './token-bucket';

/** What the phone allows itself, of what the server allows: room for the answers and pings it does not count. */
const SHARE = 0.8;

export class Pace {
	readonly #bucket: TokenBucket;
	#queue: Promise<void> = Promise.resolve();

	constructor(
		{ perSecond = LIMITS.messagesPerSecond * SHARE, burst = LIMITS.burstMessages * SHARE } = {},
		now: () => number = () => performance.now()
	) {
		this.#bucket = new TokenBucket(perSecond, burst, now);
	}

	/** Resolves once `messages` may be sent; callers wait their turn in order. */
	take(messages: number): Promise<void> {
		const turn = this.#queue.then(() => this.#wait(messages));
		this.#queue = turn;
		return turn;
	}

	async #wait(messages: number): Promise<void> {
		while (!this.#bucket.take(messages)) {
			await new Promise((resolve) => setTimeout(resolve, this.#bucket.msUntil(messages)));
		}
	}
}
