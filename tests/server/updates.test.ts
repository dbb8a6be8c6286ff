// What an update may carry: values nested deeper than LIMITS.valueDepth, shared types nested in the
// document, and bytes Yjs cannot read are refused before anything keeps them, with the whole
// connection closed and the refusal logged; the server stays up and can load the document again.
import * as Y from 'yjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, nightDocName } from '../../src/lib/sync/protocol';
import { connectClient, sendUpdate, settle, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer } from './harness';
import { recordingLog, refusal, type LogRecord } from './log-records';

const TABLE = 'table-updates-1';
const NIGHT = nightDocName(TABLE, 'night-0001');
const SECRET = 'secret-of-the-updates-table';

let server: TestServer;
let clients: TestClient[];
let records: LogRecord[];

beforeEach(async () => {
	clients = [];
	const recording = recordingLog();
	records = recording.records;
	server = await startTestServer({ log: recording.log });
});

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	await server.stop();
});

async function phone(): Promise<TestClient> {
	const client = connectClient(server.wsUrl, NIGHT, SECRET);
	clients.push(client);
	await synced(client);
	return client;
}

/** A phone writes an honest entry that the server acknowledges. */
async function honestEntry(): Promise<TestClient> {
	const writer = await phone();
	writer.doc.getMap('events').set('e1', { bid: 3 });
	await until(() => !writer.provider.hasUnsyncedChanges, 'the honest entry is acknowledged');
	return writer;
}

/**
 * An update setting `key` to a value nested `depth` deep, encoded without recursion: lib0's own
 * (recursive) encoder overflows this process' stack long before 7,000. The value replaces a
 * placeholder string in an update Yjs made: an encoded value delimits itself.
 */
function nestedUpdate(key: string, depth: number): Uint8Array {
	const doc = new Y.Doc();
	const placeholder = 'placeholder-of-the-nested-value';
	doc.getMap('events').set(key, placeholder);
	const update = Y.encodeStateAsUpdate(doc);
	// lib0's writeAny: 119 a string (length, bytes), 118 an object (entry count, then each key and value).
	const text = new TextEncoder();
	const stringValue = (value: string) => [119, value.length, ...text.encode(value)];
	const encoded = stringValue(placeholder);
	const at = update.findIndex((_, index) => encoded.every((byte, offset) => update[index + offset] === byte));
	const level = [118, 1, 'inner'.length, ...text.encode('inner')];
	const value = [...Array.from({ length: depth }, () => level).flat(), ...stringValue('bottom')];
	return new Uint8Array([...update.subarray(0, at), ...value, ...update.subarray(at + encoded.length)]);
}

function nested(depth: number): unknown {
	let value: unknown = 'bottom';
	for (let level = 0; level < depth; level += 1) value = { inner: value };
	return value;
}

async function refused(client: TestClient, reason: string): Promise<void> {
	await until(() => client.refusals.includes(reason), `a refusal for ${reason}`);
	expect(records).toContainEqual(refusal(reason, TABLE));
}

/** The server still serves the document, now and after a restart on the same DATA_DIR. */
async function servesHonestEntryOnly(key: string): Promise<void> {
	for (const restart of [false, true]) {
		if (restart) await server.restart();
		const reader = await phone();
		expect(reader.doc.getMap('events').get('e1')).toEqual({ bid: 3 });
		expect(reader.doc.getMap('events').has(key)).toBe(false);
	}
}

describe('updates', () => {
	it(`takes values nested ${LIMITS.valueDepth} deep`, async () => {
		const writer = await honestEntry();
		writer.doc.getMap('events').set('deep', nested(LIMITS.valueDepth));
		await until(() => !writer.provider.hasUnsyncedChanges, 'the deep entry is acknowledged');
		const reader = await phone();
		expect(reader.doc.getMap('events').get('deep')).toEqual(nested(LIMITS.valueDepth));
	});

	it('refuses a value nested 7,000 deep, keeps none of it, and loads the document again', async () => {
		const writer = await honestEntry();
		sendUpdate(writer, nestedUpdate('bomb', 7000));
		await refused(writer, 'too-deep');
		expect(writer.provider.unsyncedChanges).toBe(1);
		writer.destroy();
		await settle();
		await servesHonestEntryOnly('bomb');
	});

	it.each([
		[`a value nested ${LIMITS.valueDepth + 1} deep`, () => nested(LIMITS.valueDepth + 1)],
		['a shared type nested in the document', () => new Y.Map([['x', 1]])]
	])('refuses %s, keeps none of it, and loads the document again', async (_name, value) => {
		const writer = await honestEntry();
		writer.doc.getMap('events').set('bomb', value());
		await refused(writer, 'too-deep');
		expect(writer.provider.hasUnsyncedChanges).toBe(true);
		writer.destroy();
		await settle();
		await servesHonestEntryOnly('bomb');
	});

	it('refuses an update Yjs cannot read, and never acknowledges it', async () => {
		const writer = await honestEntry();
		sendUpdate(writer, new Uint8Array([5, 1, 2, 3]));
		await refused(writer, 'bad-update');
		expect(writer.provider.unsyncedChanges).toBe(1);
		writer.destroy();
		await settle();
		await servesHonestEntryOnly('never-there');
	});
});
