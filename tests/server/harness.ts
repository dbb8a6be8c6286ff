// Servers for tests: the sync server in this process on a free port with its own temporary
// DATA_DIR, and Debian's redis-server as a child process. Everything listens on 127.0.0.1 only,
// and stop() leaves nothing running.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { SYNC_PATH } from '../../src/lib/sync/protocol';
import { startServer, type RunningServer, type ServerOptions } from '../../server/start-server';
import { silentLog } from './log-records';

const LOOPBACK = '127.0.0.1';
const REDIS_SERVER = '/usr/bin/redis-server';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer();
		probe.once('error', reject);
		probe.listen(0, LOOPBACK, () => {
			const address = probe.address();
			const port = typeof address === 'object' && address !== null ? address.port : 0;
			probe.close(() => resolve(port));
		});
	});
}

export interface TestServerOptions {
	redisUrl?: string;
	/** Default: a new temporary directory, removed by stop(). A given one is left in place. */
	dataDir?: string;
	/** Default `build`; a missing directory only makes the app's pages 404. */
	staticDir?: string;
	limits?: ServerOptions['limits'];
	/** Where the server logs (log-records.ts recordingLog keeps its records). Default: nowhere. */
	log?: Logger;
}

export interface TestServer {
	/** http://127.0.0.1:port */
	url: string;
	/** ws://127.0.0.1:port/sync */
	wsUrl: string;
	dataDir: string;
	/** Stops the server (storing open documents) and removes a temporary DATA_DIR. */
	stop(): Promise<void>;
	/** Stops and starts again on the same port and DATA_DIR, as a redeploy would. */
	restart(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
	const ownDataDir = options.dataDir === undefined;
	const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'dealkeeper-sync-')));
	const start = (port: number) =>
		startServer({
			port,
			host: LOOPBACK,
			dataDir,
			redisUrl: options.redisUrl,
			staticDir: options.staticDir,
			limits: options.limits,
			log: options.log ?? silentLog
		});
	let running: RunningServer | null = await start(0);
	const port = running.port;
	const stopRunning = async () => {
		const stopping = running;
		running = null;
		await stopping?.stop();
	};
	return {
		url: `http://${LOOPBACK}:${port}`,
		wsUrl: `ws://${LOOPBACK}:${port}${SYNC_PATH}`,
		dataDir,
		async stop() {
			await stopRunning();
			if (ownDataDir) await rm(dataDir, { recursive: true, force: true });
		},
		async restart() {
			await stopRunning();
			running = await start(port);
		}
	};
}

export interface TestRedis {
	/** redis://127.0.0.1:port */
	url: string;
	stop(): Promise<void>;
}

// Children still running when the test process exits (a test that failed before its stop()).
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/**
 * Debian's redis-server without persistence, on a free port or the given one (to start it again
 * where servers look for it); resolves once it answers PING.
 */
export async function startRedis(port?: number): Promise<TestRedis> {
	port ??= await freePort();
	const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', LOOPBACK, '--save', '', '--appendonly', 'no'], {
		stdio: 'ignore'
	});
	children.add(child);
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const stop = async () => {
		if (child.exitCode === null && child.signalCode === null) {
			child.kill('SIGTERM');
			const forced = setTimeout(() => child.kill('SIGKILL'), 3000);
			await exited;
			clearTimeout(forced);
		}
		children.delete(child);
	};
	try {
		await untilPong(port, exited);
	} catch (error) {
		await stop();
		throw error;
	}
	return { url: `redis://${LOOPBACK}:${port}`, stop };
}

async function untilPong(port: number, exited: Promise<void>): Promise<void> {
	let gone = false;
	void exited.then(() => (gone = true));
	const deadline = Date.now() + 10_000;
	while (Date.now() < deadline) {
		if (gone) throw new Error(`${REDIS_SERVER} exited before answering on port ${port}`);
		if (await pong(port)) return;
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
	throw new Error(`${REDIS_SERVER} did not answer on port ${port} within 10 s`);
}

function pong(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect(port, LOOPBACK);
		const done = (answer: boolean) => {
			socket.destroy();
			resolve(answer);
		};
		socket.setTimeout(1000, () => done(false));
		socket.once('error', () => done(false));
		socket.once('connect', () => socket.write('PING\r\n'));
		socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
	});
}
