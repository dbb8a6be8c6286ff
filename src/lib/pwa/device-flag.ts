// Things this device has been told once, or put off, kept in localStorage (the time it happened
// as the value), so the app does not say or ask them again at every visit.

export function hasFlag(key: string): boolean {
	try {
		return localStorage.getItem(key) !== null;
	} catch {
		// Prerendering (no localStorage), or private mode refusing it: as if never told.
		return false;
	}
}

export function setFlag(key: string): void {
	try {
		localStorage.setItem(key, new Date().toISOString());
	} catch {
		// Private mode without storage: this visit remembers it, the next one asks again.
	}
}
