// A phone in a table, while the app runs: one WebSocket to the sync server carrying the table's
// document and one document per night, and the work between those documents and this phone's
// database. Every piece of that work runs in one queue, so a record arriving from elsewhere and
// an edit made here are never compared half-written.
//
// Both ways, nothing is taken as already agreed. Out: every write here leaves a row in the
// outbox (storage/outbox.ts) in its own transaction; the session sends what the rows name and
// clears them once the server has acknowledged it, so a kill at any moment leaves them to send
// again. In: whenever the table's document has caught up with the server, and after every change
// to it, what it holds is compared with this phone's database and what differs is taken in.
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { IndexeddbPersistence } from 'y-indexeddb';
import * as Y from 'yjs';
import { loadRules } from '$lib/games';
import { mergeGames, rulesFor } from '$lib/runtime/merge-games';
import type { StampedEvent } from '$lib/log/merge';
import { writerId } from '$lib/storage/device';
import { clearOutbox, readOutbox, watchOutbox } from '$lib/storage/outbox';
import type { EventRecord, GameRecord } from '$lib/model';
import type { OutboxRecord } from '$lib/storage/records';
import { adoptShared, readGamesOfNights, readLocalRecords, readLogs, readRecordsById } from '$lib/storage/table-sync';
import type { RefusedEntry } from './entries';
import { Link } from './link';
import type { Membership } from './membership';
import { NightDoc } from './night-doc';
import { credentialsToken, nightDocName, tableDocName } from './protocol';
import { SyncState, type Device } from './state';
import { HERE, SHARED_MAPS, TableDoc } from './table-doc';

export type SessionOptions = {
	/** ws:// or wss:// address of the sync endpoint. */
	url: string;
	/** Keep the table's document on this phone between visits (IndexedDB); off in some tests. */
	keepTableDoc?: boolean;
	/** For Node: the WebSocket class. */
	WebSocketPolyfill?: unknown;
	/** When this phone last synced, on an earlier visit. */
	lastSyncAt?: number | null;
};

type Night = { doc: NightDoc; name: string };

/** What a phone tells the table of itself: its name, who holds it, and the game it has open. */
export type Announced = Pick<Membership, 'deviceName' | 'playerId'> & { gameId?: string | null };

export class TableSession {
	readonly state: SyncState;
	readonly #doc = new Y.Doc();
	readonly #table = new TableDoc(this.#doc);
	readonly #membership: Membership;
	readonly #options: SessionOptions;
	readonly #link: Link;
	readonly #tableName: string;
	readonly #nights = new Map<string, Night>();
	#tableProvider: HocuspocusProvider | undefined;
	#persistence: IndexeddbPersistence | undefined;
	#queue: Promise<unknown> = Promise.resolve();
	/** Whether the table's document has caught up with the server since this session began. */
	#tableSynced = false;
	/** Keys (`map/id`) of the table's records changed elsewhere, or all of them, to compare. */
	#toAdopt: Set<string> | 'all' = new Set();
	/** Outbox rows sent (by `n`): the record's `map/id`, and the documents it went to, until those are acknowledged. */
	readonly #sentRows = new Map<number, { key: string; docs: string[] }>();
	/** Nights whose events are to be taken in, all of them or by key; nights to send to. */
	readonly #toPull = new Map<string, 'all' | Set<string>>();
	readonly #toPush = new Set<string>();
	/** Work queued and not begun yet, by name: it waits once, and reads what it works on when it runs. */
	readonly #waiting = new Set<string>();
	#stopWatching = () => {};
	#stopped = false;
	/** The id this phone's events are stamped with. */
	#writer: string | undefined;

