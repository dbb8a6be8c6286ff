// Past one machine: two server instances, each with its own DATA_DIR, carry updates between them
// through a real Redis (Debian's redis-server).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IncomingMessage, MessageType } from '@hocuspocus/server';
import RedisClient from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { CHECKUP_MS, SYNC_STEP_1, SYNC_STEP_2 } from '../../server/redis';
import { tableDocName } from '../../src/lib/sync/protocol';
import { connectClient, synced, until, type TestClient } from './clients';
import { startRedis, startTestServer, type TestRedis, type TestServer } from './harness';

const TABLE = 'table-redis-001';
const SECRET = 'secret-of-the-redis-table';
const ENTRIES = 200;
let redis: TestRedis;
let dataDirs: string[] = [];
let instances: TestServer[] = [];
const clients: TestClient[] = [];

beforeAll(async () => {
	redis = await startRedis();
	dataDirs = [await mkdtemp(join(tmpdir(), 'dealkeeper-one-')), await mkdtemp(join(tmpdir(), 'dealkeeper-two-'))];
	instances = await Promise.all(dataDirs.map((dataDir) => startTestServer({ redisUrl: redis.url, dataDir })));
});

afterAll(async () => {
	clients.forEach((client) => client.destroy());
	await Promise.all(instances.map((instance) => instance.stop()));
	await redis?.stop();
	await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

type Kind = 'state vector' | 'update' | 'other';

/** What the instances publish on a document's channel: each message's kind, as it arrives. */
async function listen(documentName: string) {
	const listener = new RedisClient(redis.url);
	const kinds: Kind[] = [];
	const updates: Uint8Array[] = [];
	// Updates whose length was written wrong: bytes left over after them, or read past the end.
	let malformed = 0;
	listener.on('messageBuffer', (_channel: Buffer, data: Buffer) => {
		// The extension's framing: the publishing instance's id (its length first), then the message.
		const message = new IncomingMessage(data.subarray(1 + data[0]!));
		message.readVarString();
		const type = message.readVarUint();
		const step = type === MessageType.Sync || type === MessageType.SyncReply ? message.readVarUint() : null;
		if (step === SYNC_STEP_2) {
			updates.push(message.readVarUint8Array());
			if (message.decoder.pos !== message.decoder.arr.length) malformed += 1;
		}
		kinds.push(step === SYNC_STEP_1 ? 'state vector' : step === SYNC_STEP_2 ? 'update' : 'other');
	});
	// The extension's default prefix.
	await listener.subscribe(`hocuspocus:${documentName}`);
	return { kinds, updates, malformed: () => malformed, stop: () => listener.disconnect() };
}

describe('two instances through Redis', () => {
	it('sends each update as it is, with no exchange of state vectors through Redis for each', async () => {
		const [one, two] = instances as [TestServer, TestServer];
		const name = tableDocName('table-redis-002');
		const channel = await listen(name);
		const listening = performance.now();
		const a = connectClient(one.wsUrl, name, SECRET);
		const b = connectClient(two.wsUrl, name, SECRET);
		clients.push(a, b);
		await Promise.all([synced(a), synced(b)]);
		for (let index = 0; index < ENTRIES; index += 1) a.doc.getMap('entries').set(`a${index}`, index);
		await until(() => b.doc.getMap('entries').size === ENTRIES, 'the phone on the other instance holds all 200');

		// Hocuspocus' extension published A's instance's state vector for every change, and B's
		// instance answered each with its own before the change came: 400 state vectors here. Now
		// each instance exchanges them when it loads the document (one and its answer), and after a
		// change at most once per CHECKUP_MS (the same two), however many updates it carries.
		const checkups = Math.ceil((performance.now() - listening) / CHECKUP_MS) + 1;
		const stateVectors = channel.kinds.filter((kind) => kind === 'state vector').length;
		expect(stateVectors).toBeLessThanOrEqual(2 * 2 + 2 * checkups);
		expect(channel.updates.length).toBeGreaterThanOrEqual(ENTRIES);

		// That checkup comes after a change: whatever a lost message held is asked for again.
		const published = channel.kinds.length;
		await until(
			() => channel.kinds.slice(published).includes('state vector'),
			'a state vector published after the changes'
		);

		// Updates whose length takes one, two and three bytes to write.
		for (const length of [100, 1000, 20_000]) a.doc.getMap('texts').set(`t${length}`, 'x'.repeat(length));
		await until(() => b.doc.getMap('texts').size === 3, 'the long updates arrive');
		// What the channel carried alone makes A's document.
		const alone = new Y.Doc();
		channel.updates.forEach((update) => Y.applyUpdate(alone, update));
		expect(alone.getMap('texts').toJSON()).toEqual(a.doc.getMap('texts').toJSON());
		expect(channel.malformed()).toBe(0);
		channel.stop();
		[a, b].forEach((client) => client.destroy());
	});

	it('converges when a phone on each instance writes 200 entries to the same document', async () => {
		const [one, two] = instances as [TestServer, TestServer];
		expect(one.dataDir).not.toBe(two.dataDir);
		const a = connectClient(one.wsUrl, tableDocName(TABLE), SECRET);
		const b = connectClient(two.wsUrl, tableDocName(TABLE), SECRET);
		clients.push(a, b);
		await Promise.all([synced(a), synced(b)]);

		for (let index = 0; index < ENTRIES; index += 1) {
			a.doc.getMap('entries').set(`a${index}`, index);
			b.doc.getMap('entries').set(`b${index}`, index);
		}
		const complete = (client: TestClient) => client.doc.getMap('entries').size === 2 * ENTRIES;
		await until(() => complete(a) && complete(b), 'both phones hold all 400 entries');

		const expected = Object.fromEntries(
			Array.from({ length: ENTRIES }, (_, i) => [
				[`a${i}`, i],
				[`b${i}`, i]
			]).flat()
		);
		expect(a.doc.getMap('entries').toJSON()).toEqual(expected);
		expect(b.doc.getMap('entries').toJSON()).toEqual(expected);

		// Each instance stored its own whole copy, whichever held Redis' lock: alone, without
		// Redis, each DATA_DIR gives a fresh phone all 400 entries.
		clients.forEach((client) => client.destroy());
		await Promise.all(instances.map((instance) => instance.stop()));
		instances = await Promise.all(dataDirs.map((dataDir) => startTestServer({ dataDir })));
		for (const instance of instances) {
			const reader = connectClient(instance.wsUrl, tableDocName(TABLE), SECRET);
			clients.push(reader);
			await synced(reader);
			expect(reader.doc.getMap('entries').toJSON()).toEqual(expected);
		}
	});
});
