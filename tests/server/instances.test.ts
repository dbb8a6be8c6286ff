// Past one machine on a shared store: two server instances (child processes) on one PostgreSQL and
// one Redis. Phones on each converge; a table's secrets hold on every instance, whichever one the
// first phone reached; and a kill -9 of one instance loses nothing it acknowledged.
//
// A phone's app reconnects to the load balancer's one address, which then leads to a live
// instance. The test plays the balancer: the phone's own document and key get a provider on the
// other instance's address (a test provider only ever reconnects to the URL it was given).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS, nightDocName, tableDocName } from '../../src/lib/sync/protocol';
import { compileServer, startChildServer, type ChildServer, type CompiledServer } from './child-server';
import { connectClient, newPhone, synced, until, type Phone, type TestClient } from './clients';
import { freePort, startRedis, type TestRedis } from './harness';
import { recordsIn } from './log-records';
import { postgres } from './store-kinds';
import { writingPhone } from './writing-phones';
import type { StoreSettings } from '../../server/open-store';
import type * as Y from 'yjs';

const SECRET = 'secret-of-the-instances-table';

let compiled: CompiledServer;
let redis: TestRedis;
let store: StoreSettings & { remove(): Promise<void> };
let a: ChildServer;
let b: ChildServer;
// Each phone with the instance it talks to, so a kill can drop the killed instance's phones at once.
let clients: { on: ChildServer; client: TestClient }[] = [];

// Both on one DATA_DIR as well: LevelDB allows one process per directory, so an instance that
// kept to LevelDB instead of PostgreSQL would not even start.
async function startInstance(): Promise<ChildServer> {
	return startChildServer(compiled.main, await freePort(), store.dataDir, {
		databaseUrl: store.databaseUrl,
		redisUrl: redis.url
	});
}

beforeAll(async () => {
	compiled = await compileServer();
	redis = await startRedis();
	store = await postgres.create();
	a = await startInstance();
	b = await startInstance();
}, 90_000);

afterAll(async () => {
	clients.forEach(({ client }) => client.destroy());
	await Promise.all([a, b].map((instance) => instance?.stop()));
	await redis?.stop();
	await store?.remove();
	await postgres.stop();
	await compiled?.remove();
});

function phone(on: ChildServer, documentName: string, invite: string, doc?: Y.Doc, who?: Phone): TestClient {
	const client = connectClient(on.wsUrl, documentName, invite, doc, who);
	clients.push({ on, client });
	return client;
}

/** Waits for the refusal and the socket's close, then drops the phone: it would keep reconnecting. */
async function refused(client: TestClient, reason: string, where: string): Promise<void> {
	await until(() => client.refusals.includes(reason) && client.closeCodes.length > 0, `${reason} refused on ${where}`);
	client.destroy();
}

