// The sync server as a child process (`node server/main.js`, compiled once with tsc), for tests
// that SIGKILL it, restart it on the same port and DATA_DIR, or read its memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYNC_PATH } from '../../src/lib/sync/protocol';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const LOOPBACK = '127.0.0.1';

export interface CompiledServer {
	/** The compiled server/main.js. */
	main: string;
	remove(): Promise<void>;
}

/** Compiles server/ into a temporary folder that finds the project's node_modules. */
export async function compileServer(): Promise<CompiledServer> {
	const outDir = await mkdtemp(join(tmpdir(), 'dealkeeper-server-build-'));
	await run(join(REPO, 'node_modules/.bin/tsc'), ['-p', join(REPO, 'server/tsconfig.json'), '--outDir', outDir]);
	// Node finds packages in a node_modules folder above the importing file, and needs to be told
	// that the compiled .js files are ES modules.
	await symlink(join(REPO, 'node_modules'), join(outDir, 'node_modules'), 'dir');
	await writeFile(join(outDir, 'package.json'), JSON.stringify({ type: 'module' }));
	return {
		main: join(outDir, 'server/main.js'),
		remove: () => rm(outDir, { recursive: true, force: true })
	};
}

export interface ChildServer {
	/** ws://127.0.0.1:port/sync */
	wsUrl: string;
	pid: number;
	/** Lines the server wrote: its log records (pino's JSON), and anything else it printed. */
	output: string[];
	/** SIGKILL, as a crash or a power cut would end it; resolves once it is gone. */
	kill(): Promise<void>;
	/** SIGTERM: stores open documents and exits; resolves with the exit code. */
	stop(): Promise<number | null>;
	/** The most memory the process has held (VmHWM), in bytes. */
	peakMemory(): Promise<number>;
}

// Children still running when the test process exits (a test that failed before its stop()).
const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/** With a databaseUrl, documents and secrets are kept in PostgreSQL and dataDir stays unused. */
export interface SharedServices {
	databaseUrl?: string;
	redisUrl?: string;
}

export async function startChildServer(
	main: string,
	port: number,
	dataDir: string,
	{ databaseUrl = '', redisUrl = '' }: SharedServices = {}
): Promise<ChildServer> {
	const child = spawn(process.execPath, [main], {
		cwd: REPO,
		env: {
			...process.env,
			PORT: String(port),
			HOST: LOOPBACK,
			DATA_DIR: dataDir,
			DATABASE_URL: databaseUrl,
			REDIS_URL: redisUrl
		},
		stdio: ['ignore', 'pipe', 'pipe']
	});
	children.add(child);
	const output: string[] = [];
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
	void exited.then(() => children.delete(child));
	await new Promise<void>((resolve, reject) => {
		// Line by line, however the pipe cuts the output into chunks.
		for (const stream of [child.stdout, child.stderr])
			createInterface({ input: stream }).on('line', (line) => {
				if (!line) return;
				output.push(line);
				if (isListening(line)) resolve();
			});
		void exited.then(() => reject(new Error(`the server exited before listening:\n${output.join('\n')}`)));
	});
	const end = (signal: NodeJS.Signals) => {
		if (child.exitCode === null && child.signalCode === null) child.kill(signal);
		return exited;
	};
	return {
		wsUrl: `ws://${LOOPBACK}:${port}${SYNC_PATH}`,
		pid: child.pid as number,
		output,
		kill: async () => void (await end('SIGKILL')),
		stop: () => end('SIGTERM'),
		async peakMemory() {
			const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
			const kib = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
			if (kib === undefined) throw new Error(`no VmHWM in /proc/${child.pid}/status`);
			return Number(kib) * 1024;
		}
	};
}

function isListening(line: string): boolean {
	try {
		return (JSON.parse(line) as { msg?: unknown }).msg === 'listening';
	} catch {
		return false;
	}
}

function run(command: string, args: string[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
		let errors = '';
		const collect = (data: Buffer) => (errors += data.toString());
		child.stdout.on('data', collect);
		child.stderr.on('data', collect);
		child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed:\n${errors}`))));
	});
}
