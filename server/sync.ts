// The Hocuspocus instance and who may do what on it: a phone's key (or the table's invite, once)
// opens the table's documents (table-access.ts); an update is checked, kept under its document's size limit, and on disk before it is applied.
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import type { Logger } from 'pino';
import * as Y from 'yjs';
import { tableOfDocument, type LIMITS } from '../src/lib/sync/protocol.js';
import { catchUp } from './catch-up.js';
import { DocumentSizes } from './document-size.js';
import { followAccess } from './access-follower.js';
import { ClientOwners } from './client-owners.js';
import { Peer } from './peer.js';
import { persistence } from './persistence.js';
import { redisExtension } from './redis.js';
import type { Refusals } from './refusal.js';
import type { Store } from './store.js';
import { TableAccess } from './table-access.js';
import { checkMessage } from './update-check.js';
import { UpdateLog } from './update-log.js';

export type Limits = { readonly [K in keyof typeof LIMITS]: number };

function peerOf(context: unknown): Peer {
	const peer = (context as { peer?: unknown } | null)?.peer;
	if (peer instanceof Peer) return peer;
	throw new Error('a connection without its peer: handleConnection must be given { peer }');
}

export interface SyncOptions {
	store: Store;
	limits: Limits;
	log: Logger;
	refusals: Refusals;
	redisUrl?: string;
	/** Every connection open now, so a forgotten phone's can be closed. */
	peers: ReadonlySet<Peer>;
}

export function createSync({ store, limits, log, refusals, redisUrl, peers }: SyncOptions): Hocuspocus {
	const access = new TableAccess(store);
	const sizes = new DocumentSizes(limits.documentBytes);
	const updates = new UpdateLog(store);
	const clients = new ClientOwners(store);
	const extensions: Extension[] = [persistence(store, log), followAccess(access, peers, refusals, log)];
	if (store.shared) extensions.push(catchUp(store));
	if (redisUrl) extensions.push(redisExtension(redisUrl));

	// A refused connection is closed, not left open with every message it sends kept.
	const denied = (peer: Peer, reason: 'bad-document' | 'wrong-secret' | 'forgotten', tableId: string | null) => {
		const refused = refusals.refuse(reason, tableId);
		peer.closeAfterDenial(refused);
		return refused;
	};

	// Never an honest phone's update: the whole connection goes, not only this document.
	const closed = (peer: Peer, reason: 'too-deep' | 'bad-update' | 'foreign-client', tableId: string | null) => {
		const refused = refusals.refuse(reason, tableId);
		peer.close(refused);
		return refused;
	};

	return new Hocuspocus({
		quiet: true,
		extensions,
		async onAuthenticate({ documentName, token, context }) {
			const peer = peerOf(context);
			const tableId = tableOfDocument(documentName);
			if (tableId === null) throw denied(peer, 'bad-document', null);
			if (peer.admittedWith(tableId, token)) return;
			const admission = await access.admit(tableId, token);
			if (!admission.admitted) throw denied(peer, admission.reason, tableId);
			peer.admit(tableId, admission.phoneId, token);
		},
		async afterUnloadDocument({ documentName }) {
			clients.unloaded(documentName);
		},
		async beforeHandleMessage({ document, documentName, update: message, connection, context }) {
			// Thrown before the message is applied: a refused update is neither logged, applied nor stored.
			const tableId = tableOfDocument(documentName);
			if (!sizes.admit(document, message.byteLength)) throw refusals.refuse('too-large', tableId);
			try {
				const checked = checkMessage(message, limits.valueDepth);
				if (!checked.ok) throw closed(peerOf(context), checked.refusal, tableId);
				if (checked.update === null) return;
				// A phone's sync on every connection carries what the server has already (at least the
				// document's deletions): logged, it would stay in the log for good, since a document that
				// does not change is never stored, and storing is what empties the log.
				if (Y.snapshotContainsUpdate(Y.snapshot(document), checked.update)) return;
				const peer = peerOf(context);
				const phoneId = tableId === null ? undefined : peer.phones.get(tableId);
				if (phoneId === undefined || !(await clients.allOwnedBy(documentName, document, checked.update, phoneId))) {
					throw closed(peer, 'foreign-client', tableId);
				}
				// Hocuspocus acknowledges an update as soon as it has applied it: it must be on disk first.
				const key = await updates.append(documentName, checked.update);
				// Applied here, where a failure can be told: Hocuspocus' own apply (y-protocols) logs
				// one and acknowledges the update all the same. Its apply after this one changes nothing.
				try {
					Y.applyUpdate(document, checked.update, connection);
				} catch {
					await store.removeUpdate(key);
					throw closed(peer, 'bad-update', tableId);
				}
			} finally {
				sizes.settle(document, message.byteLength);
			}
		}
	});
}
