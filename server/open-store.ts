// Where the server keeps documents and secrets: PostgreSQL shared by every instance when given a
// database URL (DATABASE_URL), otherwise the embedded LevelDB in its own directory (DATA_DIR).
import { openLevelStore } from './level-store.js';
import { openPgStore } from './pg-store.js';
import { parseServiceUrl } from './service-url.js';
import type { Logger } from 'pino';
import type { Store } from './store.js';

export interface StoreSettings {
	/** postgres://user:password@host:port/database */
	databaseUrl?: string;
	/** The LevelDB's directory, when there is no databaseUrl. */
	dataDir: string;
}

export function openStore({ databaseUrl, dataDir }: StoreSettings, log: Logger): Promise<Store> {
	if (!databaseUrl) return openLevelStore(dataDir);
	const { protocol } = parseServiceUrl('DATABASE_URL', databaseUrl);
	if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
		throw new Error(`DATABASE_URL must be postgres://…, not a ${protocol} URL`);
	}
	return openPgStore(databaseUrl, log);
}
