// What GET /metrics tells Prometheus: connections, documents, messages, refusals, the store's
// latency and size, and Node's own figures. One registry per server, not prom-client's global one:
// tests run several servers in one process, and each must count only its own.
import type { ServerResponse } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { REFUSALS } from '../src/lib/sync/protocol.js';

/** Read at each scrape, from what the server holds then. */
export interface Observed {
	connectionsOpen(): number;
	documentsLoaded(): number;
	bytesStored(): Promise<number>;
}

// From an fsync of LevelDB (under a millisecond) to a slow round trip to a database.
const STORE_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export class Metrics {
	readonly registry = new Registry();
	readonly messagesReceived: Counter;
	readonly refusals: Counter<'reason'>;
	readonly storeSeconds: Histogram<'operation'>;

	constructor(observed: Observed) {
		const registers = [this.registry];
		collectDefaultMetrics({ register: this.registry });
		new Gauge({
			name: 'dealkeeper_connections_open',
			help: 'WebSocket connections open now',
			registers,
			collect() {
				this.set(observed.connectionsOpen());
			}
		});
		new Gauge({
			name: 'dealkeeper_documents_loaded',
			help: 'Documents held in memory now',
			registers,
			collect() {
				this.set(observed.documentsLoaded());
			}
		});
		new Gauge({
			name: 'dealkeeper_store_bytes',
			help: 'About how many bytes the store holds',
			registers,
			async collect() {
				// NaN, not the last figure, while the store does not answer: /healthz says why.
				this.set(await observed.bytesStored().catch(() => Number.NaN));
			}
		});
		this.messagesReceived = new Counter({
			name: 'dealkeeper_messages_received_total',
			help: 'WebSocket messages received from phones',
			registers
		});
		this.refusals = new Counter({
			name: 'dealkeeper_refusals_total',
			help: 'Connections and messages refused, by reason',
			labelNames: ['reason'],
			registers
		});
		// Every reason from the start at 0, so a rate over the first refusal of a kind is right.
		for (const reason of REFUSALS) this.refusals.inc({ reason }, 0);
		this.storeSeconds = new Histogram({
			name: 'dealkeeper_store_seconds',
			help: 'How long store calls take, by operation',
			labelNames: ['operation'],
			buckets: STORE_BUCKETS,
			registers
		});
	}

	/** Answers GET /metrics in Prometheus' text format. */
	async send(response: ServerResponse): Promise<void> {
		const text = await this.registry.metrics();
		response.writeHead(200, { 'Content-Type': this.registry.contentType, 'Cache-Control': 'no-store' });
		response.end(text);
	}
}
