// Acknowledged means stored: three phones write entries without pause while the server is killed
// (SIGKILL) at random moments; after each restart on the same store a brand-new phone must read
// every entry the server had acknowledged. A phone's entries are acknowledged once its provider's
// unsynced changes come back to 0 after them. The writing phones are dropped at each kill, so
// nothing the server lost can come back from them. KILL_SEED=<n> replays a run's delays. On each
// store: LevelDB (DATA_DIR) and PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openStore, type StoreSettings } from '../../server/open-store';
import { nightDocName, tableDocName } from '../../src/lib/sync/protocol';
import { compileServer, startChildServer, type ChildServer, type CompiledServer } from './child-server';
import { connectClient, synced, until } from './clients';
import { freePort } from './harness';
import { silentLog } from './log-records';
import { levelDb, postgres, STORE_KINDS } from './store-kinds';
import { missing, writingPhone } from './writing-phones';

// Fewer kills on PostgreSQL: what a kill can lose is the server's to keep, the same code on either
// store, and each kill costs about as long on both.
const RUNS = [
	{ kind: levelDb, kills: 20 },
	{ kind: postgres, kills: 8 }
];
const TABLE = 'table-kill-0001';
const SECRET = 'secret-of-the-kill-table';
const DOCUMENTS = [nightDocName(TABLE, 'night-0001'), tableDocName(TABLE)];
const PHONES = 3;
const seed = process.env.KILL_SEED === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(process.env.KILL_SEED);

let compiled: CompiledServer;

beforeAll(async () => {
	compiled = await compileServer();
}, 60_000);

afterAll(async () => {
	await compiled?.remove();
	await Promise.all(STORE_KINDS.map((kind) => kind.stop()));
});

/** A small seeded generator (mulberry32): the same seed gives the same delays. */
function seeded(state: number): () => number {
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
	};
}

function startOn(port: number, store: StoreSettings): Promise<ChildServer> {
	return startChildServer(compiled.main, port, store.dataDir, { databaseUrl: store.databaseUrl });
}

describe.each(RUNS)('kill -9 on $kind.name', ({ kind, kills }) => {
	it(`loses no acknowledged update over ${kills} kills`, { timeout: 180_000 }, async () => {
		console.log(`KILL_SEED=${seed}`);
		const random = seeded(seed);
		const port = await freePort();
		const acknowledged = new Map<string, string>();
		const lost = new Set<string>();
		const store = await kind.create();
		let server = await startOn(port, store);
		try {
			for (let kill = 1; kill <= kills; kill += 1) {
				const phones = Array.from({ length: PHONES }, (_, index) =>
					writingPhone(server.wsUrl, DOCUMENTS[index % DOCUMENTS.length]!, SECRET, `k${kill}p${index}`, acknowledged)
				);
				// Up to 2.5 s: past Hocuspocus' 2 s store debounce sometimes, so kills land during stores too.
				await new Promise((resolve) => setTimeout(resolve, 50 + random() * 2500));
				const killed = server.kill();
				phones.forEach((phone) => phone.drop());
				await killed;

				server = await startOn(port, store);
				for (const key of await missing(server.wsUrl, SECRET, acknowledged)) lost.add(key);
			}
		} finally {
			await server.stop();
			await store.remove();
		}
		console.log(`${kind.name}: kills, acknowledged updates, lost: ${kills}, ${acknowledged.size}, ${lost.size}`);
		expect(acknowledged.size).toBeGreaterThan(kills * 100);
		expect(lost.size).toBe(0);
	});

	it('logs nothing for a sync that brings nothing new: such entries were never stored away', async () => {
		const port = await freePort();
		const store = await kind.create();
		let quiet = await startOn(port, store);
		try {
			const writer = connectClient(quiet.wsUrl, DOCUMENTS[0]!, SECRET);
			await synced(writer);
			writer.doc.getMap('entries').set('only', 1);
			writer.doc.getMap('entries').delete('only');
			writer.doc.getMap('entries').set('kept', 2);
			await until(() => !writer.provider.hasUnsyncedChanges, 'the writes are acknowledged');
			// Past Hocuspocus' 2 s debounce: the document is stored, and the log emptied into it.
			await new Promise((resolve) => setTimeout(resolve, 3000));
			// Phones coming back with nothing new, as every phone does on every connection.
			for (let visit = 0; visit < 5; visit += 1) {
				const doc = new Y.Doc();
				Y.applyUpdate(doc, Y.encodeStateAsUpdate(writer.doc));
				const phone = connectClient(quiet.wsUrl, DOCUMENTS[0]!, SECRET, doc);
				await synced(phone);
				await until(() => !phone.provider.hasUnsyncedChanges, 'the visit is acknowledged');
				phone.destroy();
			}
			writer.destroy();
			await quiet.kill();
			const opened = await openStore(store, silentLog);
			const logged = await opened.readUpdates(DOCUMENTS[0]!);
			await opened.close();
			expect(logged.keys).toEqual([]);
			// And the document is whole after the kill.
			quiet = await startOn(port, store);
			const reader = connectClient(quiet.wsUrl, DOCUMENTS[0]!, SECRET);
			await synced(reader);
			expect(reader.doc.getMap('entries').toJSON()).toEqual({ kept: 2 });
			reader.destroy();
		} finally {
			await quiet.stop();
			await store.remove();
		}
	});
});
