// Asks the browser not to evict our storage under pressure, once there is a played game to
// lose. Browsers may say no; nothing depends on the answer.
export async function requestPersistentStorage(): Promise<void> {
	if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
	if (await navigator.storage.persisted()) return;
	await navigator.storage.persist();
}
