// One HTTP server on one port: the built app, the server's clock, and the sync WebSocket.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Hocuspocus } from '@hocuspocus/server';
import { pino, type Logger } from 'pino';
import { LIMITS, SYNC_PATH } from '../src/lib/sync/protocol.js';
import { healthProbe, type HealthCheck } from './health.js';
import { HEALTH_PATH, METRICS_PATH, pathOf, requestHandler, type Probe } from './http.js';
import { measuredStore } from './measured-store.js';
import { Metrics } from './metrics.js';
import { openStore } from './open-store.js';
import { Peer } from './peer.js';
import { watchRedis } from './redis-health.js';
import { Refusals } from './refusal.js';
import { createSync, type Limits } from './sync.js';
import { TableRates } from './table-rates.js';
import { MESSAGE_TOO_BIG_ERROR, WebSocketServer } from './ws.js';

export interface ServerOptions {
	/** 0 picks a free port. Default 4173. */
	port?: number;
	/** Default 127.0.0.1; 0.0.0.0 for phones on the LAN. */
	host?: string;
	/** Where the LevelDB lives when there is no databaseUrl; one server process per directory. */
	dataDir: string;
	/** postgres://…: documents and secrets in PostgreSQL, shared by every instance. */
	databaseUrl?: string;
	/** redis://host:port: carries updates between instances. */
	redisUrl?: string;
	/** The built app. Default `build`. */
	staticDir?: string;
	/** Tests lower these; the phones' LIMITS otherwise. */
	limits?: Partial<Limits>;
	/** Where refusals and errors are logged. Default: pino's JSON lines on stdout. */
	log?: Logger;
}

export interface RunningServer {
	port: number;
	/** http://host:port */
	url: string;
	stop(): Promise<void>;
}

// How long stopping waits for open documents to be stored and unloaded.
const STOP_DEADLINE_MS = 5000;

export async function startServer(options: ServerOptions): Promise<RunningServer> {
	const limits: Limits = { ...LIMITS, ...options.limits };
	const log = options.log ?? pino();
	const host = options.host ?? '127.0.0.1';
	const peers = new Set<Peer>();
	// The gauges read `sync` and `store` at each scrape, once both exist.
	const metrics = new Metrics({
		connectionsOpen: () => peers.size,
		documentsLoaded: () => sync.getDocumentsCount(),
		bytesStored: () => store.size()
	});
	const store = measuredStore(await openStore(options, log), metrics.storeSeconds);
	const refusals = new Refusals(log, metrics.refusals);
	const sync = createSync({ store, limits, log, refusals, redisUrl: options.redisUrl, peers });
	const checks = new Map<string, HealthCheck>([['store', () => store.ping()]]);
	const redisCheck = watchRedis(sync, log);
	if (redisCheck) checks.set('redis', redisCheck);
	const probes = new Map<string, Probe>([
		[HEALTH_PATH, healthProbe(checks)],
		[METRICS_PATH, (response) => metrics.send(response)]
	]);
	const http = createServer(requestHandler(options.staticDir ?? 'build', probes));
	// A message may carry a whole document (a phone's sync after the server lost it); strangers are
	// held to far less by Peer.received before `ws` gathers that much.
	const sockets = new WebSocketServer({ noServer: true, maxPayload: limits.documentBytes });
	const tableRates = new TableRates(limits.tableMessagesPerSecond, limits.tableBurstMessages);

	http.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
		if (pathOf(request) !== SYNC_PATH) {
			socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
			return;
		}
		sockets.handleUpgrade(request, socket, head, (ws) => {
			const peer = new Peer(ws, socket, limits, tableRates, refusals);
			peers.add(peer);
			ws.once('close', () => peers.delete(peer));
			peer.received(head.byteLength);
			socket.prependListener('data', (chunk: Buffer) => peer.received(chunk.byteLength));
			ws.on('message', () => {
				metrics.messagesReceived.inc();
				peer.count();
			});
			// Without a listener an error event would end the process. A message over maxPayload
			// arrives here; `ws` has already closed the connection with 1009. `ws` names its errors by `code`,
			// which @types/ws leaves out.
			ws.on('error', (error: Error & { code?: string }) => {
				if (error.code === MESSAGE_TOO_BIG_ERROR) refusals.record('too-large', peer.tables);
				else log.warn({ err: error }, 'websocket error');
			});
			sync.handleConnection(ws, request, { peer });
		});
	});

	await new Promise<void>((resolve, reject) => {
		http.once('error', reject);
		http.listen(options.port ?? 4173, host, () => {
			http.off('error', reject);
			resolve();
		});
	});
	const { port } = http.address() as AddressInfo;
	const urlHost = host.includes(':') ? `[${host}]` : host;

	return {
		port,
		url: `http://${urlHost}:${port}`,
		async stop() {
			http.close();
			// An update that arrives while the phones close would otherwise hold its document 2 s.
			sync.configuration.debounce = 0;
			for (const peer of peers) peer.goAway();
			await documentsUnloaded(sync);
			for (const ws of sockets.clients) ws.terminate();
			sockets.close();
			http.closeAllConnections();
			await sync.hooks('onDestroy', { instance: sync });
			await store.close();
		}
	};
}

/**
 * Once its connections have closed, Hocuspocus stores each document and unloads it: this resolves
 * when the last one is unloaded (or at the deadline), told by Hocuspocus' afterUnloadDocument hook
 * as its own `Server.destroy` is. That `Server` is not used: it brings an HTTP server and a
 * WebSocket server of its own, and this one has both, with a Peer for each connection.
 */
function documentsUnloaded(sync: Hocuspocus): Promise<void> {
	return new Promise((resolve) => {
		const deadline = setTimeout(resolve, STOP_DEADLINE_MS);
		// A document still loading has nothing of its own to store, but must not read from a closed store.
		const resolveOnceNoneLeft = () => {
			if (sync.getDocumentsCount() + sync.loadingDocuments.size > 0) return;
			clearTimeout(deadline);
			resolve();
		};
		sync.configuration.extensions.push({ afterUnloadDocument: async () => resolveOnceNoneLeft() });
		for (const loading of sync.loadingDocuments.values()) loading.then(resolveOnceNoneLeft, resolveOnceNoneLeft);
		resolveOnceNoneLeft();
	});
}
