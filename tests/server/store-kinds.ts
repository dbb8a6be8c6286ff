// The server's two stores, for tests that run on each: LevelDB in a new DATA_DIR, and PostgreSQL
// in a new database of one throwaway cluster (postgres.ts, started on first use). Each store comes
// as the settings a server is started with; tests open it as the server does (open-store.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoreSettings } from '../../server/open-store';
import { startPostgres, type TestPostgres } from './postgres';

export interface StoreKind {
	name: string;
	/** Whether several server processes may use one store at once (LevelDB: one per directory). */
	shared: boolean;
	/** A new, empty store; remove() deletes its DATA_DIR. */
	create(): Promise<StoreSettings & { remove(): Promise<void> }>;
	/** Stops what the kind's stores need (the PostgreSQL cluster). */
	stop(): Promise<void>;
}

async function newDataDir() {
	const dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-store-'));
	return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

export const levelDb: StoreKind = {
	name: 'LevelDB',
	shared: false,
	create: newDataDir,
	stop: async () => {}
};

let cluster: Promise<TestPostgres> | undefined;

export const postgres: StoreKind = {
	name: 'PostgreSQL',
	shared: true,
	// A DATA_DIR of its own all the same: a server that wrongly kept to LevelDB writes nowhere else.
	async create() {
		cluster ??= startPostgres();
		const databaseUrl = await (await cluster).createDatabase();
		return { ...(await newDataDir()), databaseUrl };
	},
	async stop() {
		const started = cluster;
		cluster = undefined;
		await (await started)?.stop();
	}
};

export const STORE_KINDS = [levelDb, postgres];
