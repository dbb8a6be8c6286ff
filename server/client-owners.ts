// A Yjs client id writes new content in a document for one phone only: the first phone to write
// under it. Yjs takes content it already holds as known, so a member writing ahead under another
// phone's client id would make that phone's own later (or offline) writes vanish for everyone,
// while that phone believed them synced. A phone may still send content under any client id that
// the server already holds (its sync step carries what it received from the others).
import * as Y from 'yjs';
import type { Store } from './store.js';

export class ClientOwners {
	/** Owners asked for or claimed, by document, then client id: one store call per client. */
	readonly #owners = new Map<string, Map<number, Promise<string>>>();

	constructor(private readonly store: Store) {}

	/** Whether every client id this update brings new content under belongs to `phoneId`. */
	async allOwnedBy(documentName: string, document: Y.Doc, update: Uint8Array, phoneId: string): Promise<boolean> {
		for (const [client, end] of Y.parseUpdateMeta(update).to) {
			if (end <= Y.getState(document.store, client)) continue;
			if ((await this.#owner(documentName, client, phoneId)) !== phoneId) return false;
		}
		return true;
	}

	/** The document left memory: its owners are read from the store again when it comes back. */
	unloaded(documentName: string): void {
		this.#owners.delete(documentName);
	}

	#owner(documentName: string, client: number, phoneId: string): Promise<string> {
		let owners = this.#owners.get(documentName);
		if (!owners) this.#owners.set(documentName, (owners = new Map()));
		let owner = owners.get(client);
		if (!owner) {
			owner = this.store.claimClient(documentName, client, phoneId);
			owners.set(client, owner);
			owner.catch(() => owners.delete(client));
		}
		return owner;
	}
}
