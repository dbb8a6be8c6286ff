// Fifty phones on one night, each tapping once a second for a minute, through one server in a
// process of its own (as deployed): the server's CPU and memory, and how long a tap takes to
// reach the other phones. The phones are Yjs documents with Hocuspocus providers in this
// process, writing events into the night's map as phones do (no databases: the figure is the
// wire's and the server's). BENCH_CROWD_SECONDS shortens the minute.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { connectClient, synced, until, type TestClient } from '../server/clients';
import { freePort } from '../server/harness';
import { nightDocName, TIME_PATH } from '$lib/sync/protocol';
import { percentile, report } from './figures';

const PHONES = 50;
const SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? 60);
const TABLE = { tableId: 'table-bench-crowd', secret: 'secret-of-table-bench-crowd' };

/** CPU seconds the process has used (user and system), and its resident memory, from /proc. */
async function usage(pid: number): Promise<{ cpu: number; rss: number }> {
	const stat = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
	const ticks = Number(stat[11]) + Number(stat[12]);
	const rss = Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
	return { cpu: ticks / 100, rss };
}

it(`${PHONES} phones on one night, a tap a second each, for ${SECONDS} s`, async () => {
	const port = await freePort();
	const dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-crowd-'));
	const server = spawn('node', ['server/dist/server/main.js'], {
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
		stdio: 'ignore'
	});
	const origin = `http://127.0.0.1:${port}`;
	for (let i = 0; ; i++) {
		const up = await fetch(`${origin}${TIME_PATH}`).then(
			() => true,
			() => false
		);
		if (up) break;
		if (i > 100) throw new Error('the server did not start');
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	const clients: TestClient[] = [];
	const delays: number[] = [];
	try {
		const name = nightDocName(TABLE.tableId, 'night-crowd');
		for (let i = 0; i < PHONES; i++) clients.push(connectClient(`ws://127.0.0.1:${port}/sync`, name, TABLE.secret));
		for (const client of clients) await synced(client);
		for (const [i, client] of clients.entries()) {
			client.doc.getMap('events').observe((event) => {
				if (event.transaction.local) return;
				const now = performance.timeOrigin + performance.now();
				for (const key of event.keysChanged) {
					const sent = (client.doc.getMap('events').get(key) as { at: number }).at;
					if (!key.startsWith(`p${i}-`)) delays.push(now - sent);
				}
			});
		}
		const before = await usage(server.pid!);
		let peakRss = before.rss;
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
									client.doc.getMap('events').set(`p${i}-${second}`, { id: `p${i}-${second}`, at });
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
			peakRss = Math.max(peakRss, (await usage(server.pid!)).rss);
		}
		await until(() => delays.length >= taps * (PHONES - 1) * 0.99, 'the taps to arrive', 30_000).catch(() => {});
		const after = await usage(server.pid!);
		const wall = (performance.now() - started) / 1000;
		report(
			`${PHONES} phones on one night, a tap a second each, for ${SECONDS} s (server in its own process, loopback)`,
			{
				taps: String(taps),
				'arrivals at other phones': `${delays.length} of ${taps * (PHONES - 1)}`,
				'tap to others p50': `${percentile(delays, 50).toFixed(1)} ms`,
				'tap to others p95': `${percentile(delays, 95).toFixed(1)} ms`,
				'server CPU': `${((100 * (after.cpu - before.cpu)) / wall).toFixed(0)}% of one core`,
				'server memory (RSS)': `${(before.rss / 2 ** 20).toFixed(0)} MiB before, ${(peakRss / 2 ** 20).toFixed(0)} MiB at most`
			}
		);
		expect(delays.length).toBeGreaterThan(0);
	} finally {
		for (const client of clients) client.destroy();
		server.kill('SIGTERM');
		await new Promise((resolve) => server.once('exit', resolve));
		await rm(dataDir, { recursive: true, force: true });
	}
});
