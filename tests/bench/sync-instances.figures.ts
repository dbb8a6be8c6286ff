// Past one machine (issue 32): two phones writing to one document, each on its own server
// instance, the instances joined by a real Redis (Debian's redis-server on loopback), against the
// same two phones on one instance. Each phone writes 1,000 updates, both at once, at two paces:
// together the 1,000 a second a table may send (LIMITS), then twice as fast (the burst allowance
// lets them). A figure is the time from a phone's write until the other phone holds it, both ways
// taken together. At each pace the two set-ups take turns for ROUNDS rounds, each going first in
// every other round, so a busy spell of the machine falls on both alike; the medians of their
// rounds' p95s are held against issue 32's bound. The verdict is printed, never failed on: on a
// shared machine a time is a figure, not a fault of the code.
// The phones are Yjs documents with Hocuspocus providers and the instances run in this process
// (harness.ts), so the figure is the wire's, the servers' and Redis', with no database on the
// phones. The two instances share this process, the disk they sync their logs to and the
// machine's cores, as separate machines would not: past the table's limit the process is busy all
// the time across two instances (twice the servers' work) and not on one, and that shows in the
// figure.
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
const ROUNDS = 5;
// Issue 32: across instances within twice one instance's p95 plus this.
const BOUND_SLACK_MS = 10;
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

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: readonly number[]) => percentile(values, 50);

/** The rounds' figures: each run's p50 and p95 over both ways, their medians, and each round's p95. */
function figures(runs: readonly number[][]) {
	const p95s = runs.map((delays) => percentile(delays, 95));
	const p95 = median(p95s);
	const p50 = median(runs.map((delays) => percentile(delays, 50)));
	return { p95, shown: `p50 ${ms(p50)}, p95 ${ms(p95)} (medians; each round's p95: ${p95s.map(ms).join(', ')})` };
}

/** As `npm run bench` prints its limits (run.js, withinLimit). */
const withinBound = (across: number, alone: number) => {
	const bound = 2 * alone + BOUND_SLACK_MS;
	const verdict = across <= bound ? 'within' : `OVER by ${ms(across - bound)}`;
	return `across ${ms(across)}, one instance ${ms(alone)}; limit 2 × ${ms(alone)} + ${BOUND_SLACK_MS} ms = ${ms(bound)}: ${verdict}`;
};

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
		const runs = { across: [] as number[][], alone: [] as number[][] };
		const run = async (kind: keyof typeof runs, round: number) => {
			const [urlA, urlB] = kind === 'across' ? [one.wsUrl, two.wsUrl] : [alone.wsUrl, alone.wsUrl];
			const tableId = `table-bench-instances-${kind}-${index}-${round}`;
			const delays = await exchange(urlA, urlB, tableId, UPDATES, pace.everyMs);
			expect(delays.a).toHaveLength(UPDATES);
			runs[kind].push([...delays.a, ...delays.b]);
		};
		for (let round = 0; round < ROUNDS; round++) {
			const order = round % 2 === 0 ? (['across', 'alone'] as const) : (['alone', 'across'] as const);
			for (const kind of order) await run(kind, round);
		}
		const [across, single] = [figures(runs.across), figures(runs.alone)];
		report(
			`Two phones, 1,000 updates each way (${pace.name}), ${ROUNDS} rounds: a write until the other phone holds it`,
			{
				'across two instances (Redis)': across.shown,
				'on one instance': single.shown,
				'p95 across two instances': withinBound(across.p95, single.p95)
			}
		);
	}
});
