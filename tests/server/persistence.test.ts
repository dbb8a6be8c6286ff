// Documents survive a restart: written through one provider, read back by a fresh one from a new
// server on the same DATA_DIR.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hocuspocus } from '@hocuspocus/server';
import { afterEach, describe, expect, it } from 'vitest';
import { nightDocName, tableDocName } from '../../src/lib/sync/protocol';
import { persistence } from '../../server/persistence';
import { openLevelStore } from '../../server/level-store';
import { connectClient, settle, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer } from './harness';
import { recordingLog } from './log-records';

const TABLE = 'table-persist-1';
const SECRET = 'secret-of-the-persist-table';
let servers: TestServer[] = [];
let clients: TestClient[] = [];

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	await Promise.all(servers.map((server) => server.stop()));
	servers = [];
	clients = [];
});

describe('persistence', () => {
	it('keeps a document and its table secret across a new server on the same DATA_DIR', async () => {
		const dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-persist-'));
		try {
			const first = await startTestServer({ dataDir });
			servers.push(first);
			const writer = connectClient(first.wsUrl, nightDocName(TABLE, 'night-00001'), SECRET);
			clients.push(writer);
			await synced(writer);
			writer.doc.getMap('events').set('e1', { bid: 3 });
			writer.doc.getArray('log').push(['dealt', 'bid']);
			await until(() => !writer.provider.hasUnsyncedChanges, 'the server has the writes');
			writer.destroy();
			await first.stop();

			const second = await startTestServer({ dataDir });
			servers.push(second);
			const reader = connectClient(second.wsUrl, nightDocName(TABLE, 'night-00001'), SECRET);
			const stranger = connectClient(second.wsUrl, tableDocName(TABLE), 'another-secret-entirely');
			clients.push(reader, stranger);
			await synced(reader);
			expect(reader.doc.getMap('events').get('e1')).toEqual({ bid: 3 });
			expect(reader.doc.getArray('log').toArray()).toEqual(['dealt', 'bid']);
			// The table's secret was kept too: a different one is still refused after the restart.
			await until(() => stranger.refusals.length > 0, 'the stranger is refused');
			expect(stranger.refusals).toContain('wrong-secret');
		} finally {
			await rm(dataDir, { recursive: true, force: true });
		}
	});

	it('restart() keeps the document for a provider that reconnects by itself', async () => {
		const server = await startTestServer();
		servers.push(server);
		const phone = connectClient(server.wsUrl, tableDocName(TABLE), SECRET);
		clients.push(phone);
		await synced(phone);
		phone.doc.getMap('players').set('p1', 'Ada');
		await until(() => !phone.provider.hasUnsyncedChanges, 'the server has the write');
		await server.restart();

		const fresh = connectClient(server.wsUrl, tableDocName(TABLE), SECRET);
		clients.push(fresh);
		await until(() => fresh.doc.getMap('players').get('p1') === 'Ada', 'the fresh phone reads it');
		expect(fresh.doc.getMap('players').toJSON()).toEqual({ p1: 'Ada' });
	});

	it('logs a store that fails and stores again later, instead of ending the process', async () => {
		const dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-store-fails-'));
		const store = await openLevelStore(dataDir);
		try {
			// The disk refuses the first store of the document.
			const writeState = store.writeState.bind(store);
			let failures = 1;
			store.writeState = (...args) => (failures-- > 0 ? Promise.reject(new Error('disk full')) : writeState(...args));
			const { log, records } = recordingLog();
			const sync = new Hocuspocus({
				quiet: true,
				debounce: 50,
				extensions: [persistence(store, log)]
			});
			const name = tableDocName(TABLE);
			const connection = await sync.openDirectConnection(name);
			await connection.transact((doc) => doc.getMap('players').set('p1', 'Ada'));
			expect(records).toContainEqual(expect.objectContaining({ msg: 'store failed, trying again', document: name }));
			const deadline = Date.now() + 5000;
			while ((await store.readState(name)) === undefined && Date.now() < deadline) await settle(20);
			expect(await store.readState(name)).toBeDefined();
			await connection.disconnect();
		} finally {
			await store.close();
			await rm(dataDir, { recursive: true, force: true });
		}
	});
});
