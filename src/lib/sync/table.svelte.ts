// The table this phone is in, for screens: create, join, rename, leave, and the sync's state.
// Nothing here imports Yjs or Hocuspocus: the sync code (session.ts) loads only on a phone that
// is in a table, so a phone that never joins one never downloads it.
import { useTableOffset } from '$lib/runtime/table-time';
import { measureOffset } from './clock-offset';
import type { Invite } from './invite';
import { forgetMembership, keepMembership, newTable, randomToken, readMembership, type Membership } from './membership';
import { SYNC_PATH, TIME_PATH } from './protocol';
import type { TableSession } from './session';
import type { SyncSnapshot } from './state';

/** Where the sync server is: named at build time, or else this app's own origin. */
function syncOrigin(): string {
	return import.meta.env.VITE_SYNC_ORIGIN || location.origin;
}

class TableSync {
	membership = $state<Membership | null>(null);
	snapshot = $state<SyncSnapshot | null>(null);
	/** What the table is called, as its document says (or as this phone last knew it). */
	name = $state('');
	/** The server's clock minus this phone's, once measured. */
	offsetMs = $state<number | null>(null);
	#session: TableSession | undefined;
	#loaded = false;

	/** Reconnects a phone that is in a table; called once, when the app starts. */
	load(): void {
		if (this.#loaded) return;
		this.#loaded = true;
		this.membership = readMembership();
		if (this.membership) void this.#connect(this.membership);
	}

	async create(tableName: string, deviceName: string): Promise<void> {
		const membership = { ...newTable(deviceName), tableName };
		await this.#enter(membership);
		this.#session?.table.rename(tableName);
	}

	async join(invite: Invite, deviceName: string): Promise<void> {
		await this.leave();
		await this.#enter({ ...invite, tableName: invite.name, deviceName, deviceId: randomToken(12) });
	}

	rename(tableName: string): void {
		this.#session?.table.rename(tableName);
	}

	/** This phone stops syncing; everything it holds stays here. */
	async leave(): Promise<void> {
		const session = this.#session;
		this.#session = undefined;
		await session?.stop({ forget: true });
		forgetMembership();
		useTableOffset(0);
		this.membership = null;
		this.snapshot = null;
		this.offsetMs = null;
		this.name = '';
	}

	async #enter(membership: Membership): Promise<void> {
		keepMembership(membership);
		this.membership = membership;
		await this.#connect(membership);
	}

	async #connect(membership: Membership): Promise<void> {
		this.name = membership.tableName ?? '';
		const origin = syncOrigin();
		const { TableSession } = await import('./session');
		const url = `${origin.replace(/^http/, 'ws')}${SYNC_PATH}`;
		const session = new TableSession(membership, { url });
		this.#session = session;
		session.state.subscribe((snapshot) => (this.snapshot = snapshot));
		await session.start();
		const about = session.table.map('about');
		const named = () => {
			const name = session.table.name;
			if (!name || name === this.name) return;
			this.name = name;
			keepMembership({ ...membership, tableName: name });
		};
		about.observe(named);
		named();
		const offset = await measureOffset(`${origin}${TIME_PATH}`);
		if (offset !== null && this.#session === session) {
			this.offsetMs = offset;
			useTableOffset(offset);
		}
	}
}

export const tableSync = new TableSync();
