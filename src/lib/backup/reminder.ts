// When to remind the table to make a backup: after REMIND_EVERY games since the last one, and
// again REMIND_EVERY games after each time the reminder is put off.
import type { BackupState } from '$lib/storage/meta';

export const REMIND_EVERY = 5;

export function backupReminderDue({ lastBackup, dismissedAtGames, games }: BackupState): boolean {
	const sinceBackup = games - (lastBackup?.games ?? 0);
	const sinceDismissed = dismissedAtGames === null ? Infinity : games - dismissedAtGames;
	return sinceBackup >= REMIND_EVERY && sinceDismissed >= REMIND_EVERY;
}
