// Debian's PostgreSQL for tests: a throwaway cluster made with initdb in a temporary folder, on a
// free port of 127.0.0.1 with its unix socket in that folder, all removed by stop(). PostgreSQL
// refuses to run as root: a test run as root runs its programs as the `postgres` user, through
// spawn's uid and gid rather than `su`, so the postmaster is this process' own child and ends with
// it as redis-server does (harness.ts).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './harness';

const LOOPBACK = '127.0.0.1';
const SUPERUSER = 'postgres';
const VERSIONS = '/usr/lib/postgresql';

export interface TestPostgres {
	/** Creates an empty database and gives its postgres://… URL. */
	createDatabase(): Promise<string>;
	stop(): Promise<void>;
}

// Clusters still running when the test process exits (a test that failed before its stop()).
const running = new Map<ChildProcess, string>();
process.once('exit', () => {
	for (const [postmaster, folder] of running) {
		// Immediate shutdown: the postmaster ends its backends too, which SIGKILL would orphan.
		postmaster.kill('SIGQUIT');
		rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
	}
});

export async function startPostgres(): Promise<TestPostgres> {
	const bin = binaries();
	const user = process.getuid?.() === 0 ? postgresUser() : undefined;
	const folder = await mkdtemp(join(tmpdir(), 'dealkeeper-pg-'));
	const data = join(folder, 'data');
	if (user) await chown(folder, user.uid, user.gid);
	// --no-sync: a cluster thrown away after the run need not be on disk before it starts. Commits
	// are still synced (fsync and synchronous_commit stay on), as in production.
	await run(join(bin, 'initdb'), ['-D', data, '-U', SUPERUSER, '--auth=trust', '--no-sync', '-E', 'UTF8'], user);
	const port = await freePort();
	const postmaster = spawn(
		join(bin, 'postgres'),
		['-D', data, '-p', String(port), '-k', folder, '-c', `listen_addresses=${LOOPBACK}`],
		{ ...user, stdio: ['ignore', 'ignore', 'pipe'] }
	);
	running.set(postmaster, folder);
	const output: string[] = [];
	postmaster.stderr?.on('data', (data: Buffer) => output.push(data.toString()));
	const exited = new Promise<void>((resolve) => postmaster.once('exit', () => resolve()));
	const stop = async () => {
		if (postmaster.exitCode === null && postmaster.signalCode === null) {
			postmaster.kill('SIGQUIT');
			await exited;
		}
		running.delete(postmaster);
		await rm(folder, { recursive: true, force: true });
	};

	const url = (database: string) => `postgres://${SUPERUSER}@${LOOPBACK}:${port}/${database}`;
	let admin: pg.Client;
	try {
		admin = await untilConnected(url('postgres'), exited);
	} catch (error) {
		await stop();
		throw new Error(`${String(error)}\n${output.join('')}`, { cause: error });
	}
	let databases = 0;
	return {
		async createDatabase() {
			databases += 1;
			const name = `dealkeeper_${databases}`;
			await admin.query(`CREATE DATABASE ${name}`);
			return url(name);
		},
		async stop() {
			await admin.end();
			await stop();
		}
	};
}

/** The newest PostgreSQL Debian installed. */
function binaries(): string {
	const versions = existsSync(VERSIONS)
		? readdirSync(VERSIONS).filter((v) => existsSync(join(VERSIONS, v, 'bin/initdb')))
		: [];
	const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
	if (newest === undefined) throw new Error(`no ${VERSIONS}/<version>/bin/initdb: apt-get install postgresql`);
	return join(VERSIONS, newest, 'bin');
}

type RunAs = { uid: number; gid: number };

function postgresUser(): RunAs {
	const id = (flag: string) => Number(execFileSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).trim());
	return { uid: id('-u'), gid: id('-g') };
}

function run(command: string, args: string[], user: RunAs | undefined): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		const collect = (data: Buffer) => (output += data.toString());
		child.stdout.on('data', collect);
		child.stderr.on('data', collect);
		child.once('error', reject);
		child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed:\n${output}`))));
	});
}

async function untilConnected(url: string, exited: Promise<void>): Promise<pg.Client> {
	let gone = false;
	void exited.then(() => (gone = true));
	const deadline = Date.now() + 30_000;
	while (Date.now() < deadline) {
		if (gone) throw new Error('postgres exited before accepting connections');
		const client = new pg.Client(url);
		try {
			await client.connect();
			return client;
		} catch {
			await client.end().catch(() => undefined);
			await new Promise((resolve) => setTimeout(resolve, 100));
		}
	}
	throw new Error('postgres did not accept connections within 30 s');
}
