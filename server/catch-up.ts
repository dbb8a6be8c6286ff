// A shared store holds every update any instance acknowledged, but an instance serving a document
// holds only what reached it: from its own phones, and from the other instances through Redis. An
// instance killed after acknowledging an update and before passing it on leaves the others without
// it (measured: after 4 of 15 kills the survivor lacked 2 to 6 of the killed instance's last
// updates). So a connection's first message waits until the document has taken in what the store
// holds: a phone coming back from the killed instance, or a new one, syncs with all of it, and
// Redis carries it on to the other instances serving the document. The price: one read of the
// document from the store per connection (two for the connection that loads it).
import type { Extension } from '@hocuspocus/server';
import * as Y from 'yjs';
import { readStored } from './persistence.js';
import type { Store } from './store.js';

export function catchUp(store: Store): Extension {
	const caughtUp = new WeakSet<object>();
	return {
		// Only connections past onAuthenticate send messages: a stranger cannot make the store read.
		async beforeHandleMessage({ connection, document, documentName }) {
			if (caughtUp.has(connection)) return;
			caughtUp.add(connection);
			const stored = await readStored(store, documentName);
			if (stored !== null && !Y.snapshotContainsUpdate(Y.snapshot(document), stored)) Y.applyUpdate(document, stored);
		}
	};
}
