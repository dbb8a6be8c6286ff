// The server's limits: a message over LIMITS.messageBytes, a document past its size limit and a
// flooding connection are each refused, logged, and named to the phone, while others go on syncing.
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, nightDocName, refusalOf, tableDocName } from '../../src/lib/sync/protocol';
import { connectClient, settle, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer, type TestServerOptions } from './harness';

const TABLE = 'table-limits-01';
const SECRET = 'secret-of-the-limits-table';
let server: TestServer;
let clients: TestClient[] = [];
let logLines: string[] = [];

async function start(options: TestServerOptions = {}): Promise<void> {
	server = await startTestServer({ ...options, log: (line) => logLines.push(line) });
}

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	clients = [];
	logLines = [];
	await server.stop();
});

async function phone(documentName: string): Promise<TestClient> {
	const client = connectClient(server.wsUrl, documentName, SECRET);
	clients.push(client);
	await synced(client);
	return client;
}

/** Two phones on one document: a write on the first reaches the second. */
async function stillSyncing(documentName: string, key: string): Promise<void> {
	const [writer, reader] = [await phone(documentName), await phone(documentName)];
	writer.doc.getMap('check').set(key, true);
	await until(() => reader.doc.getMap('check').get(key) === true, `${key} reaches the reader`);
}

describe('limits', () => {
	it('cuts a 10 MB message off, stores none of it, and keeps serving others', async () => {
		await start();
		const big = await phone(tableDocName(TABLE));
		big.doc.getMap('players').set('huge', 'x'.repeat(10 * 1024 * 1024));
		await until(() => big.closeCodes.length > 0, 'the big message closes the socket');
		expect(refusalOf('', big.closeCodes[0])).toBe('too-large');
		expect(logLines).toContain(`refused too-large table=${TABLE}`);
		big.destroy();

		await stillSyncing(nightDocName(TABLE, 'night-0001'), 'after-big');
		const reader = await phone(tableDocName(TABLE));
		await settle();
		expect(reader.doc.getMap('players').has('huge')).toBe(false);
	});

	it('refuses an update that would take a document past its size limit, and does not keep it', async () => {
		const documentBytes = 64 * 1024;
		await start({ limits: { documentBytes } });
		const writer = await phone(tableDocName(TABLE));
		const entry = 'y'.repeat(10 * 1024);
		for (let index = 0; index < 10; index += 1) writer.doc.getMap('events').set(`e${index}`, entry);
		await until(() => writer.refusals.includes('too-large'), 'the document is closed as too large');
		expect(logLines).toContain(`refused too-large table=${TABLE}`);
		writer.destroy();

		const reader = await phone(tableDocName(TABLE));
		await settle();
		const kept = reader.doc.getMap('events');
		expect(kept.size).toBeGreaterThan(0);
		expect(kept.size).toBeLessThan(10);
		expect(Y.encodeStateAsUpdate(reader.doc).byteLength).toBeLessThanOrEqual(documentBytes);
		// Entries are refused from the first one that would not fit: none after it was kept.
		expect([...kept.keys()].sort()).toEqual(Array.from({ length: kept.size }, (_, i) => `e${i}`));
	});

	it('cuts off a connection that floods, while another connection keeps syncing', async () => {
		await start();
		const flooder = await phone(tableDocName(TABLE));
		const floodSize = LIMITS.burstMessages + LIMITS.messagesPerSecond * 10;
		// One message per write: outside a transaction each set is its own update.
		for (let index = 0; index < floodSize; index += 1) flooder.doc.getMap('flood').set(`f${index}`, index);
		await until(() => flooder.refusals.includes('too-fast'), 'the flooder is told why');
		expect(flooder.closeCodes).toContain(4429);
		expect(logLines).toContain(`refused too-fast table=${TABLE}`);
		flooder.destroy();

		await stillSyncing(tableDocName(TABLE), 'after-flood');
		const reader = await phone(tableDocName(TABLE));
		await settle();
		expect(reader.doc.getMap('flood').size).toBeLessThan(floodSize);
	});
});
