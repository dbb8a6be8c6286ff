// The wire between a phone and the sync server: one WebSocket carrying every document of the
// table (each a Hocuspocus provider on it, all with this phone's credentials), who is connected now,
// and the network's comings and goings. What travels on it is the session's business.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { Pace } from './pace';
import type { SyncState, Device } from './state';

/** What opening a document sends: its authentication, its state vector, and its answer to the server's. */
const MESSAGES_PER_OPEN = 3;

export type LinkOptions = {
	/** ws:// or wss:// address of the sync endpoint. */
	url: string;
	/** This phone's credentials (protocol.ts, credentialsToken), shown for every document. */
	token: string;
	/** For Node: the WebSocket class. */
	WebSocketPolyfill?: unknown;
};

export class Link {
	/** Taken before anything this phone sends: the server cuts off a phone that sends too fast. */
	readonly pace = new Pace();
	readonly #socket: HocuspocusProviderWebsocket;
	/** By document name. */
	readonly #providers = new Map<string, HocuspocusProvider>();
	readonly #state: SyncState;
	readonly #token: string;
	#presence: HocuspocusProvider | undefined;
	/**
	 * The first document opened (the table's). Until the server has let it in on a connection,
	 * no other document speaks there: the server takes only a few KiB from a connection before
	 * one of its documents is let in, and a phone of a thousand nights says more than that.
	 */
	#door: HocuspocusProvider | undefined;
	#inside = false;
	/** Documents that wait for the door on this connection. */
	readonly #waiting = new Set<HocuspocusProvider>();
	#stopFollowing = () => {};
	#onAcknowledged = () => {};

	constructor({ url, token, WebSocketPolyfill }: LinkOptions, state: SyncState) {
		this.#state = state;
		this.#token = token;
		this.#socket = new HocuspocusProviderWebsocket({
			url,
			autoConnect: true,
			...(WebSocketPolyfill ? { WebSocketPolyfill } : {})
		});
		this.#socket.on('status', ({ status }: { status: string }) => {
			if (status !== 'connected') this.#leave();
			state.socketIs(status);
		});
		this.#socket.on('close', ({ event }: { event?: { reason?: string; code?: number } }) =>
			state.closedBecause(event?.reason ?? '', event?.code)
		);
		this.#stopFollowing = this.#followNetwork();
	}

	/**
	 * A document on the wire, once the pace allows; `onSynced` each time it has caught up with the
	 * server. Only the document given `presence` carries who is connected (one is enough for the
	 * socket's liveness checks; on a thousand night documents it would be a thousand messages).
	 */
	async open(name: string, document: Y.Doc, onSynced: () => void, presence = false): Promise<HocuspocusProvider> {
		await this.pace.take(MESSAGES_PER_OPEN);
		const provider = new HocuspocusProvider({
			websocketProvider: this.#socket,
			name,
			document,
			token: this.#token,
			...(presence ? {} : { awareness: null }),
			onSynced: ({ state }) => {
				if (!state) return;
				if (provider === this.#door) this.#enter();
				onSynced();
				this.#onAcknowledged();
			},
			onAuthenticationFailed: ({ reason }) => this.#state.refusedBecause(reason),
			onUnsyncedChanges: () => {
				this.#state.unsyncedAre(this.#unsynced());
				if (provider.unsyncedChanges === 0) this.#onAcknowledged();
			}
		});
		this.#providers.set(name, provider);
		this.#door ??= provider;
		// A provider on a shared socket waits for this before it speaks (see STACK.md).
		if (provider === this.#door || this.#inside) provider.attach();
		else this.#waiting.add(provider);
		return provider;
	}

	/** The door's document was let in: the documents waiting speak now, at the pace the server allows. */
	#enter(): void {
		if (this.#inside) return;
		this.#inside = true;
		void (async () => {
			for (const provider of this.#waiting) {
				await this.pace.take(MESSAGES_PER_OPEN);
				if (!this.#inside || !this.#waiting.delete(provider)) return;
				provider.attach();
			}
		})();
	}

	/**
	 * The connection is gone: on the next one, every document but the door waits for it again. No
	 * document counts as caught up until it catches up there: a socket the provider closes itself
	 * (when the browser never reports the close) leaves its documents taken as synced.
	 */
	#leave(): void {
		for (const provider of this.#providers.values()) provider.synced = false;
		if (!this.#inside) return;
		this.#inside = false;
		for (const provider of this.#providers.values()) {
			if (provider === this.#door || this.#waiting.has(provider)) continue;
			// Quietly: detaching tells the server the document is closed, and on a socket that is down
			// that message would wait, to go first on the next connection, before the door is in.
			this.#socket.configuration.providerMap.delete(provider.configuration.name);
			provider.detach();
			this.#waiting.add(provider);
		}
	}

	/** Tells the phones connected now who this one is, through this document's presence. */
	present(provider: HocuspocusProvider, device: Device): void {
		if (this.#presence !== provider) {
			this.#presence = provider;
			provider.on('awarenessChange', () => this.#state.devicesAre(this.#devicesConnected()));
		}
		provider.setAwarenessField('device', device);
	}

	/** Calls back whenever a document on the wire may have had everything sent on it acknowledged. */
	whenAcknowledged(callback: () => void): void {
		this.#onAcknowledged = callback;
	}

	/**
	 * Whether these documents have caught up with the server on this connection and the server
	 * acknowledged everything sent on them: what was sent there before is stored there.
	 */
	acknowledged(names: Iterable<string>): boolean {
		for (const name of names) {
			const provider = this.#providers.get(name);
			if (!provider?.isSynced || provider.unsyncedChanges > 0) return false;
		}
		return true;
	}

	/** Whether this document has caught up with the server on this connection. */
	synced(name: string): boolean {
		return this.#providers.get(name)?.isSynced ?? false;
	}

	/** Whether the table's document is in on this connection: what is sent now goes now. */
	get inside(): boolean {
		return this.#inside;
	}

	destroy(): void {
		this.#stopFollowing();
		this.#waiting.clear();
		for (const provider of this.#providers.values()) provider.destroy();
		this.#socket.destroy();
	}

	#unsynced(): number {
		let count = 0;
		for (const provider of this.#providers.values()) count += provider.unsyncedChanges;
		return count;
	}

	/** Each phone once: a phone that reloaded is there twice until its old presence times out. */
	#devicesConnected(): Device[] {
		const states = this.#presence?.awareness?.getStates() ?? new Map();
		const devices = new Map<string, Device>();
		for (const state of states.values()) {
			const device = state.device as Device | undefined;
			if (device) devices.set(device.id, device);
		}
		return [...devices.values()];
	}

	/**
	 * A phone that says it lost its network closes the socket at once (a socket can stay open
	 * for minutes on a dead network), and opens it again when the network is back: what was
	 * entered meanwhile waits in the documents and the log, and goes then.
	 */
	#followNetwork(): () => void {
		if (typeof window === 'undefined') return () => {};
		const offline = () => this.#socket.disconnect();
		const online = () => void this.#socket.connect();
		window.addEventListener('offline', offline);
		window.addEventListener('online', online);
		if (!navigator.onLine) offline();
		return () => {
			window.removeEventListener('offline', offline);
			window.removeEventListener('online', online);
		};
	}
}
