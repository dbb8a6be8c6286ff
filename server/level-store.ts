// The embedded store: one LevelDB (classic-level) in DATA_DIR, so `npm start` needs no database
// server. Each document's state under `doc/`, the updates acknowledged since under `log/`, the
// phone writing under each of its Yjs client ids under `client/`, and per table its invite's hash,
// its phones' key hashes and the phones taken off it. Every write is
// synced to disk before it resolves. LevelDB allows one process per directory.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { ClassicLevel } from 'classic-level';
import type { Logged, LoggedUpdate, Store } from './store.js';

export const DOCUMENT_KEY = 'doc/';
export const LOG_KEY = 'log/';
const INVITE_KEY = 'secret/';
const PHONE_KEY = 'key/';
const FORGOTTEN_KEY = 'forgotten/';
const CLIENT_KEY = 'client/';

// Document names hold letters, digits, '-', '_' and '/'; '#' ends one, so no name's keys fall
// within another's range ('$' is the character after '#').
const NAME_END = '#';
const AFTER_NAME_END = '$';
const SYNCED = { sync: true } as const;

export async function openLevelStore(dataDir: string): Promise<Store> {
	await mkdir(dataDir, { recursive: true });
	const level = new ClassicLevel<string, Uint8Array>(dataDir, { valueEncoding: 'view' });
	await level.open();
	return new LevelStore(level);
}

class LevelStore implements Store {
	readonly shared = false;
	// Unique across restarts without reading anything back: this process' own prefix, then a count.
	readonly #process = randomBytes(6).toString('base64url');
	#count = 0;
	// Registering an invite or a client id reads, then writes: one at a time per key.
	readonly #queues = new Map<string, Promise<unknown>>();

	constructor(private readonly level: ClassicLevel<string, Uint8Array>) {}

	async appendUpdates(updates: readonly LoggedUpdate[]): Promise<string[]> {
		const keys = updates.map(({ documentName }) => {
			this.#count += 1;
			return `${LOG_KEY}${documentName}${NAME_END}${this.#process}.${this.#count.toString(36).padStart(8, '0')}`;
		});
		await this.level.batch(
			updates.map(({ update }, index) => ({ type: 'put', key: keys[index]!, value: update })),
			SYNCED
		);
		return keys;
	}

	async removeUpdate(key: string): Promise<void> {
		await this.level.del(key, SYNCED);
	}

	async readUpdates(documentName: string): Promise<Logged> {
		const range = { gt: LOG_KEY + documentName + NAME_END, lt: LOG_KEY + documentName + AFTER_NAME_END };
		const keys: string[] = [];
		const updates: Uint8Array[] = [];
		for await (const [key, update] of this.level.iterator(range)) {
			keys.push(key);
			updates.push(update);
		}
		return { keys, updates };
	}

	readState(documentName: string): Promise<Uint8Array | undefined> {
		return this.level.get(DOCUMENT_KEY + documentName);
	}

	async writeState(documentName: string, state: Uint8Array, folded: readonly string[]): Promise<void> {
		await this.level.batch(
			[
				{ type: 'put', key: DOCUMENT_KEY + documentName, value: state },
				...folded.map((key) => ({ type: 'del' as const, key }))
			],
			SYNCED
		);
	}

	inviteHash(tableId: string, ifNone: Uint8Array): Promise<Uint8Array> {
		return this.#oneAtATime(tableId, async () => {
			const registered = await this.level.get(INVITE_KEY + tableId);
			if (registered !== undefined) return registered;
			await this.level.put(INVITE_KEY + tableId, ifNone, SYNCED);
			return ifNone;
		});
	}

	async replaceInvite(tableId: string, hash: Uint8Array): Promise<void> {
		await this.#oneAtATime(tableId, () => this.level.put(INVITE_KEY + tableId, hash, SYNCED));
	}

	async phoneOfKey(tableId: string, keyHash: Uint8Array): Promise<string | undefined> {
		const phone = await this.level.get(keyOf(tableId, keyHash));
		return phone === undefined ? undefined : new TextDecoder().decode(phone);
	}

	async addKey(tableId: string, phoneId: string, keyHash: Uint8Array): Promise<void> {
		const key = keyOf(tableId, keyHash);
		if ((await this.level.get(key)) !== undefined) return;
		await this.level.put(key, new TextEncoder().encode(phoneId), SYNCED);
	}

	async forgetPhone(tableId: string, phoneId: string): Promise<void> {
		await this.level.put(`${FORGOTTEN_KEY}${tableId}/${phoneId}`, new Uint8Array(), SYNCED);
	}

	async isForgotten(tableId: string, phoneId: string): Promise<boolean> {
		return (await this.level.get(`${FORGOTTEN_KEY}${tableId}/${phoneId}`)) !== undefined;
	}

	claimClient(documentName: string, clientId: number, phoneId: string): Promise<string> {
		const key = `${CLIENT_KEY}${documentName}${NAME_END}${clientId}`;
		return this.#oneAtATime(key, async () => {
			const owner = await this.level.get(key);
			if (owner !== undefined) return new TextDecoder().decode(owner);
			await this.level.put(key, new TextEncoder().encode(phoneId), SYNCED);
			return phoneId;
		});
	}

	async ping(): Promise<void> {
		if (this.level.status !== 'open') throw new Error(`LevelDB is ${this.level.status}`);
		await this.level.get('ping');
	}

	size(): Promise<number> {
		return this.level.approximateSize('', '\uffff');
	}

	close(): Promise<void> {
		return this.level.close();
	}

	async #oneAtATime<T>(key: string, job: () => Promise<T>): Promise<T> {
		const before = this.#queues.get(key) ?? Promise.resolve();
		const result = before.then(job, job);
		const settled = result.catch(() => undefined);
		this.#queues.set(key, settled);
		try {
			return await result;
		} finally {
			if (this.#queues.get(key) === settled) this.#queues.delete(key);
		}
	}
}

function keyOf(tableId: string, keyHash: Uint8Array): string {
	return `${PHONE_KEY}${tableId}/${Buffer.from(keyHash).toString('base64url')}`;
}
