// The table this phone is in, for screens: create, join, rename, leave, and the sync's state.
// Nothing here imports Yjs or Hocuspocus: the sync code (session.ts) loads only on a phone that
// is in a table, so a phone that never joins one never downloads it.
import { untrack } from 'svelte';
import { ownPhones } from '$lib/runtime/own-phones.svelte';
import { useTableOffset } from '$lib/runtime/table-time';
import { measureOffset } from './clock-offset';
import type { Invite } from './invite';
import {
	forgetMembership,
	keepMembership,
	newPhone,
	newTable,
	randomToken,
	readMembership,
	type Membership
} from './membership';
import { SYNC_PATH, TIME_PATH } from './protocol';
import type { TableSession } from './session';
import type { Device, SyncSnapshot } from './state';

/** A phone in the table's list: as it last told the table, and when. */
export type KnownDevice = Device & { lastSeen: number };

/** Where the sync server is: named at build time, or else this app's own origin. */
function syncOrigin(): string {
	return import.meta.env.VITE_SYNC_ORIGIN || location.origin;
}

class TableSync {
	membership = $state<Membership | null>(null);
	snapshot = $state<SyncSnapshot | null>(null);
	/** What the table is called, as its document says (or as this phone last knew it). */
	name = $state('');
	/** Every phone that has been in the table, as the table's document lists them. */
	knownDevices = $state<KnownDevice[]>([]);
	/** The server's clock minus this phone's, once measured. */
	offsetMs = $state<number | null>(null);
	/** The game this phone has open, as it tells the table. */
	openGameId = $state<string | null>(null);
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
		if (this.#session) this.#session.table.invite = membership.secret;
	}

	async join(invite: Invite, deviceName: string): Promise<void> {
		await this.leave();
		await this.#enter({ ...invite, tableName: invite.name, ...newPhone(deviceName) });
	}

	rename(tableName: string): void {
		this.#session?.table.rename(tableName);
	}

	/** Says who holds this phone (null: nobody in particular), here and to the table. */
	holdBy(playerId: string | null): void {
		const membership = this.membership;
		if (!membership) return;
		const { playerId: before, ...rest } = membership;
		void before;
		const held = playerId ? { ...rest, playerId } : rest;
		this.#keep(held);
		ownPhones.mine = playerId;
		this.#session?.announce({ ...held, gameId: this.openGameId });
	}

	/** Tells the table which game this phone has open (null: none), so the others can follow it. */
	playing(gameId: string | null): void {
		// Called from screens' effects: what it reads here must not become what they follow.
		untrack(() => {
			if (gameId === this.openGameId) return;
			this.openGameId = gameId;
			if (this.membership) this.#session?.announce({ ...this.membership, gameId });
		});
	}

	/** The table's name for the phone whose events carry this stamp id, when the table knows it. */
	phoneName(writer: string): string | undefined {
		return this.knownDevices.find((device) => device.writer === writer)?.name;
	}

	/** Takes a phone off the table: the server refuses its key from its next connection on. */
	forget(deviceId: string): void {
		this.#session?.table.forget(deviceId);
	}

	/** Replaces the invite: the old link lets no new phone in; the phones already in stay. */
	newInvite(): void {
		const table = this.#session?.table;
		if (!table || !this.membership) return;
		const secret = randomToken(32);
		table.invite = secret;
		this.#keep({ ...this.membership, secret });
	}

	/** An invite to this phone's own table, opened here: a new one is kept, and the phone reconnects with it. */
	async takeInvite(secret: string): Promise<void> {
		const membership = this.membership;
		if (!membership || membership.secret === secret) return;
		this.#keep({ ...membership, secret });
		const session = this.#session;
		this.#session = undefined;
		await session?.stop();
		await this.#connect(this.membership!);
	}

	/** This phone stops syncing; everything it holds stays here. */
	async leave(): Promise<void> {
		const session = this.#session;
		this.#session = undefined;
		await session?.stop({ forget: true });
		forgetMembership();
		await forgetUnsent();
		useTableOffset(0);
		this.membership = null;
		this.snapshot = null;
		this.offsetMs = null;
		this.name = '';
		this.knownDevices = [];
		ownPhones.mine = null;
		ownPhones.elsewhere = {};
		ownPhones.heldBy = null;
	}

