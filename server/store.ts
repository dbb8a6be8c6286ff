// The server's one LevelDB (classic-level) in DATA_DIR: each document's Yjs state under `doc/`, the
// updates acknowledged since it was last stored under `log/`, each table's secret hash under
// `secret/`. LevelDB allows one process per directory.
import { mkdir } from 'node:fs/promises';
import { ClassicLevel } from 'classic-level';

export type Store = ClassicLevel<string, Uint8Array>;

export const DOCUMENT_KEY = 'doc/';
export const LOG_KEY = 'log/';
export const SECRET_KEY = 'secret/';

export async function openStore(dataDir: string): Promise<Store> {
	await mkdir(dataDir, { recursive: true });
	const store: Store = new ClassicLevel<string, Uint8Array>(dataDir, { valueEncoding: 'view' });
	await store.open();
	return store;
}