describe('two instances on one PostgreSQL and one Redis', () => {
	it('brings what phones on one instance write to the phones on the other', async () => {
		const table = tableDocName('table-instances-01');
		const onA = phone(a, table, SECRET);
		await synced(onA);
		const onB = phone(b, table, SECRET);
		await synced(onB);
		for (let index = 0; index < 100; index += 1) {
			onA.doc.getMap('entries').set(`a${index}`, index);
			onB.doc.getMap('entries').set(`b${index}`, index);
		}
		const whole = (client: TestClient) => client.doc.getMap('entries').size === 200;
		await until(() => whole(onA) && whole(onB), 'both phones hold all 200 entries');
		expect(onA.doc.getMap('entries').toJSON()).toEqual(onB.doc.getMap('entries').toJSON());
	});

	it("refuses a stranger's own secret on every instance, and lets the table's phones in on each", async () => {
		const tableId = 'table-instances-02';
		const owner = phone(a, tableDocName(tableId), SECRET);
		await synced(owner);
		owner.doc.getMap('players').set('p1', 'Ada');
		await until(() => !owner.provider.hasUnsyncedChanges, 'the table is written');

		// B first: it has never served this table, so it has nothing of its own to go by.
		for (const [instance, where] of [
			[b, 'B'],
			[a, 'A']
		] as const) {
			const stranger = phone(instance, tableDocName(tableId), 'the-strangers-own-secret');
			await refused(stranger, 'wrong-secret', where);
			expect(stranger.doc.getMap('players').size).toBe(0);
		}
		const invited = phone(b, tableDocName(tableId), SECRET);
		await until(() => invited.doc.getMap('players').get('p1') === 'Ada', "the table's invite opens it on B");
	});

	it('shuts a phone forgotten through one instance out of the other', async () => {
		const tableId = 'table-instances-03';
		const [anna, ben] = [newPhone(), newPhone()];
		const annaOnA = phone(a, tableDocName(tableId), SECRET, undefined, anna);
		await synced(annaOnA);
		const benOnA = phone(a, tableDocName(tableId), SECRET, undefined, ben);
		const benOnB = phone(b, tableDocName(tableId), SECRET, undefined, ben);
		await Promise.all([synced(benOnA), synced(benOnB)]);

		annaOnA.doc.getMap(ACCESS.forgotten).set(ben.phone, Date.now());
		await refused(benOnA, 'forgotten', 'A');
		// B follows the table's document through Redis and closes Ben's connection there too.
		await refused(benOnB, 'forgotten', 'B');
		const benAgain = phone(b, nightDocName(tableId, 'night-0001'), SECRET, undefined, ben);
		await refused(benAgain, 'forgotten', 'B, at a new connection');
		expect(benAgain.provider.isSynced).toBe(false);
	});

	it('loses nothing acknowledged when one instance is killed under its writing phones', async () => {
		const tableId = 'table-instances-04';
		// The table's document: two phones write on A (and go on with B after the kill), one on B.
		const shared = tableDocName(tableId);
		// A night written only through A, which B serves too (a phone on B holds it open): what B
		// holds of it came through Redis, or from the store.
		const throughA = nightDocName(tableId, 'night-0001');
		const acknowledged = new Map<string, string>();
		await synced(phone(a, shared, SECRET));
		await synced(phone(b, throughA, SECRET));
		const movers = [0, 1].map((index) => writingPhone(a.wsUrl, shared, SECRET, `mover${index}`, acknowledged));
		const stayer = writingPhone(b.wsUrl, shared, SECRET, 'stayer', acknowledged);
		const loner = writingPhone(a.wsUrl, throughA, SECRET, 'loner', acknowledged);
		const writers = [...movers, stayer, loner];
		clients.push(...writers.map(({ client }) => ({ on: client === stayer.client ? b : a, client })));
		const acknowledgedOf = (name: string) =>
			[...acknowledged.keys()].filter((key) => key.startsWith(`${name}-`)).length;
		await until(
			() => writers.every(({ name }) => acknowledgedOf(name) >= 100),
			'every phone has written a while',
			30_000
		);
		// Killed the moment A acknowledges one of the loner's updates: before Redis can have carried
		// it to B, so B must find it in the store.
		await new Promise<void>((resolve) =>
			loner.client.provider.on('unsyncedChanges', ({ number }: { number: number }) => number === 0 && resolve())
		);
		const killed = a.kill();
		[...movers, loner].forEach((writer) => writer.stop());
		clients.filter(({ on }) => on === a).forEach(({ client }) => client.destroy());
		clients = clients.filter(({ on }) => on !== a);
		await killed;
		stayer.stop();
		const moved = movers.map(({ client, phone: who }) => phone(b, shared, SECRET, client.doc, who));
		await Promise.all(moved.map(synced));
		await until(
			() => [...moved, stayer.client].every(({ provider }) => !provider.hasUnsyncedChanges),
			'every phone has sent all it holds'
		);

		// A brand-new phone on B reads every entry any instance acknowledged.
		const readers = { [shared]: phone(b, shared, SECRET), [throughA]: phone(b, throughA, SECRET) };
		await Promise.all(Object.values(readers).map(synced));
		const missing = [...acknowledged].filter(
			([key, documentName]) => !readers[documentName]!.doc.getMap('entries').has(key)
		);
		console.log(
			`acknowledged ${acknowledged.size} (${acknowledgedOf('loner')} through A alone), missing on B: ${missing.length}`
		);
		expect(missing).toEqual([]);
		// And the phones that went on with B hold everything the table's document does.
		const entries = (client: TestClient) => [...client.doc.getMap('entries').keys()].sort().join();
		await until(
			() => moved.every((client) => entries(client) === entries(readers[shared]!)),
			'the moved phones converge'
		);
	});

	// Hocuspocus prints each refusal a hook throws on the console, besides the record the server
	// makes of it (server/console-log.ts): the strangers and the forgotten phone above were refused.
	it('prints nothing but log records on either instance, and no refusal as an error', () => {
		const lines = [...a.output, ...b.output];
		expect(recordsIn(lines)).toContainEqual(expect.objectContaining({ msg: 'refused', reason: 'wrong-secret' }));
		expect(lines.filter((line) => recordsIn([line]).length === 0)).toEqual([]);
		const errors = recordsIn(lines).filter(({ level }) => level >= 50);
		expect(errors).toEqual([]);
	});
});
