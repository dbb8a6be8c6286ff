import { afterEach, expect, test, vi } from 'vitest';
import { databaseOpenedBefore, OPENED_BEFORE, storageRefusal } from './opened-before';

afterEach(() => vi.unstubAllGlobals());

test('a phone has opened its database before once the key is kept, and not until then', () => {
	const kept = new Map<string, string>();
	vi.stubGlobal('localStorage', { getItem: (key: string) => kept.get(key) ?? null });
	expect(databaseOpenedBefore()).toBe(false);
	kept.set(OPENED_BEFORE, '1');
	expect(databaseOpenedBefore()).toBe(true);
});

test('where localStorage cannot be read, the database is taken to have opened, so the storage code says why', () => {
	vi.stubGlobal('localStorage', {
		getItem: () => {
			throw new DOMException('denied', 'SecurityError');
		}
	});
	expect(databaseOpenedBefore()).toBe(true);
});

test('IndexedDB that opens is no refusal, and its probe leaves no database behind', async () => {
	expect(await storageRefusal()).toBeNull();
	const names = (await indexedDB.databases()).map((db) => db.name);
	expect(names).not.toContain('dealkeeper-probe');
});

test('a browser without IndexedDB, or one that refuses it, is a refusal the screens read as a storage error', async () => {
	vi.stubGlobal('indexedDB', undefined);
	expect(await storageRefusal()).toBeInstanceOf(DOMException);
	vi.stubGlobal('indexedDB', {
		open: () => {
			throw new DOMException('denied', 'SecurityError');
		}
	});
	expect(await storageRefusal()).toBeInstanceOf(DOMException);
});