	#keep(membership: Membership): void {
		this.membership = membership;
		keepMembership(membership);
	}

	async #enter(membership: Membership): Promise<void> {
		// Joining tells the layout, which loads the sync and calls load(): this session is the one.
		this.#loaded = true;
		keepMembership(membership);
		this.membership = membership;
		await this.#connect(membership);
	}

	async #connect(membership: Membership): Promise<void> {
		this.name = membership.tableName ?? '';
		const origin = syncOrigin();
		const { TableSession } = await import('./session');
		const url = `${origin.replace(/^http/, 'ws')}${SYNC_PATH}`;
		const session = new TableSession(membership, { url, lastSyncAt: readLastSync(membership.tableId) });
		this.#session = session;
		ownPhones.mine = membership.playerId ?? null;
		session.state.subscribe((snapshot) => {
			if (this.#session !== session) return;
			if (snapshot.lastSyncAt !== this.snapshot?.lastSyncAt) keepLastSync(membership.tableId, snapshot.lastSyncAt);
			this.snapshot = snapshot;
			ownPhones.elsewhere = ownPhonesElsewhere(snapshot.devices, membership.deviceId);
		});
		await session.start();
		// A game opened before the sync had loaded (a reload on the game's page) is told now.
		if (this.openGameId && this.#session === session) session.announce({ ...membership, gameId: this.openGameId });
		const { table } = session;
		const listDevices = () =>
			(this.knownDevices = knownDevices(table.map('devices').toJSON()).filter(({ id }) => !table.isForgotten(id)));
		table.map('devices').observe(listDevices);
		table.map('forgotten').observe(listDevices);
		listDevices();
		// The table's name and invite as the last phone set them: this phone's invite shows the new one.
		const about = () => {
			const { name, invite } = table;
			const kept = this.membership;
			if (!kept || this.#session !== session) return;
			if (name && name !== this.name) this.name = name;
			if ((name && name !== kept.tableName) || (invite && invite !== kept.secret)) {
				this.#keep({ ...kept, ...(name ? { tableName: name } : {}), ...(invite ? { secret: invite } : {}) });
			}
		};
		table.map('about').observe(about);
		about();
		const offset = await measureOffset(`${origin}${TIME_PATH}`);
		if (offset !== null && this.#session === session) {
			this.offsetMs = offset;
			useTableOffset(offset);
		}
	}
}

export const tableSync = new TableSync();

// The last sync is kept across visits, so a phone reopened where the server cannot be reached
// still says when it last synced.
const LAST_SYNC = 'dealkeeper.lastSync';

function readLastSync(tableId: string): number | null {
	const kept = localStorage.getItem(`${LAST_SYNC}.${tableId}`);
	const at = kept === null ? NaN : Number(kept);
	return Number.isFinite(at) ? at : null;
}

function keepLastSync(tableId: string, at: number | null): void {
	if (at !== null) localStorage.setItem(`${LAST_SYNC}.${tableId}`, String(at));
}

/** A phone that left its table has nobody to send its outbox's rows to (storage/keep-outbox.ts). */
async function forgetUnsent(): Promise<void> {
	const { emptyOutbox } = await import('$lib/storage/outbox');
	await emptyOutbox();
}

/** The players holding the other phones connected now, each with their phone's name. */
function ownPhonesElsewhere(devices: readonly Device[], here: string): Record<string, string> {
	const held = devices.filter((device) => device.id !== here && device.playerId);
	return Object.fromEntries(held.map((device) => [device.playerId!, device.name]));
}

/** The table's list of phones, as its document holds it (entries that are not a phone left out), newest first. */
function knownDevices(entries: Record<string, unknown>): KnownDevice[] {
	const devices: KnownDevice[] = [];
	for (const [id, value] of Object.entries(entries)) {
		const { name, lastSeen, ...rest } = (value ?? {}) as Record<string, unknown>;
		if (typeof name !== 'string' || typeof lastSeen !== 'number') continue;
		devices.push({ id, name, lastSeen, ...textsOf(rest, ['playerId', 'writer', 'gameId']) });
	}
	return devices.sort((a, b) => b.lastSeen - a.lastSeen);
}

/** The named fields that hold text: anyone in the table may have written anything there. */
function textsOf<K extends string>(entry: Record<string, unknown>, keys: K[]): Partial<Record<K, string>> {
	const texts = keys.flatMap((key) => (typeof entry[key] === 'string' ? [[key, entry[key]]] : []));
	return Object.fromEntries(texts) as Partial<Record<K, string>>;
}
