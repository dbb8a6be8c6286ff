// Asks the browser not to evict our storage under pressure, once there is a played game to
// lose, and tells the history page what the browser answered. Browsers may say no; nothing
// else depends on the answer.

/** kept: the browser will not clear the games to free space; unknown: it cannot say. */
export type Persistence = 'kept' | 'may-be-cleared' | 'unknown';

function storageManager(): StorageManager | undefined {
	return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

export async function storagePersistence(): Promise<Persistence> {
	const storage = storageManager();
	if (!storage?.persisted) return 'unknown';
	return (await storage.persisted()) ? 'kept' : 'may-be-cleared';
}

/** Asks unless already granted; resolves to what holds afterwards. */
export async function requestPersistentStorage(): Promise<Persistence> {
	const storage = storageManager();
	if (!storage?.persist || !storage.persisted) return 'unknown';
	if (await storage.persisted()) return 'kept';
	return (await storage.persist()) ? 'kept' : 'may-be-cleared';
}
