// GET /metrics in Prometheus' text format: connections, documents, messages, refusals by reason,
// store calls and bytes, and Node's own figures; each server counts only its own (tests, and
// anything else that runs two in one process).
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDocName } from '../../src/lib/sync/protocol';
import { connectClient, settle, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer, type TestServerOptions } from './harness';
import { recordingLog } from './log-records';

const TABLE = 'table-metrics-1';
const SECRET = 'secret-of-the-metrics-table';
let servers: TestServer[] = [];
let clients: TestClient[] = [];

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	await Promise.all(servers.map((server) => server.stop()));
	servers = [];
	clients = [];
});

async function server(options: TestServerOptions = {}): Promise<TestServer> {
	const started = await startTestServer(options);
	servers.push(started);
	return started;
}

function phone(on: TestServer, invite: string): TestClient {
	const client = connectClient(on.wsUrl, tableDocName(TABLE), invite);
	clients.push(client);
	return client;
}

/** Every sample of a scrape, by series (`name{labels}`). */
async function scrape(on: TestServer): Promise<Map<string, number>> {
	const response = await fetch(`${on.url}/metrics`);
	expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
	expect(response.headers.get('cache-control')).toBe('no-store');
	const samples = new Map<string, number>();
	for (const line of (await response.text()).split('\n')) {
		if (line === '' || line.startsWith('#')) continue;
		const space = line.lastIndexOf(' ');
		samples.set(line.slice(0, space), Number(line.slice(space + 1)));
	}
	return samples;
}

describe('/metrics', () => {
	it('counts connections, documents, messages, refusals by reason and store calls, each server its own', async () => {
		const { log, records } = recordingLog();
		const [one, two] = [await server({ log }), await server()];
		const writer = phone(one, SECRET);
		await synced(writer);
		writer.doc.getMap('entries').set('one', 1);
		await until(() => !writer.provider.hasUnsyncedChanges, 'the write is acknowledged');
		const before = await scrape(one);
		expect(before.get('dealkeeper_connections_open')).toBe(1);
		expect(before.get('dealkeeper_documents_loaded')).toBe(1);

		const stranger = phone(one, 'not-the-secret-of-this-table');
		await until(() => stranger.refusals.includes('wrong-secret'), 'the stranger is refused');
		// It tries again at once, and is refused again, until it is gone.
		stranger.destroy();
		await settle();
		const seen = await scrape(one);
		const refusals = records.filter((record) => record.msg === 'refused' && record.reason === 'wrong-secret');
		expect(refusals.length).toBeGreaterThanOrEqual(1);
		expect(seen.get('dealkeeper_refusals_total{reason="wrong-secret"}')).toBe(refusals.length);
		expect(seen.get('dealkeeper_messages_received_total')).toBeGreaterThanOrEqual(4);
		expect(seen.get('dealkeeper_refusals_total{reason="too-fast"}')).toBe(0);
		expect(seen.get('dealkeeper_store_seconds_count{operation="appendUpdates"}')).toBeGreaterThanOrEqual(1);
		expect(seen.get('dealkeeper_store_seconds_count{operation="inviteHash"}')).toBeGreaterThanOrEqual(1);
		expect(seen.get('process_cpu_user_seconds_total')).toBeGreaterThan(0);
		expect(seen.has('nodejs_eventloop_lag_seconds')).toBe(true);

		const other = await scrape(two);
		expect(other.get('dealkeeper_connections_open')).toBe(0);
		expect(other.get('dealkeeper_messages_received_total')).toBe(0);
		expect(other.get('dealkeeper_refusals_total{reason="wrong-secret"}')).toBe(0);
		expect(other.has('dealkeeper_store_seconds_count{operation="appendUpdates"}')).toBe(false);
	});

	it('tells about how many bytes the store holds', async () => {
		const one = await server();
		const writer = phone(one, SECRET);
		await synced(writer);
		writer.doc.getMap('entries').set('large', randomBytes(75_000).toString('base64'));
		await until(() => !writer.provider.hasUnsyncedChanges, 'the write is acknowledged');
		writer.destroy();
		// LevelDB counts only its table files: opening it again turns its write-ahead log into one.
		await one.restart();
		expect((await scrape(one)).get('dealkeeper_store_bytes')).toBeGreaterThan(75_000);
	});
});
