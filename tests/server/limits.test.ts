// The server's limits: a message over a document's size, a document past its size limit and a
// flooding connection or table are each refused, logged, and named to the phone, while others go on
// syncing; a whole document under the limit travels in one message.
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS, nightDocName, refusalOf, tableDocName } from '../../src/lib/sync/protocol';
import { connectClient, settle, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer, type TestServerOptions } from './harness';
import { recordingLog, refusal, type LogRecord } from './log-records';

const TABLE = 'table-limits-01';
const SECRET = 'secret-of-the-limits-table';
let server: TestServer;
let clients: TestClient[] = [];
let records: LogRecord[] = [];

async function start(options: TestServerOptions = {}): Promise<void> {
	const recording = recordingLog();
	records = recording.records;
	server = await startTestServer({ ...options, log: recording.log });
}

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	clients = [];
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
	it("cuts a message over a document's size limit off, stores none of it, and keeps serving others", async () => {
		const documentBytes = 1024 * 1024;
		await start({ limits: { documentBytes } });
		const big = await phone(tableDocName(TABLE));
		big.doc.getMap('players').set('huge', 'x'.repeat(2 * documentBytes));
		await until(() => big.closeCodes.length > 0, 'the big message closes the socket');
		expect(refusalOf('', big.closeCodes[0])).toBe('too-large');
		expect(records).toContainEqual(refusal('too-large', TABLE));
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
		expect(records).toContainEqual(refusal('too-large', TABLE));
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
		expect(records).toContainEqual(refusal('too-fast', TABLE));
		flooder.destroy();

		await stillSyncing(tableDocName(TABLE), 'after-flood');
		const reader = await phone(tableDocName(TABLE));
		await settle();
		expect(reader.doc.getMap('flood').size).toBeLessThan(floodSize);
	});

	it('takes a 5 MiB night and a 3 MiB table whole from a phone, each in one sync, with no reconnect', async () => {
		await start();
		const documents = [
			{ name: nightDocName(TABLE, 'night-0001'), bytes: 5 * 1024 * 1024 },
			{ name: tableDocName(TABLE), bytes: 3 * 1024 * 1024 }
		];
		for (const { name, bytes } of documents) {
			// A phone that kept the document while the server lost it: all of it goes in its sync step 2.
			const doc = new Y.Doc();
			const entry = 'e'.repeat(1024);
			doc.transact(() => {
				for (let index = 0; index * entry.length < bytes; index += 1) doc.getMap('events').set(`e${index}`, entry);
			});
			const uploader = connectClient(server.wsUrl, name, SECRET, doc);
			clients.push(uploader);
			await until(() => uploader.provider.isSynced && !uploader.provider.hasUnsyncedChanges, `${name} is taken`);
			expect(uploader.closeCodes).toEqual([]);

			const reader = await phone(name);
			expect(Y.encodeStateAsUpdate(reader.doc).byteLength).toBeGreaterThan(bytes);
			expect(reader.doc.getMap('events').toJSON()).toEqual(doc.getMap('events').toJSON());
			expect(uploader.closeCodes).toEqual([]);
		}
	});

	it("holds a flooder that reconnects, by its table's rate", async () => {
		const limits = { messagesPerSecond: 50, burstMessages: 100, tableMessagesPerSecond: 50, tableBurstMessages: 300 };
		await start({ limits });
		const started = performance.now();
		let refusedTimes = 0;
		for (let attempt = 0; performance.now() - started < 3000; attempt += 1) {
			// A fresh connection each time, as a phone reconnecting after its refusal.
			const flooder = connectClient(server.wsUrl, tableDocName(TABLE), SECRET);
			clients.push(flooder);
			await until(() => flooder.provider.isSynced || flooder.refusals.length > 0, 'the flooder is in or refused');
			for (let index = 0; index < 2 * limits.burstMessages && flooder.refusals.length === 0; index += 1) {
				flooder.doc.getMap('flood').set(`a${attempt}-${index}`, index);
				if (index % 20 === 0) await settle(1);
			}
			await until(() => flooder.refusals.includes('too-fast'), 'the flooder is told why');
			refusedTimes += 1;
			flooder.destroy();
		}
		const seconds = (performance.now() - started) / 1000;
		await settle();

		const reader = await phone(tableDocName(TABLE));
		const kept = reader.doc.getMap('flood').size;
		// Each connection alone would have let a fresh burst in; the table lets its burst in once.
		const tableShare = limits.tableBurstMessages + limits.tableMessagesPerSecond * seconds;
		console.log(
			`flooder refused ${refusedTimes} times in ${seconds.toFixed(1)} s, kept ${kept} of a table share of ${tableShare.toFixed(0)}`
		);
		expect(refusedTimes).toBeGreaterThan(2);
		expect(kept).toBeLessThanOrEqual(tableShare);
		expect(records).toContainEqual(refusal('too-fast', TABLE));
	});
});
