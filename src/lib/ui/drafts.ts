// What a player has entered in a form but not yet submitted, kept in sessionStorage per game
// and step: a reload, or a phone that drops the tab while locked, brings it back. Only what
// is submitted becomes an event; a draft is never the record.
const PREFIX = 'dealkeeper.draft.';

export function readDraft<T>(key: string): T | null {
	try {
		const stored = sessionStorage.getItem(PREFIX + key);
		return stored === null ? null : (JSON.parse(stored) as T);
	} catch {
		return null;
	}
}

export function saveDraft(key: string, value: unknown): void {
	try {
		sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
	} catch {
		// Storage full or unavailable: the form still works, it just will not come back.
	}
}

export function clearDraft(key: string): void {
	try {
		sessionStorage.removeItem(PREFIX + key);
	} catch {
		// As above.
	}
}
