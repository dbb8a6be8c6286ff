// Documents kept in the store, through Hocuspocus' database extension: loaded from their stored
// state and the updates logged since (update-log.ts), and stored (debounced) by folding those
// updates into the state. Every acknowledged update is already in the log, so a store that fails
// loses nothing: it is logged and tried again, and never ends the process.
import { Database } from '@hocuspocus/extension-database';
import type { Extension } from '@hocuspocus/server';
import type { Logger } from 'pino';
import * as Y from 'yjs';
import type { Store } from './store.js';

// Above the Redis extension's 1000: its store hook takes a lock shared by every instance and stops
// the chain when another instance holds it, so the instances that do not hold it would not store.
// Here every instance stores its copy first, whoever holds the lock: with LevelDB each instance
// keeps its own copy; with PostgreSQL they all write the same document, which is safe only because
// writeState merges with what is stored (an instance's copy may lack what another one folded in).
const BEFORE_REDIS_LOCK = 1001;

export function persistence(store: Store, log: Logger): Extension {
	const database: Extension = new Database({
		fetch: ({ documentName }) => readStored(store, documentName),
		async store(payload) {
			const { documentName, state, document, instance } = payload;
			try {
				// `state` was taken before the log is read: an update logged but not applied yet when
				// it was taken is read here and merged in, and only the updates read leave the log.
				const logged = await store.readUpdates(documentName);
				await store.writeState(documentName, Y.mergeUpdates([state, ...logged.updates]), logged.keys);
			} catch (error) {
				log.error({ document: documentName, err: error }, 'store failed, trying again');
				// Debounced like any change: the document stays loaded until a store succeeds.
				void instance.storeDocumentHooks(document, payload);
			}
		}
	});
	database.priority = BEFORE_REDIS_LOCK;
	return database;
}

/** The document as the store holds it: its state and the updates logged since, merged; null if none. */
export async function readStored(store: Store, documentName: string): Promise<Uint8Array | null> {
	// The log before the state: a store in between moves updates from the log into the state, so
	// this order reads each of them at least once, the other order could miss some.
	const logged = await store.readUpdates(documentName);
	const state = await store.readState(documentName);
	const parts = state === undefined ? logged.updates : [state, ...logged.updates];
	return parts.length === 0 ? null : Y.mergeUpdates(parts);
}
