// Past one machine (issue 32): two phones writing to one document, each on its own server
// instance, the instances joined by a real Redis (Debian's redis-server on loopback), against the
// same two phones on one instance. Each phone writes 1,000 updates, both at once, at two paces:
// together the 1,000 a second a table may send (LIMITS), then twice as fast (the burst allowance
// lets them). A figure is the time from a phone's write until the other phone holds it. The phones are
// Yjs documents with Hocuspocus providers and the instances run in this process (harness.ts), so
// the figure is the wire's, the servers' and Redis', with no database on the phones. The two
// instances share this process, the disk they sync their logs to and the machine's cores, as
// separate machines would not: past the table's limit the process is busy all the time across
// two instances (twice the servers' work) and not on one, and that shows in the figure.
import { afterAll, expect, it } from 'vitest';
import { connectClient, synced, until, type TestClient } from '../server/clients';
import { startRedis, startTestServer, type TestRedis, type TestServer } from '../server/harness';
import { LIMITS, tableDocName } from '$lib/sync/protocol';
import { percentile, report } from './figures';

const UPDATES = 1000;
const PACES = [
	{ name: 'one every 2 ms from each, the table’s limit', everyMs: (2 * 1000) / LIMITS.tableMessagesPerSecond },
	{ name: 'one a millisecond from each', everyMs: 1 }
];
const WARM_UP = 100;
const SECRET = 'secret-of-table-bench-instances';
let redis: TestRedis | undefined;
const servers: TestServer[] = [];
const clients: TestClient[] = [];

afterAll(async () => {
	clients.forEach((client) => client.destroy());
	await Promise.all(servers.map((server) => server.stop()));
	await redis?.stop();
});

/** Milliseconds from each of A's writes until B holds it, and the other way. */
async function exchange(urlA: string, urlB: string, tableId: string, updates: number, everyMs: number) {
	const [a, b] = [
		connectClient(urlA, tableDocName(tableId), SECRET),
		connectClient(urlB, tableDocName(tableId), SECRET)
	];
	clients.push(a, b);
	await Promise.all([synced(a), synced(b)]);
	const written = { a: [] as number[], b: [] as number[] };
	const delays = { a: [] as number[], b: [] as number[] };
	const receive = (client: TestClient, from: 'a' | 'b') => {
		const entries = client.doc.getMap<number>('entries');
		entries.observe((event) => {
			const now = performance.now();
			for (const key of event.keysChanged)
				if (key.startsWith(from)) delays[from].push(now - written[from][entries.get(key)!]!);
		});
	};
	receive(b, 'a');
	receive(a, 'b');
	for (let index = 0; index < updates; index++) {
		written.a[index] = performance.now();
		a.doc.getMap('entries').set(`a${index}`, index);
		written.b[index] = performance.now();
		b.doc.getMap('entries').set(`b${index}`, index);
		await new Promise((resolve) => setTimeout(resolve, everyMs));
	}
	await until(() => delays.a.length === updates && delays.b.length === updates, 'every update arrives', 120_000);
	return delays;
}

const figures = (delays: number[]) =>
	`p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms`;

it('two instances on one Redis against one instance, 1,000 updates each way', async () => {
	redis = await startRedis();
	const [one, two, alone] = [
		await startTestServer({ redisUrl: redis.url }),
		await startTestServer({ redisUrl: redis.url }),
		await startTestServer()
	];
	servers.push(one, two, alone);
	// Both paths run once before they are timed, so neither pays alone for warming up.
	await exchange(one.wsUrl, two.wsUrl, 'table-bench-instances-warm-across', WARM_UP, 1);
	await exchange(alone.wsUrl, alone.wsUrl, 'table-bench-instances-warm-alone', WARM_UP, 1);
	for (const [index, pace] of PACES.entries()) {
		const across = await exchange(one.wsUrl, two.wsUrl, `table-bench-instances-across-${index}`, UPDATES, pace.everyMs);
		const single = await exchange(
			alone.wsUrl,
			alone.wsUrl,
			`table-bench-instances-alone-${index}`,
			UPDATES,
			pace.everyMs
		);
		report(`Two phones, 1,000 updates each way (${pace.name}): a write until the other phone holds it`, {
			'across two instances (Redis)': `A→B ${figures(across.a)}; B→A ${figures(across.b)}`,
			'on one instance': `A→B ${figures(single.a)}; B→A ${figures(single.b)}`
		});
		expect(across.a).toHaveLength(UPDATES);
		expect(single.a).toHaveLength(UPDATES);
	}
});
