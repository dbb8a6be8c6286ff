// What the database connection is waiting on, for a notice on every screen: set from Dexie's
// events in database.ts, which screens cannot see themselves.
class StorageStatus {
	/** A newer version of the app wants to upgrade the database: this tab closed its connection. */
	newer = $state(false);
	/** This tab's upgrade waits for another tab (running an older version) to let go. */
	blocked = $state(false);
	/**
	 * The database was made anew although this install had one before: the browser lost it (seen
	 * once after a kill, Chromium logging that it created the database "since it was missing").
	 */
	vanished = $state(false);
}

export const storageStatus = new StorageStatus();
