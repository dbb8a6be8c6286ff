// Whether this install has ever opened its database, kept in localStorage beside it: home shows a
// first run from its first paint on, without loading the storage code (Dexie alone is about 33 KiB
// gzipped), on a phone that has never opened it and so has kept nothing; and database.ts tells a
// database the browser lost from a new one by it. app.html reads the same key before the first paint.

/** Set by database.ts once the database has opened. */
export const OPENED_BEFORE = 'dealkeeper-database-opened';

/** True where localStorage cannot be read: the storage code then says what is wrong. */
export function databaseOpenedBefore(): boolean {
	try {
		return localStorage.getItem(OPENED_BEFORE) !== null;
	} catch {
		return true;
	}
}

const PROBE = 'dealkeeper-probe';

/**
 * Whether IndexedDB opens at all in this browser (some private modes have none, or refuse it),
 * tried on a database of its own, deleted again: a phone that has kept nothing learns before its
 * first game that nothing could be kept, without making the app's database to find out.
 * Resolves to the error, or null when it opens.
 */
export function storageRefusal(): Promise<unknown> {
	return new Promise((resolve) => {
		// As a DOMException, which is how the screens know a storage error (errors.ts).
		if (typeof indexedDB === 'undefined') return resolve(new DOMException('No IndexedDB', 'NotSupportedError'));
		try {
			const request = indexedDB.open(PROBE);
			request.onsuccess = () => {
				request.result.close();
				const deleting = indexedDB.deleteDatabase(PROBE);
				deleting.onsuccess = deleting.onerror = () => resolve(null);
			};
			request.onerror = () => resolve(request.error ?? new DOMException('IndexedDB did not open', 'UnknownError'));
		} catch (error) {
			resolve(error);
		}
	});
}
