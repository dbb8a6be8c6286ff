// What the app remembers about its own backups: when the last one was made, and when its
// reminder was last put off. Both count games, so the reminder follows play, not the calendar.
import { database } from './database';
import type { MetaRecord } from './records';

export type BackupState = {
	lastBackup: { at: number; games: number } | null;
	dismissedAtGames: number | null;
	games: number;
};

export async function readBackupState(): Promise<BackupState> {
	const db = database();
	return db.transaction('r', db.meta, db.games, async () => {
		const [last, dismissed, games] = await Promise.all([
			db.meta.get('lastBackup'),
			db.meta.get('reminderDismissed'),
			db.games.count()
		]);
		return {
			lastBackup: last?.key === 'lastBackup' ? { at: last.at, games: last.games } : null,
			dismissedAtGames: dismissed?.key === 'reminderDismissed' ? dismissed.games : null,
			games
		};
	});
}

export async function recordBackup(at: number): Promise<void> {
	const db = database();
	await db.transaction('rw', db.meta, db.games, async () => {
		await putMeta({ key: 'lastBackup', at, games: await db.games.count() });
	});
}

/** Inside an import's transaction: `games` more games are in a backup made at `at`. */
export async function countAsBackedUp(games: number, at: number): Promise<void> {
	const last = await database().meta.get('lastBackup');
	const previous = last?.key === 'lastBackup' ? last : null;
	await putMeta({ key: 'lastBackup', at: previous?.at ?? at, games: (previous?.games ?? 0) + games });
}

/** Games played since the reminder was last put off, or null if it never was: for a backup. */
export async function reminderPutOffGamesAgo(): Promise<number | null> {
	const { dismissedAtGames, games } = await readBackupState();
	return dismissedAtGames === null ? null : Math.max(0, games - dismissedAtGames);
}

/**
 * Inside an import's transaction, after its games are written: a reminder put off `gamesAgo`
 * games before the file was made stays put off here, unless it was put off here already.
 */
export async function restoreReminderPutOff(gamesAgo: number): Promise<void> {
	const db = database();
	if (await db.meta.get('reminderDismissed')) return;
	await putMeta({ key: 'reminderDismissed', games: Math.max(0, (await db.games.count()) - gamesAgo) });
}

export async function dismissBackupReminder(): Promise<void> {
	const db = database();
	await db.transaction('rw', db.meta, db.games, async () => {
		await putMeta({ key: 'reminderDismissed', games: await db.games.count() });
	});
}

/** Dexie's insert type does not spread over a union of records; each is one whole record. */
function putMeta(record: MetaRecord): Promise<string> {
	return database().meta.put(record as never);
}
