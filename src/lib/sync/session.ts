// A phone in a table, while the app runs: one WebSocket to the sync server carrying the table's
// document and one document per night, and the work between those documents and this phone's
// database. Every piece of that work runs in one queue, so a record arriving from elsewhere and
// an edit made here are never compared half-written.
import type { HocuspocusProvider } from '@hocuspocus/provider';
import Dexie from 'dexie';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { mergeGames, rulesFor } from '$lib/runtime/merge-games';
import type { EventRecord, GameRecord } from '$lib/storage/records';
import { database } from '$lib/storage/database';
import { adoptShared, readGamesOfNights, readLocalRecords, readLogs } from '$lib/storage/table-sync';
import type { StampedEvent } from '$lib/log/merge';
import type { RefusedEntry } from './entries';
import { Link } from './link';
import type { Membership } from './membership';
import { NightDoc } from './night-doc';
import { nightDocName, tableDocName } from './protocol';
import { SyncState, type Device } from './state';
import { HERE, TableDoc } from './table-doc';

export type SessionOptions = {
	/** ws:// or wss:// address of the sync endpoint. */
	url: string;
	/** Keep the table's document on this phone between visits (IndexedDB); off in some tests. */
	keepTableDoc?: boolean;
	/** For Node: the WebSocket class. */
	WebSocketPolyfill?: unknown;
};

/** How far back a phone's clock may step without its next actions going unsent until it restarts. */
const CLOCK_MARGIN_MS = 10 * 60_000;

type Night = { doc: NightDoc; synced: boolean };

export class TableSession {
	readonly state = new SyncState();
	readonly #doc = new Y.Doc();
	#table: TableDoc | undefined;
	readonly #membership: Membership;
	readonly #options: SessionOptions;
	readonly #link: Link;
	readonly #nights = new Map<string, Night>();
	/** Each game's log length when its events were last put in its night's document. */
	readonly #sent = new Map<string, number>();
	#tableProvider: HocuspocusProvider | undefined;
	#persistence: IndexeddbPersistence | undefined;
	#queue: Promise<unknown> = Promise.resolve();
	#pushWaiting = false;
	/** Nights whose events are to be taken in, all of them or by key; nights to send to. */
	readonly #toPull = new Map<string, 'all' | Set<string>>();
	readonly #toPush = new Set<string>();
	#drainWaiting = false;
	/** When the last push read this phone's records, less CLOCK_MARGIN_MS. */
	#readSince: number | undefined;
	#stopWatching = () => {};
	#stopped = false;

