// Everything on this device as one backup file: players, nights, games with their whole logs
// (Recently deleted included), and the players merged on import.
import { version } from '../../../package.json';
import { readAllTables } from '$lib/storage/backup';
import { FORMAT, FORMAT_VERSION, type Backup } from './format';

export async function createBackup(now: number): Promise<Backup> {
	const tables = await readAllTables();
	return { format: FORMAT, formatVersion: FORMAT_VERSION, appVersion: version, exportedAt: now, ...tables };
}

/** dealkeeper-backup-2026-12-01.json: sorts by date, and says what it is. */
export function backupFileName(now: number): string {
	const at = new Date(now);
	const date = [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
	return `dealkeeper-backup-${date}.json`;
}
