// Past one machine: two server instances, each with its own DATA_DIR, carry updates between them
// through a real Redis (Debian's redis-server).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('two instances through Redis', () => {
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