	constructor(membership: Membership, options: SessionOptions) {
		this.#membership = membership;
		this.#options = options;
		this.#link = new Link(
			{ url: options.url, secret: membership.secret, WebSocketPolyfill: options.WebSocketPolyfill },
			this.state
		);
	}

	/** Loads the table's document kept here, then connects and starts keeping both sides alike. */
	async start(): Promise<void> {
		const doc = this.#doc;
		if (this.#options.keepTableDoc !== false) {
			this.#persistence = new IndexeddbPersistence(
				`dealkeeper-sync-${this.#membership.tableId}-${this.#membership.deviceId}`,
				doc
			);
			await this.#persistence.whenSynced;
		}
		// The base is what this phone last agreed on with the table: what it kept of the document.
		this.#table = new TableDoc(doc);
		this.#tableProvider = await this.#link.open(
			tableDocName(this.#membership.tableId),
			doc,
			() => this.#enqueue(() => this.#pullTable()),
			true
		);
		this.announce(this.#membership);
		doc.on('update', (_update: Uint8Array, origin: unknown) => {
			if (origin !== HERE && origin !== this.#persistence) this.#enqueue(() => this.#pullTable());
		});
		this.#stopWatching = this.#watchLocal();
	}

	/** The table's document; there from start() on. */
	get table(): TableDoc {
		if (!this.#table) throw new Error('The session has not started');
		return this.#table;
	}

	/**
	 * Tells the table this phone's name and who holds it: to the phones connected now, and in the
	 * table's list of phones (with when it was last here).
	 */
	announce({ deviceName, playerId }: Pick<Membership, 'deviceName' | 'playerId'>): void {
		const device: Device = { id: this.#membership.deviceId, name: deviceName, ...(playerId ? { playerId } : {}) };
		if (this.#tableProvider) this.#link.present(this.#tableProvider, device);
		this.#doc.transact(() => this.table.map('devices').set(device.id, { ...device, lastSeen: Date.now() }), HERE);
	}

	/** Disconnects; `forget` also deletes the table's document kept on this phone (leaving the table). */
	async stop({ forget = false } = {}): Promise<void> {
		this.#stopped = true;
		this.#stopWatching();
		await this.#queue.catch(() => {});
		this.#link.destroy();
		await (forget ? this.#persistence?.clearData() : this.#persistence?.destroy());
	}

	/** Resolves when every piece of work queued so far is done. */
	settled(): Promise<unknown> {
		return this.#queue;
	}

	#enqueue(task: () => Promise<void>): void {
		this.#queue = this.#queue
			.then(() => (this.#stopped ? undefined : task()))
			.catch((error: unknown) => this.state.failed(error));
	}

	/** Any change to players, nights or games here (from any tab) is sent. */
	#watchLocal(): () => void {
		const tables = ['players', 'nights', 'games'].map((table) => `idb://${database().name}/${table}/`);
		const changed = (parts: Record<string, unknown>) => {
			if (Object.keys(parts).some((part) => tables.some((table) => part.startsWith(table)))) this.#enqueuePush();
		};
		Dexie.on('storagemutated', changed);
		this.#enqueuePush();
		return () => Dexie.on('storagemutated').unsubscribe(changed);
	}

	/** One push waiting is enough: it reads what changed when it runs. */
	#enqueuePush(): void {
		if (this.#pushWaiting) return;
		this.#pushWaiting = true;
		this.#enqueue(async () => {
			this.#pushWaiting = false;
			await this.#pushLocal();
		});
	}

	async #pushLocal(): Promise<void> {
		// The first read takes everything; later ones what may have changed since, with a margin
		// for a clock that stepped back (a game's time is its newest action's).
		const startedAt = Date.now();
		const { known, deleted } = this.table.games();
		const local = await readLocalRecords(
			this.#readSince === undefined ? undefined : { since: this.#readSince, known, restored: deleted }
		);
		this.#readSince = startedAt - CLOCK_MARGIN_MS;
		const edits = this.table.edits(local);
		if (edits.length) {
			await this.#link.pace.take(1);
			this.table.send(edits);
		}
		for (const night of local.nights) this.#openNight(night.id);
		await this.#pushEvents(local.games.filter((game) => this.#sent.get(game.id) !== game.lastSeq));
	}

	/** Puts the games' events in their nights' documents, once those have caught up with the server. */
	async #pushEvents(games: readonly GameRecord[]): Promise<void> {
		const ready = games.filter((game) => this.#nights.get(game.nightId)?.synced);
		const logs = await readLogs(ready.map((game) => game.id));
		const byNight = new Map<string, EventRecord[]>();
		for (const game of ready) {
			const log = logs.get(game.id)!;
			byNight.set(game.nightId, [...(byNight.get(game.nightId) ?? []), ...log]);
			this.#sent.set(game.id, log.length);
		}
		// One write (one message) per night.
		for (const [nightId, events] of byNight) {
			const { doc } = this.#nights.get(nightId)!;
			if (events.every((event) => doc.events.has(event.id))) continue;
			await this.#link.pace.take(1);
			doc.push(events);
		}
	}

	async #pullTable(): Promise<void> {
		const changes = this.table.changes();
		const derive = await rulesFor(changes.games.map((game) => game.kind));
		const added = await adoptShared(changes, derive);
		changes.commit();
		const taken = [
			...changes.players.map(({ id }) => `players/${id}`),
			...changes.nights.map(({ id }) => `nights/${id}`),
			...changes.games.map(({ id }) => `games/${id}`)
		];
		this.state.checked(changes.refused, taken);
		for (const id of this.table.map('nights').keys()) this.#openNight(id);
		// Events that arrived before their game's set-up waited in their night's document.
		for (const game of changes.games) if (added.includes(game.id)) this.#pull(game.nightId, 'all');
	}

	#openNight(nightId: string): void {
		if (this.#nights.has(nightId) || this.#stopped) return;
		const doc = new NightDoc();
		const night: Night = { doc, synced: false };
		this.#nights.set(nightId, night);
		this.#countWaiting();
		void this.#link.open(nightDocName(this.#membership.tableId, nightId), doc.doc, () => {
			night.synced = true;
			this.#countWaiting();
			this.#toPush.add(nightId);
			this.#pull(nightId, 'all');
		});
		doc.events.observe((event) => {
			if (event.transaction.origin === HERE) return;
			const keys = [...event.changes.keys].filter(([, change]) => change.action === 'add').map(([key]) => key);
			this.#pull(nightId, keys);
		});
	}

	/**
	 * Asks for a night's events (all, or these keys) to be taken in. Nights ask together when a
	 * phone joins or comes back: what they ask is taken in by one merge, in one transaction, not
	 * one per night (a thousand nights' merges one by one took minutes).
	 */
	#pull(nightId: string, keys: 'all' | readonly string[]): void {
		const asked = this.#toPull.get(nightId);
		if (keys === 'all' || asked === 'all') this.#toPull.set(nightId, 'all');
		else this.#toPull.set(nightId, new Set([...(asked ?? []), ...keys]));
		if (this.#drainWaiting) return;
		this.#drainWaiting = true;
		this.#enqueue(async () => {
			this.#drainWaiting = false;
			await this.#drain();
		});
	}

	/** Takes in every night's asked-for events, then sends what those nights lack of this phone's. */
	async #drain(): Promise<void> {
		const pulls = [...this.#toPull];
		const pushes = [...this.#toPush];
		this.#toPull.clear();
		this.#toPush.clear();
		const events: StampedEvent[] = [];
		const refused: RefusedEntry[] = [];
		for (const [nightId, keys] of pulls) {
			const read = this.#nights.get(nightId)?.doc.entries(keys === 'all' ? undefined : keys);
			events.push(...(read?.events ?? []));
			refused.push(...(read?.refused ?? []));
		}
		this.state.checked(
			refused,
			events.map(({ id }) => `events/${id}`)
		);
		if (events.length) {
			const report = await mergeGames(events);
			this.state.merged(
				events.map(({ id }) => id),
				report
			);
		}
		if (!pushes.length) return;
		const counts = new Map<string, number>();
		for (const nightId of pushes)
			for (const [game, count] of this.#nights.get(nightId)!.doc.countsByGame()) counts.set(game, count);
		const games = await readGamesOfNights(pushes);
		await this.#pushEvents(games.filter((game) => counts.get(game.id) !== game.lastSeq));
	}

	#countWaiting(): void {
		const ready = [...this.#nights.values()].filter((night) => night.synced).length;
		this.state.nightsAre(ready, this.#nights.size);
	}
}
