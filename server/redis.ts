// Past one machine: the Redis extension carries every document's updates between instances, each
// update as it is, in one message.
import { Redis } from '@hocuspocus/extension-redis';
import { OutgoingMessage, type Document, type Extension, type onChangePayload } from '@hocuspocus/server';
import { parseServiceUrl, shownUrl } from './service-url.js';

/** How long after a change, at most, an instance asks the others for whatever it has missed. */
export const CHECKUP_MS = 1000;

// y-protocols' sync message types: SyncStep1 carries a state vector (what the sender holds),
// SyncStep2 an update. Hocuspocus applies a SyncStep2 that came through Redis with Redis' origin,
// so the receiving instance does not publish it again.
export const SYNC_STEP_1 = 0;
export const SYNC_STEP_2 = 1;

export function redisExtension(redisUrl: string): Extension {
	const url = parseServiceUrl('REDIS_URL', redisUrl);
	if (url.protocol !== 'redis:') throw new Error(`REDIS_URL must be redis://host:port, not ${shownUrl(url)}`);
	return new UpdatesThroughRedis({
		host: url.hostname,
		port: url.port === '' ? 6379 : Number(url.port),
		options: {
			...(url.password === '' ? {} : { password: decodeURIComponent(url.password) }),
			...(url.username === '' ? {} : { username: decodeURIComponent(url.username) })
		}
	});
}

/**
 * Hocuspocus' own onChange publishes, for every change, only the instance's state vector; each
 * other instance answers with its own, and only the reply to that answer brings the change: four
 * messages, two round trips and two diffs against the whole document for every update
 * (extension-redis/src/Redis.ts, onChange and handleIncomingMessage). Under a stream of updates
 * each of those waits its turn in both instances' event loops, so an update queued four times
 * before it arrived (issue 32). Here the change itself is published at once. Redis' publish
 * reaches only who is subscribed at that moment, so the state vector is still published, at most
 * once per CHECKUP_MS per document that changed: whatever an instance missed (Redis restarting, a
 * dropped connection) comes with the answer, as it did before.
 */
class UpdatesThroughRedis extends Redis {
	readonly #checkups = new Map<string, NodeJS.Timeout>();

	override async onChange({ documentName, document, update, transactionOrigin }: onChangePayload): Promise<void> {
		if (transactionOrigin === this.redisTransactionOrigin) return;
		this.#checkupSoon(documentName, document);
		// Not thrown: the checkup carries it once Redis answers again (ioredis logs the outage).
		await this.#publish(documentName, syncStep2(documentName, update)).catch(() => {});
	}

	override async onDestroy(): Promise<void> {
		this.#checkups.forEach((timer) => clearTimeout(timer));
		this.#checkups.clear();
		await super.onDestroy();
	}

	#checkupSoon(documentName: string, document: Document): void {
		if (this.#checkups.has(documentName)) return;
		const timer = setTimeout(() => {
			this.#checkups.delete(documentName);
			if (this.instance.documents.get(documentName) !== document) return;
			const stateVector = new OutgoingMessage(documentName).createSyncMessage().writeFirstSyncStepFor(document);
			this.#publish(documentName, stateVector.toUint8Array()).catch(() => this.#checkupSoon(documentName, document));
		}, CHECKUP_MS);
		this.#checkups.set(documentName, timer);
	}

	#publish(documentName: string, message: Uint8Array): Promise<number> {
		// The extension's own channel and framing (its helpers for them are private).
		const channel = `${this.configuration.prefix}:${documentName}`;
		return this.pub.publish(channel, Buffer.concat([this.messagePrefix, message]));
	}
}

/** A Hocuspocus sync message carrying one update as a SyncStep2. */
function syncStep2(documentName: string, update: Uint8Array): Uint8Array {
	const head = new OutgoingMessage(documentName).createSyncMessage().toUint8Array();
	return Buffer.concat([head, Uint8Array.of(SYNC_STEP_2), varUint(update.byteLength), update]);
}

/** lib0's variable-length unsigned integer, 7 bits a byte, lowest first (lib0 is Yjs' dependency, not ours). */
function varUint(value: number): Uint8Array {
	const bytes: number[] = [];
	let rest = value;
	while (rest > 0x7f) {
		bytes.push(0x80 | (rest & 0x7f));
		rest = Math.floor(rest / 128);
	}
	bytes.push(rest);
	return Uint8Array.of(...bytes);
}
