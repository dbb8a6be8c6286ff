// What the server keeps, whatever keeps it: each document's state and the updates acknowledged
// since it was last stored, and who may enter each table (its invite's hash, its phones' key
// hashes, the phones taken off it). LevelDB in DATA_DIR by default (level-store.ts), PostgreSQL
// shared by every instance with DATABASE_URL. Only hashes of secrets are ever given to a store.

/** Updates logged for one document, each with the key that removes it. */
export interface Logged {
	keys: string[];
	updates: Uint8Array[];
}

export interface LoggedUpdate {
	documentName: string;
	update: Uint8Array;
}

export interface Store {
	/** Whether other server instances write to it too: a document loaded here may lack what they acknowledged. */
	readonly shared: boolean;
	/** Keeps these updates durably, in one write; resolves with their keys, in order, once they are. */
	appendUpdates(updates: readonly LoggedUpdate[]): Promise<string[]>;
	/** Takes back an update that was logged and then could not be applied. */
	removeUpdate(key: string): Promise<void>;
	/** Every update logged for the document since its state was last written. */
	readUpdates(documentName: string): Promise<Logged>;
	readState(documentName: string): Promise<Uint8Array | undefined>;
	/**
	 * Makes `state` part of the document's stored state and removes the logged updates folded into
	 * it, at once. A store shared by instances merges it with what another instance stored (each
	 * instance may lack what another one folded in); a store of one process may replace, since the
	 * document it stores was loaded from the stored state and only grew since.
	 */
	writeState(documentName: string, state: Uint8Array, folded: readonly string[]): Promise<void>;

	/** The table's invite hash; `ifNone` becomes it when the table has none (once, whoever asks first). */
	inviteHash(tableId: string, ifNone: Uint8Array): Promise<Uint8Array>;
	replaceInvite(tableId: string, hash: Uint8Array): Promise<void>;
	/** The phone a key was registered for in this table, if any. */
	phoneOfKey(tableId: string, keyHash: Uint8Array): Promise<string | undefined>;
	/** Registers a phone's key; a key already registered keeps its phone. */
	addKey(tableId: string, phoneId: string, keyHash: Uint8Array): Promise<void>;
	/** Takes a phone off the table for good: none of its keys opens it again. */
	forgetPhone(tableId: string, phoneId: string): Promise<void>;
	isForgotten(tableId: string, phoneId: string): Promise<boolean>;
	/**
	 * The phone that writes under this Yjs client id in the document: `phoneId` if none did before
	 * (once, whoever asks first), else the one that did.
	 */
	claimClient(documentName: string, clientId: number, phoneId: string): Promise<string>;

	/** Resolves when the store answers; rejects with why otherwise. */
	ping(): Promise<void>;
	/** About how many bytes the store holds on disk, for /metrics. */
	size(): Promise<number>;
	close(): Promise<void>;
}