	constructor(membership: Membership, options: SessionOptions) {
		this.#membership = membership;
		this.#options = options;
		this.state = new SyncState({ lastSyncAt: options.lastSyncAt });
		this.#tableName = tableDocName(membership.tableId);
		this.#link = new Link(
			{
				url: options.url,
				token: credentialsToken({ phone: membership.deviceId, key: membership.key, invite: membership.secret }),
				WebSocketPolyfill: options.WebSocketPolyfill
			},
			this.state
		);
	}

	/** Loads the table's document kept here, then connects and starts keeping both sides alike. */
	async start(): Promise<void> {
		this.#writer = await writerId();
		const doc = this.#doc;
		if (this.#options.keepTableDoc !== false) {
			this.#persistence = new IndexeddbPersistence(
				`dealkeeper-sync-${this.#membership.tableId}-${this.#membership.deviceId}`,
				doc
			);
			await this.#persistence.whenSynced;
		}
		for (const name of SHARED_MAPS)
			this.#table.map(name).observe((event) => {
				if (event.transaction.origin !== HERE) this.#adopt([...event.keysChanged].map((id) => `${name}/${id}`));
			});
		this.#link.whenAcknowledged(() => {
			if (this.#sentRows.size) this.#enqueue(() => this.#clearAcknowledged());
		});
		this.#tableProvider = await this.#link.open(
			this.#tableName,
			doc,
			() => {
				this.#tableSynced = true;
				this.#countWaiting();
				this.state.tableCaughtUp();
				this.#adopt('all');
				this.#enqueuePush();
			},
			true
		);
		this.announce(this.#membership);
		this.#stopWatching = watchOutbox(() => this.#enqueuePush());
		this.#enqueuePush();
	}

	/** The table's document. */
	get table(): TableDoc {
		return this.#table;
	}

	/**
	 * Tells the table this phone's name and who holds it: to the phones connected now, and in the
	 * table's list of phones (with when it was last here).
	 */
	announce({ deviceName, playerId, gameId }: Announced): void {
		const writer = this.#writer;
		const device: Device = {
			id: this.#membership.deviceId,
			name: deviceName,
			...(playerId ? { playerId } : {}),
			...(writer ? { writer } : {}),
			...(gameId ? { gameId } : {})
		};
		if (this.#tableProvider) this.#link.present(this.#tableProvider, device);
		this.#doc.transact(() => this.#table.map('devices').set(device.id, { ...device, lastSeen: Date.now() }), HERE);
	}

	/** Disconnects; `forget` also deletes the table's document kept on this phone (leaving the table). */
	async stop({ forget = false } = {}): Promise<void> {
		this.#stopped = true;
		this.#stopWatching();
		await this.#queue.catch(() => {});
		this.#link.destroy();
		await (forget ? this.#persistence?.clearData() : this.#persistence?.destroy());
	}

	/**
	 * Stops at once, as a killed tab stops: queued work is dropped and nothing is waited for.
	 * What the database and the document kept here hold is what the next session starts from.
	 */
	halt(): void {
		this.#stopped = true;
		this.#stopWatching();
		this.#link.destroy();
		void this.#persistence?.destroy();
	}

	/** Resolves when every piece of work queued so far is done. */
	settled(): Promise<unknown> {
		return this.#queue;
	}

	#enqueueOnce(name: string, task: () => Promise<void>): void {
		if (this.#waiting.has(name)) return;
		this.#waiting.add(name);
		this.#enqueue(() => {
			this.#waiting.delete(name);
			return task();
		});
	}

	#enqueue(task: () => Promise<void>): void {
		this.#queue = this.#queue
			.then(() => (this.#stopped ? undefined : task()))
			.catch((error: unknown) => this.state.failed(error));
	}

	/** Asks for these records of the table (or all) to be compared with this phone's; one comparison waits at a time. */
	#adopt(keys: readonly string[] | 'all'): void {
		if (keys === 'all' || this.#toAdopt === 'all') this.#toAdopt = 'all';
		else for (const key of keys) this.#toAdopt.add(key);
		this.#enqueueOnce('adopt', () => this.#adoptTable());
	}

	/**
	 * Takes in what the table's document holds that differs from this phone's records. Only once the
	 * document has caught up with the server: until then it may be a stale copy kept here, and
	 * the comparison that follows the catching up takes everything in anyway.
	 */
	async #adoptTable(): Promise<void> {
		if (!this.#tableSynced) return;
		const keys = this.#toAdopt;
		this.#toAdopt = new Set();
		const shared = this.#table.entries(keys === 'all' ? undefined : keys);
		const derive = await rulesFor(
			shared.games.map((game) => game.kind),
			loadRules
		);
		const added = await adoptShared(shared, derive);
		this.state.checked(shared.refused, shared.taken);
		for (const id of this.#table.map('nights').keys()) this.#openNight(id);
		// Events that arrived before their game's set-up waited in their night's document.
		for (const game of shared.games) if (added.includes(game.id)) this.#pull(game.nightId, 'all');
		if (keys !== 'all') return;
		// What this phone holds that the table lacks: it joined with records of its own, or the
		// server lost them. Sent as an edit here would be.
		const local = await readLocalRecords();
		const missing = this.#table.missing(local);
		if (missing.length) {
			await this.#link.pace.take(1);
			this.#table.send(missing);
		}
		for (const night of local.nights) this.#openNight(night.id);
	}

	/** One push waiting is enough: it reads the outbox when it runs. */
	#enqueuePush(): void {
		this.#enqueueOnce('push', () => this.#pushOutbox());
	}

	/**
	 * Sends what the outbox names and has not been sent yet: the records as they are now, each
	 * new event as it was written, and any events a written game's night lacks (an import or a
	 * finished game's packed log bring events without a row each). Only while the table's
	 * document is in on a connection, so that what is sent goes at once, and a row whose night
	 * has not caught up there yet waits for it.
	 */
	async #pushOutbox(): Promise<void> {
		if (!this.#link.inside) return;
		const rows = (await readOutbox()).filter((row) => !this.#sentRows.has(row.n));
		if (!rows.length) return;
		const ids = (table: OutboxRecord['table']) => rows.filter((row) => row.table === table).map((row) => row.id);
		const events = rows.flatMap((row) => (row.event ? [row.event] : []));
		const local = await readRecordsById({
			players: ids('players'),
			nights: ids('nights'),
			games: [...ids('games'), ...events.map((event) => event.gameId)]
		});
		const edits = this.#table.edits(local);
		if (edits.length) {
			await this.#link.pace.take(1);
			this.#table.send(edits);
		}
		for (const night of local.nights) this.#openNight(night.id);
		const games = new Map(local.games.map((game) => [game.id, game]));
		const ready = await this.#pushEvents(events, local.games);
		for (const row of rows) {
			const game = games.get(row.table === 'events' ? row.event!.gameId : row.id);
			const night = game && nightDocName(this.#membership.tableId, game.nightId);
			if (row.table === 'events' || row.table === 'games') {
				// A game no longer held here (Recently deleted removed it for good) has nothing left to send.
				if (night && !ready.has(game.nightId)) continue;
				const docs = night ? [night, ...(row.table === 'games' ? [this.#tableName] : [])] : [];
				this.#sentRows.set(row.n, { key: `${row.table}/${row.id}`, docs });
			} else this.#sentRows.set(row.n, { key: `${row.table}/${row.id}`, docs: [this.#tableName] });
		}
		// Rows whose records the documents already held are acknowledged as soon as those are.
		this.#enqueue(() => this.#clearAcknowledged());
	}

	/**
	 * Puts events in their nights' documents, with whatever else of these games' logs a night
	 * lacks; only in nights that have caught up with the server on this connection. Returns
	 * those nights: what these games had to send there is sent.
	 */
	async #pushEvents(events: readonly EventRecord[], games: readonly GameRecord[]): Promise<Set<string>> {
		const ready = games.filter((game) => {
			const night = this.#nights.get(game.nightId);
			return night !== undefined && this.#link.synced(night.name);
		});
		const nightOf = new Map(ready.map((game) => [game.id, game.nightId]));
		const byNight = new Map<string, EventRecord[]>();
		const add = (nightId: string, more: readonly EventRecord[]) =>
			byNight.set(nightId, [...(byNight.get(nightId) ?? []), ...more]);
		for (const event of events) {
			const nightId = nightOf.get(event.gameId);
			if (nightId) add(nightId, [event]);
		}
		// A log the night holds fewer events of than the game has is read whole: rare (an import,
		// a game finished into a packed log, a phone that was apart), never at every tap.
		const short = ready.filter((game) => {
			const night = this.#nights.get(game.nightId)!.doc;
			const coming = (byNight.get(game.nightId) ?? []).filter(
				(event) => event.gameId === game.id && !night.events.has(event.id)
			).length;
			return night.countOf(game.id) + coming < game.lastSeq;
		});
		const logs = await readLogs(short.map((game) => game.id));
		for (const game of short) add(game.nightId, logs.get(game.id)!);
		// One write (one message) per night.
		for (const [nightId, nightEvents] of byNight) {
			const { doc } = this.#nights.get(nightId)!;
			if (nightEvents.every((event) => doc.events.has(event.id))) continue;
			await this.#link.pace.take(1);
			doc.push(nightEvents);
		}
		return new Set(ready.map((game) => game.nightId));
	}

	/**
	 * A row whose documents have caught up and had everything sent on them acknowledged is stored
	 * on the server: it goes. Its record is compared with the table's again: a row left from before
	 * a kill kept a change made elsewhere from being taken in, and nothing else would bring it now.
	 */
	async #clearAcknowledged(): Promise<void> {
		const acknowledged = [...this.#sentRows].filter(([, { docs }]) => this.#link.acknowledged(docs));
		if (!acknowledged.length) return;
		await clearOutbox(acknowledged.map(([n]) => n));
		for (const [n] of acknowledged) this.#sentRows.delete(n);
		this.#adopt(acknowledged.map(([, { key }]) => key).filter((key) => !key.startsWith('events/')));
	}

	#openNight(nightId: string): void {
		if (this.#nights.has(nightId) || this.#stopped) return;
		const doc = new NightDoc();
		const name = nightDocName(this.#membership.tableId, nightId);
		this.#nights.set(nightId, { doc, name });
		this.#countWaiting();
		void this.#link.open(name, doc.doc, () => {
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
		this.#enqueueOnce('drain', () => this.#drain());
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
			const report = await mergeGames(events, loadRules);
			this.state.merged(
				events.map(({ id }) => id),
				report
			);
		}
		if (!pushes.length) return;
		await this.#pushEvents([], await readGamesOfNights(pushes));
		// Rows that waited for these nights to catch up.
		this.#enqueuePush();
	}

	#countWaiting(): void {
		const ready = [...this.#nights.values()].filter((night) => this.#link.synced(night.name)).length;
		this.state.nightsAre(ready, this.#nights.size);
	}
}
