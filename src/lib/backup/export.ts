// Everything on this device as one backup file: players, nights, games with their whole logs
// (Recently deleted included), and the players merged on import.
import { version } from '../../../package.json';
import { readAllTables } from '$lib/storage/backup';
import { dateStamp } from '$lib/ui/download';
import { FORMAT, FORMAT_VERSION, type Backup } from './format';

export async function createBackup(now: number): Promise<Backup> {
	const tables = await readAllTables();
	return { format: FORMAT, formatVersion: FORMAT_VERSION, appVersion: version, exportedAt: now, ...tables };
}

export function backupFileName(now: number): string {
	return `dealkeeper-backup-${dateStamp(now)}.json`;
}
