// A sync server that really stops: the repository's own server, run as a child process with a
// data folder of its own, is killed (SIGKILL, as a crash or a power cut would end it) under a
// phone in a table. The phone says so in words within 30 s; once the server is started again on
// the same port and data, the words go and the badge says up to date. Everything stays on
// 127.0.0.1.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChildServer, type ChildServer } from '../server/child-server';
import { expect, test } from './fixtures';
import { tableAtHome } from './sync-table';
import { PHONE } from './table';

const LOOPBACK = '127.0.0.1';
/** Built by `npm run build:server`, serving `build/` as `npm start` does. */
const SERVER_MAIN = fileURLToPath(new URL('../../server/dist/server/main.js', import.meta.url));

/**
 * The first port above the journeys' own server (E2E_PORT) that nobody listens on: a checkout
 * given a band of ports for its journeys stays in it.
 */
async function freePortAbove(port: number): Promise<number> {
	for (let candidate = port + 1; candidate < port + 100; candidate++) {
		const free = await new Promise<boolean>((resolve) => {
			const probe = createServer();
			probe.once('error', () => resolve(false));
			probe.listen(candidate, LOOPBACK, () => probe.close(() => resolve(true)));
		});
		if (free) return candidate;
	}
	throw new Error(`no free port above ${port}`);
}

test('a phone whose sync server is killed says so in words within 30 s, and is up to date once it is back', async ({
	browser
}) => {
	test.setTimeout(150_000);
	const port = await freePortAbove(Number(process.env.E2E_PORT ?? 4174));
	const dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-stopped-'));
	let server: ChildServer = await startChildServer(SERVER_MAIN, port, dataDir);
	const context = await browser.newContext({ viewport: PHONE, baseURL: `http://${LOOPBACK}:${port}` });
	const elsewhere: string[] = [];
	context.on('request', (request) => {
		const { hostname, protocol } = new URL(request.url());
		if (/^(http|ws)s?:$/.test(protocol) && hostname !== LOOPBACK) elsewhere.push(request.url());
	});
	try {
		const phone = await context.newPage();
		phone.on('websocket', (socket) => {
			if (new URL(socket.url()).hostname !== LOOPBACK) elsewhere.push(socket.url());
		});
		const { badge, trouble } = await tableAtHome(phone, 'Thursday', "Anna's phone");

		await server.kill();
		await expect(trouble).toHaveText(
			/^Not syncing: the server cannot be reached since \d{1,2}:\d{2}[^.]*\. Everything is kept on this phone\.$/,
			{ timeout: 30_000 }
		);

		server = await startChildServer(SERVER_MAIN, port, dataDir);
		// The phone tries again at growing intervals, up to 30 s apart (Hocuspocus's provider).
		await expect(trouble).toHaveCount(0, { timeout: 45_000 });
		await expect(badge).toHaveAccessibleName(/^Thursday: Up to date/);
		expect(elsewhere, 'nothing is sent but to 127.0.0.1').toEqual([]);
	} finally {
		await context.close();
		await server.stop();
		await rm(dataDir, { recursive: true, force: true });
	}
});
