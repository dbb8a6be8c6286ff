// The Hocuspocus instance and who may do what on it: a table's secret opens its documents, a
// document stays under its size limit, and a connection under its message rate.
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { tableOfDocument, type LIMITS } from '../src/lib/sync/protocol.js';
import { DocumentSizes } from './document-size.js';
import { MessageRate } from './message-rate.js';
import { persistence } from './persistence.js';
import { redisExtension } from './redis.js';
import { Refused, logRefusal, refuse, type Log } from './refusal.js';
import type { Store } from './store.js';
import { TableSecrets } from './table-secrets.js';
import type { ServerSocket } from './ws.js';

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

// A refused connection gets this long to close politely before it is cut.
const CLOSE_GRACE_MS = 1000;

/** One WebSocket (one phone, any number of documents), handed to every hook as `context.peer`. */
export class Peer {
	readonly tables = new Set<string>();
	#refused = false;
	readonly #rate: MessageRate;

	constructor(
		readonly socket: ServerSocket,
		limits: Limits,
		private readonly log: Log
	) {
		this.#rate = new MessageRate(limits.messagesPerSecond, limits.burstMessages / limits.messagesPerSecond);
	}

	/** Counts a message as it arrives, before Hocuspocus sees it; closes a flooding connection. */
	count(): void {
		if (this.#refused || this.#rate.take()) return;
		logRefusal(this.log, 'too-fast', this.tables);
		this.close(new Refused('too-fast'));
	}

	close(refusal: Refused): void {
		this.#refused = true;
		// Hocuspocus stops hearing this socket at once: the rest of a flood is dropped here instead
		// of each message being refused (and logged) on its own.
		this.socket.removeAllListeners('message');
		this.socket.close(refusal.code, refusal.reason);
		setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
	}
}

function peerOf(context: unknown): Peer {
	const peer = (context as { peer?: unknown } | null)?.peer;
	if (peer instanceof Peer) return peer;
	throw new Error('a connection without its peer: handleConnection must be given { peer }');
}

export interface SyncOptions {
	store: Store;
	limits: Limits;
	log: Log;
	redisUrl?: string;
}

export function createSync({ store, limits, log, redisUrl }: SyncOptions): Hocuspocus {
	const secrets = new TableSecrets(store);
	const sizes = new DocumentSizes(limits.documentBytes);
	const extensions: Extension[] = [persistence(store)];
	if (redisUrl) extensions.push(redisExtension(redisUrl));

	return new Hocuspocus({
		quiet: true,
		extensions,
		async onAuthenticate({ documentName, token, context }) {
			const tableId = tableOfDocument(documentName);
			if (tableId === null) throw refuse(log, 'bad-document', null);
			if (!(await secrets.admits(tableId, token))) throw refuse(log, 'wrong-secret', tableId);
			peerOf(context).tables.add(tableId);
		},
		async beforeHandleMessage({ document, documentName, update }) {
			// Thrown before the message is applied: the refused update is neither kept nor stored.
			if (!sizes.admit(document, update.byteLength)) {
				throw refuse(log, 'too-large', tableOfDocument(documentName));
			}
		}
	});
}
