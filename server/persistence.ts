// Documents kept in the store, through Hocuspocus' database extension: fetched when a document is
// first opened, its whole state stored (debounced) after changes.
import { Database } from '@hocuspocus/extension-database';
import type { Extension } from '@hocuspocus/server';
import { DOCUMENT_KEY, type Store } from './store.js';

// Above the Redis extension's 1000: its store hook takes a lock shared by every instance and stops
// the chain when another instance holds it. That lock is meant for one shared database; here each
// instance has its own, so each stores its copy first, whoever holds the lock.
const BEFORE_REDIS_LOCK = 1001;

export function persistence(store: Store): Extension {
	const database: Extension = new Database({
		fetch: async ({ documentName }) => (await store.get(DOCUMENT_KEY + documentName)) ?? null,
		store: async ({ documentName, state }) => {
			await store.put(DOCUMENT_KEY + documentName, state);
		}
	});
	database.priority = BEFORE_REDIS_LOCK;
	return database;
}
