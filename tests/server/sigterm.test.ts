// SIGTERM, as a deploy or an orchestrator stops the server: three phones write without pause while
// it stops; it must close their connections cleanly (they reconnect by themselves), store every
// loaded document, exit 0 within a bound, and a new server on the same DATA_DIR must hold every
// entry it had acknowledged. The phones are dropped once it has exited, before the new server
// starts, so nothing it lost can come back from them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClassicLevel } from 'classic-level';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { LOG_KEY } from '../../server/level-store';
import { nightDocName, tableDocName } from '../../src/lib/sync/protocol';
import { compileServer, startChildServer, type ChildServer, type CompiledServer } from './child-server';
import { connectClient, synced, until } from './clients';
import { freePort } from './harness';
import { missing, writingPhone } from './writing-phones';

const TABLE = 'table-sigterm-1';
const SECRET = 'secret-of-the-sigterm-table';
const DOCUMENTS = [nightDocName(TABLE, 'night-0001'), tableDocName(TABLE)];
const PHONES = 3;
const STOPS = 5;
// Stopping waits for the phones' close handshakes (at most a second) and for the stores.
const STOP_BOUND_MS = 10_000;
// WebSocket's "service restart", which the phones take as a reason to reconnect.
const SERVICE_RESTART = 1012;

let compiled: CompiledServer;
let dataDir: string;
let server: ChildServer | undefined;

beforeAll(async () => {
	compiled = await compileServer();
}, 60_000);

afterAll(() => compiled?.remove());

afterEach(async () => {
	await server?.kill();
	server = undefined;
	await rm(dataDir, { recursive: true, force: true });
});

async function startOn(port: number): Promise<ChildServer> {
	server = await startChildServer(compiled.main, port, dataDir);
	return server;
}

/** The keys of updates logged and not yet folded into their document's stored state. */
async function loggedUpdates(): Promise<string[]> {
	const store = new ClassicLevel<string, Uint8Array>(dataDir, { valueEncoding: 'view' });
	try {
		return await store.keys({ gte: LOG_KEY, lt: `${LOG_KEY}\uffff` }).all();
	} finally {
		await store.close();
	}
}

describe('SIGTERM', () => {
	it(
		`loses no acknowledged update over ${STOPS} stops under writes, and exits 0 each time`,
		{ timeout: 120_000 },
		async () => {
			dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-sigterm-'));
			const port = await freePort();
			const acknowledged = new Map<string, string>();
			let slowestMs = 0;
			for (let stop = 1; stop <= STOPS; stop += 1) {
				const running = await startOn(port);
				const phones = Array.from({ length: PHONES }, (_, index) =>
					writingPhone(running.wsUrl, DOCUMENTS[index % DOCUMENTS.length]!, SECRET, `s${stop}p${index}`, acknowledged)
				);
				await until(() => phones.every((phone) => phone.client.provider.isSynced), 'the phones write');
				await new Promise((resolve) => setTimeout(resolve, 300 + stop * 200));

				const stopping = performance.now();
				const exitCode = await running.stop();
				const tookMs = performance.now() - stopping;
				slowestMs = Math.max(slowestMs, tookMs);
				phones.forEach((phone) => phone.drop());

				expect(exitCode).toBe(0);
				expect(tookMs).toBeLessThan(STOP_BOUND_MS);
				for (const phone of phones) expect(phone.client.closeCodes).toContain(SERVICE_RESTART);
				for (const line of running.output) expect(JSON.parse(line)).toMatchObject({ level: expect.any(Number) });

				const fresh = await startOn(port);
				expect(await missing(fresh.wsUrl, SECRET, acknowledged)).toEqual(new Set());
				await fresh.stop();
			}
			console.log(
				`stops, acknowledged updates, slowest stop: ${STOPS}, ${acknowledged.size}, ${Math.round(slowestMs)} ms`
			);
			expect(acknowledged.size).toBeGreaterThan(STOPS * 20);
		}
	);

	it('stores every loaded document before it exits: nothing is left in the log of updates', async () => {
		dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-sigterm-stored-'));
		const port = await freePort();
		const running = await startOn(port);
		const writers = DOCUMENTS.map((name) => connectClient(running.wsUrl, name, SECRET));
		await Promise.all(writers.map(synced));
		writers.forEach((writer, index) => writer.doc.getMap('entries').set('written', index));
		await until(() => writers.every((writer) => !writer.provider.hasUnsyncedChanges), 'the writes are acknowledged');
		// Before Hocuspocus' 2 s debounce stores the documents by itself.
		expect(await running.stop()).toBe(0);
		writers.forEach((writer) => writer.destroy());
		expect(await loggedUpdates()).toEqual([]);

		const fresh = await startOn(port);
		for (const [index, name] of DOCUMENTS.entries()) {
			const reader = connectClient(fresh.wsUrl, name, SECRET);
			await synced(reader);
			expect(reader.doc.getMap('entries').toJSON()).toEqual({ written: index });
			reader.destroy();
		}
	});
});
