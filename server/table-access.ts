// Who may open a table's documents. A phone brings its own key and the invite it joined with
// (protocol.ts, Credentials): a key registered for that phone lets it in; an unknown key is
// registered when the invite is the table's (the first invite seen for a table becomes its own).
// A phone taken off the table is refused whatever it brings. Only SHA-256 hashes reach the store.
import { createHash, timingSafeEqual } from 'node:crypto';
import { readCredentials } from '../src/lib/sync/protocol.js';
import type { Store } from './store.js';

export type Admission = { admitted: true; phoneId: string } | { admitted: false; reason: 'wrong-secret' | 'forgotten' };

export class TableAccess {
	constructor(private readonly store: Store) {}

	async admit(tableId: string, token: unknown): Promise<Admission> {
		const credentials = readCredentials(token);
		if (credentials === null) return { admitted: false, reason: 'wrong-secret' };
		const { phone, key, invite } = credentials;
		const keyHash = hash(key);
		const owner = await this.store.phoneOfKey(tableId, keyHash);
		if (owner !== undefined && owner !== phone) return { admitted: false, reason: 'wrong-secret' };
		if (await this.store.isForgotten(tableId, phone)) return { admitted: false, reason: 'forgotten' };
		if (owner === undefined) {
			const given = hash(invite);
			if (!same(await this.store.inviteHash(tableId, given), given)) return { admitted: false, reason: 'wrong-secret' };
			await this.store.addKey(tableId, phone, keyHash);
		}
		return { admitted: true, phoneId: phone };
	}

	/** A phone of the table made a new invite: the old one lets no new phone in. */
	replaceInvite(tableId: string, invite: string): Promise<void> {
		return this.store.replaceInvite(tableId, hash(invite));
	}

	forget(tableId: string, phoneId: string): Promise<void> {
		return this.store.forgetPhone(tableId, phoneId);
	}
}

function hash(secret: string): Uint8Array {
	return createHash('sha256').update(secret, 'utf8').digest();
}

function same(a: Uint8Array, b: Uint8Array): boolean {
	return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}
