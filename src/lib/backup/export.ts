// Everything on this device as one backup file: players, nights, games with their whole logs
// (Recently deleted included), the players merged on import, and the device's settings.
import { version } from '../../../package.json';
import { readAllTables } from '$lib/storage/backup';
import { reminderPutOffGamesAgo } from '$lib/storage/meta';
import { readStoredSettings } from './device-settings';
import { dateStamp } from '$lib/ui/download';
import { FORMAT, FORMAT_VERSION, type Backup } from './format';

export async function createBackup(now: number): Promise<Backup> {
	const [tables, putOff] = await Promise.all([readAllTables(), reminderPutOffGamesAgo()]);
	const settings = { ...readStoredSettings(), ...(putOff === null ? {} : { reminderPutOffGamesAgo: putOff }) };
	return { format: FORMAT, formatVersion: FORMAT_VERSION, appVersion: version, exportedAt: now, ...tables, settings };
}

export function backupFileName(now: number): string {
	return `dealkeeper-backup-${dateStamp(now)}.json`;
}
