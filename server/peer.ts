// One WebSocket (one phone, any number of documents), handed to every hook as `context.peer`: what
// it may send before one of its documents is let in, how fast it and its table may send, and how
// it is cut off.
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Refusal } from '../src/lib/sync/protocol.js';
import { TokenBucket } from '../src/lib/sync/token-bucket.js';
import { Refused, type Refusals } from './refusal.js';
import type { Limits } from './sync.js';
import type { TableRates } from './table-rates.js';

// A closed connection gets this long to close its side before it is cut.
const CLOSE_GRACE_MS = 1000;
// WebSocket's "service restart": the phone reconnects (protocol.ts keeps 4xxx for refusals).
const SERVICE_RESTART = 1012;

export class Peer {
	/** The tables this connection was let into. */
	readonly tables = new Set<string>();
	/** Which phone it was let in as, by table. */
	readonly phones = new Map<string, string>();
	/** The token each table let it in with: the same token for another document needs no second look. */
	readonly #tokens = new Map<string, string>();
	#closed = false;
	#unauthenticatedBytes = 0;
	readonly #rate: TokenBucket;

	constructor(
		readonly socket: WebSocket,
		/** The connection under the WebSocket. */
		private readonly network: Duplex,
		private readonly limits: Limits,
		private readonly tableRates: TableRates,
		private readonly refusals: Refusals
	) {
		this.#rate = new TokenBucket(limits.messagesPerSecond, limits.burstMessages);
	}

	/**
	 * Counts bytes as they come off the network, before `ws` gathers a whole frame (up to a document's
	 * size): Hocuspocus keeps every message of a document not yet let in, so a stranger may send
	 * only a little.
	 */
	received(bytes: number): void {
		if (this.#closed || this.tables.size > 0) return;
		this.#unauthenticatedBytes += bytes;
		if (this.#unauthenticatedBytes > this.limits.unauthenticatedBytes) this.#refuse('unauthenticated');
	}

	/** Whether this token already let the connection into the table. */
	admittedWith(tableId: string, token: string): boolean {
		return this.#tokens.get(tableId) === token;
	}

	admit(tableId: string, phoneId: string, token: string): void {
		this.tables.add(tableId);
		this.phones.set(tableId, phoneId);
		this.#tokens.set(tableId, token);
	}

	/** Counts a message as it arrives, before Hocuspocus sees it; closes a connection or table that floods. */
	count(): void {
		if (this.#closed) return;
		if (this.#rate.take() && [...this.tables].every((tableId) => this.tableRates.take(tableId))) return;
		this.#refuse('too-fast');
	}

	/** Closes the connection once Hocuspocus has told the phone why a document was refused. */
	closeAfterDenial(refusal: Refused): void {
		setImmediate(() => this.close(refusal));
	}

	/**
	 * The server is stopping: the phone is told so and reconnects, here once the server is back or
	 * to another instance. Messages already on their way are still handled (an update is
	 * acknowledged only once it is kept); the phone sends again whatever was not acknowledged.
	 */
	goAway(): void {
		if (this.#closed) return;
		this.#closed = true;
		this.socket.close(SERVICE_RESTART, 'server stopping');
		setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
	}

	close(refusal: Refused): void {
		if (this.#closed) return;
		this.#closed = true;
		// Hocuspocus stops hearing this socket at once, and nothing more is read from the network:
		// the rest of a flood is neither kept nor refused (and logged) message by message. What was
		// sent to the phone (last, the reason) still goes out before the connection ends.
		this.socket.removeAllListeners('message');
		this.socket.close(refusal.code, refusal.reason);
		this.socket.pause();
		this.network.end();
		setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
	}

	#refuse(reason: Refusal): void {
		this.refusals.record(reason, this.tables);
		this.close(new Refused(reason));
	}
}
