// The plain HTTP side: the built app as a static host serves it, and the server's clock.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PATH, TIME_PATH } from '../../src/lib/sync/protocol';
import { WebSocket } from '../../server/ws';
import { startTestServer, type TestServer } from './harness';

let staticDir: string;
let server: TestServer;

beforeAll(async () => {
	staticDir = await mkdtemp(join(tmpdir(), 'dealkeeper-build-'));
	await mkdir(join(staticDir, '_app/immutable'), { recursive: true });
	await writeFile(join(staticDir, '200.html'), '<p>fallback</p>');
	await writeFile(join(staticDir, 'index.html'), '<p>home</p>');
	await writeFile(join(staticDir, 'sw.js'), '// worker');
	await writeFile(join(staticDir, '_app/immutable/entry.abc123.js'), '// hashed');
	server = await startTestServer({ staticDir });
});

afterAll(async () => {
	await server.stop();
	await rm(staticDir, { recursive: true, force: true });
});

describe('http', () => {
	it('answers the time endpoint with its clock, never cached', async () => {
		const before = Date.now();
		const response = await fetch(server.url + TIME_PATH);
		const after = Date.now();
		expect(response.status).toBe(200);
		expect(response.headers.get('cache-control')).toBe('no-store');
		const { now } = (await response.json()) as { now: number };
		expect(now).toBeGreaterThanOrEqual(before);
		expect(now).toBeLessThanOrEqual(after);
	});

	it('serves pages, the SPA fallback for unknown paths, and a 404 for a missing file', async () => {
		const home = await fetch(server.url + '/');
		expect(await home.text()).toBe('<p>home</p>');
		expect(home.headers.get('cache-control')).toBe('no-cache');
		const unknown = await fetch(server.url + '/history/some-night');
		expect(unknown.status).toBe(200);
		expect(await unknown.text()).toBe('<p>fallback</p>');
		expect((await fetch(server.url + '/missing.png')).status).toBe(404);
	});

	it('caches hashed assets for good and checks the service worker every time', async () => {
		const hashed = await fetch(server.url + '/_app/immutable/entry.abc123.js');
		expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
		const worker = await fetch(server.url + '/sw.js');
		expect(await worker.text()).toBe('// worker');
		expect(worker.headers.get('cache-control')).toBe('no-cache');
	});

	it('takes WebSockets on the sync path only, and says so to a plain request there', async () => {
		expect((await fetch(server.url + SYNC_PATH)).status).toBe(426);
		const elsewhere = new WebSocket(server.url.replace('http', 'ws') + '/other');
		const outcome = await new Promise<string>((resolve) => {
			elsewhere.onopen = () => resolve('open');
			elsewhere.onerror = () => resolve('refused');
		});
		expect(outcome).toBe('refused');
	});
});
