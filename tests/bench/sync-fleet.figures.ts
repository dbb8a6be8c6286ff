// A fleet: two server instances (child processes, as instances.test.ts starts them) on one
// PostgreSQL and one Redis, a hundred phones on one table, each tapping once a second. How long a
// tap takes to reach a phone of the same night on the other instance (through PostgreSQL and
// Redis), each instance's CPU, and what PostgreSQL holds at the end. The phones are Yjs documents
// with Hocuspocus providers in this process, so every timestamp is on one clock.
// BENCH_FLEET_SECONDS shortens the minute.
//
// One table is within the rate limits (LIMITS in src/lib/sync/protocol.ts): a table's share is
// counted on each instance (server/table-rates.ts), and 50 phones tapping once a second send about
// 50 messages a second to theirs (plus a presence renewal per phone every 15 s), far from
// tableMessagesPerSecond (1,000); each phone has a connection of its own, 1 message a second of
// messagesPerSecond (200).
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { expect, it } from 'vitest';
import { compileServer, startChildServer, type ChildServer, type CompiledServer } from '../server/child-server';
import { connectClient, newPhone, synced, until, type TestClient } from '../server/clients';
import { freePort, startRedis, type TestRedis } from '../server/harness';
import { postgres } from '../server/store-kinds';
import { nightDocName } from '$lib/sync/protocol';
import { percentile, report } from './figures';

const NIGHTS = 10;
const PHONES_PER_NIGHT = 10;
const PHONES = NIGHTS * PHONES_PER_NIGHT;
const SECONDS = Number(process.env.BENCH_FLEET_SECONDS ?? 60);
const TABLE = { tableId: 'table-bench-fleet', secret: 'secret-of-table-bench-fleet' };

/** CPU seconds the process has used (user and system), from /proc. */
async function cpuSeconds(pid: number): Promise<number> {
	const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
	return (Number(stat[11]) + Number(stat[12])) / 100;
}

/** Rows of each of the store's tables, and the bytes of all of them with their indexes and TOAST. */
async function held(databaseUrl: string): Promise<{ rows: string; bytes: number }> {
	const client = new pg.Client(databaseUrl);
	await client.connect();
	try {
		const { rows: tables } = await client.query<{ name: string }>(
			"SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name"
		);
		const counts: string[] = [];
		let bytes = 0;
		for (const { name } of tables) {
			const { rows } = await client.query<{ count: string; bytes: string }>(
				`SELECT count(*) AS count, pg_total_relation_size('public.${name}') AS bytes FROM public.${name}`
			);
			counts.push(`${name} ${rows[0]!.count}`);
			bytes += Number(rows[0]!.bytes);
		}
		return { rows: counts.join(', '), bytes };
	} finally {
		await client.end();
	}
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

it(`${PHONES} phones on one table over two instances, a tap a second each, for ${SECONDS} s`, async () => {
	let compiled: CompiledServer | undefined;
	let redis: TestRedis | undefined;
	let store: Awaited<ReturnType<typeof postgres.create>> | undefined;
	const instances: ChildServer[] = [];
	const clients: TestClient[] = [];
	try {
		compiled = await compileServer();
		redis = await startRedis();
		store = await postgres.create();
		for (let i = 0; i < 2; i++) {
			instances.push(
				await startChildServer(compiled.main, await freePort(), store.dataDir, {
					databaseUrl: store.databaseUrl,
					redisUrl: redis.url
				})
			);
		}
		// Phone i writes night i % NIGHTS through instance ⌊i / NIGHTS⌋ % 2: five phones of each
		// night on each instance.
		const nightOf = (i: number) => i % NIGHTS;
		const instanceOf = (i: number) => Math.floor(i / NIGHTS) % 2;
		for (let i = 0; i < PHONES; i++) {
			const name = nightDocName(TABLE.tableId, `night-${String(nightOf(i)).padStart(4, '0')}`);
			clients.push(connectClient(instances[instanceOf(i)]!.wsUrl, name, TABLE.secret, undefined, newPhone()));
		}
		await Promise.all(clients.map(synced));

		// Arrivals at a phone on the other instance than the writer's, and on the same one.
		const across: number[] = [];
		const alongside: number[] = [];
		for (const [i, client] of clients.entries()) {
			const events = client.doc.getMap('events');
			events.observe((event) => {
				if (event.transaction.local) return;
				const now = performance.timeOrigin + performance.now();
				for (const key of event.keysChanged) {
					const { at, by } = events.get(key) as { at: number; by: number };
					(instanceOf(by) === instanceOf(i) ? alongside : across).push(now - at);
				}
			});
		}

		const before = await Promise.all(instances.map(({ pid }) => cpuSeconds(pid)));
		const started = performance.now();
		let taps = 0;
		for (let second = 0; second < SECONDS; second++) {
			// Each phone taps once in the second, at its own moment.
			await Promise.all(
				clients.map(
					(client, i) =>
						new Promise<void>((resolve) =>
							setTimeout(
								() => {
									const at = performance.timeOrigin + performance.now();
									client.doc.getMap('events').set(`p${i}-${second}`, { id: `p${i}-${second}`, by: i, at });
									taps++;
									resolve();
								},
								(i * 1000) / PHONES
							)
						)
				)
			);
			await new Promise((resolve) =>
				setTimeout(resolve, Math.max(0, (second + 1) * 1000 - (performance.now() - started)))
			);
		}
		const perInstance = PHONES_PER_NIGHT / 2;
		await until(() => across.length >= taps * perInstance, 'the taps to reach the other instance', 30_000).catch(
			() => {}
		);
		const wall = (performance.now() - started) / 1000;
		const after = await Promise.all(instances.map(({ pid }) => cpuSeconds(pid)));
		const live = await held(store.databaseUrl!);
		for (const client of clients.splice(0)) client.destroy();
		// SIGTERM stores each open document: the updates' log folded into the documents.
		for (const instance of instances.splice(0)) await instance.stop();
		const stored = await held(store.databaseUrl!);
		const cpu = after.map((seconds, i) => seconds - before[i]!);
		report(
			`${PHONES} phones, ${NIGHTS} nights of one table over 2 instances on one PostgreSQL and one Redis, a tap a second each, for ${SECONDS} s (child processes, loopback)`,
			{
				taps: String(taps),
				'arrivals on the other instance': `${across.length} of ${taps * perInstance}`,
				'tap to a phone on the other instance p50': `${percentile(across, 50).toFixed(1)} ms`,
				'tap to a phone on the other instance p95': `${percentile(across, 95).toFixed(1)} ms`,
				'tap to a phone on the same instance p50/p95': `${percentile(alongside, 50).toFixed(1)} / ${percentile(alongside, 95).toFixed(1)} ms`,
				'server CPU': cpu
					.map(
						(seconds, i) => `${'AB'[i]} ${seconds.toFixed(1)} s (${((100 * seconds) / wall).toFixed(0)}% of one core)`
					)
					.join(', '),
				'PostgreSQL at the end': `${live.rows}; ${kib(live.bytes)}`,
				'PostgreSQL after SIGTERM stored the documents': `${stored.rows}; ${kib(stored.bytes)}`
			}
		);
		expect(across.length).toBeGreaterThan(0);
	} finally {
		for (const client of clients) client.destroy();
		await Promise.all(instances.map((instance) => instance.stop()));
		await redis?.stop();
		await store?.remove();
		await postgres.stop();
		await compiled?.remove();
	}
});
