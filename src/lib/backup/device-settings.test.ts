// The device's settings travel with a backup: exported from localStorage and the reminder's
// state, checked on import, and filled in only where the importing device has not chosen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { dismissBackupReminder, readBackupState } from '$lib/storage/meta';
import { createGame } from '$lib/storage/games';
import { addPlayer, listPlayers } from '$lib/storage/players';
import { applyImport, prepareImport } from './import';
import { describeProblem } from './problems';
import { FIXTURES, KNOWN_KINDS, createBackup, fixtureBackup, rulesOf } from '$support/test-backups';

/** localStorage as the browser keeps it: strings by key. */
class MemoryStorage {
	#items = new Map<string, string>();
	getItem = (key: string) => this.#items.get(key) ?? null;
	setItem = (key: string, value: string) => void this.#items.set(key, String(value));
	removeItem = (key: string) => void this.#items.delete(key);
}

let db: DealkeeperDatabase;
const device = () => globalThis.localStorage as unknown as MemoryStorage;

function newDevice(): void {
	db = new DealkeeperDatabase(`settings-${crypto.randomUUID()}`);
	useDatabase(db);
	(globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
}
beforeEach(newDevice);
afterEach(async () => {
	await db.delete();
	delete (globalThis as { localStorage?: unknown }).localStorage;
});

async function importText(text: string) {
	const prepared = await prepareImport(text, KNOWN_KINDS, rulesOf);
	if (!prepared.ok) return prepared.problem;
	const applied = await applyImport(prepared.plan, new Map());
	return applied.ok ? prepared.plan : applied.problem;
}

async function play(n: number): Promise<void> {
	const anna = (await listPlayers())[0] ?? (await addPlayer('Anna', '#3cb44b'));
	for (let i = 0; i < n; i++)
		await createGame({
			kind: 'wizard',
			setup: { seats: [anna.id], firstDealer: 0, settings: {} },
			summary: { finished: false, standings: [], progress: null }
		});
}

describe('a backup’s device settings', () => {
	it('come back on a new device: theme, language, the hint, and a reminder put off 2 games before', async () => {
		device().setItem('dealkeeper.theme', 'light');
		device().setItem('PARAGLIDE_LOCALE', 'en');
		device().setItem('dealkeeper.beat-the-dealer.hint', 'on');
		await play(3);
		await dismissBackupReminder();
		await play(2);
		const file = await createBackup(1);
		expect(file.settings).toEqual({ theme: 'light', locale: 'en', beatTheDealerHint: 'on', reminderPutOffGamesAgo: 2 });

		newDevice();
		expect(await importText(JSON.stringify(file))).toHaveProperty('preview');
		expect([
			device().getItem('dealkeeper.theme'),
			device().getItem('PARAGLIDE_LOCALE'),
			device().getItem('dealkeeper.beat-the-dealer.hint')
		]).toEqual(['light', 'en', 'on']);
		// Five games came in; the reminder was put off two games before the last.
		expect(await readBackupState()).toMatchObject({ games: 5, dismissedAtGames: 3 });
	});

	it('leave a device’s own choices alone, and a language it has no words for unapplied', async () => {
		device().setItem('dealkeeper.theme', 'dark');
		await dismissBackupReminder();
		const file = {
			...fixtureBackup(),
			settings: { theme: 'light' as const, locale: 'xx-YY', reminderPutOffGamesAgo: 4 }
		};
		expect(await importText(JSON.stringify(file))).toHaveProperty('preview');
		expect(device().getItem('dealkeeper.theme')).toBe('dark');
		expect(device().getItem('PARAGLIDE_LOCALE')).toBeNull();
		expect((await readBackupState()).dismissedAtGames).toBe(0);
	});

	it('that are not what the app writes refuse the file, and nothing changes', async () => {
		for (const settings of [
			{ theme: 'pink' },
			{ locale: '"><script>' },
			{ reminderPutOffGamesAgo: -1 },
			{ fontSize: 3 }
		]) {
			const problem = await importText(JSON.stringify({ ...fixtureBackup(), settings }));
			expect(problem, JSON.stringify(settings)).toMatchObject({ code: 'damaged' });
			expect(describeProblem(problem as never)).toMatch(/settings/);
		}
		expect(device().getItem('dealkeeper.theme')).toBeNull();
		expect(await db.games.count()).toBe(0);
	});

	it('are absent from a format 2 file, which imports as it always did', async () => {
		const { settings: _, ...two } = { ...fixtureBackup(), formatVersion: 2 };
		const plan = await importText(JSON.stringify(two));
		expect(plan).toMatchObject({ upgradedFrom: 2, backup: { settings: {} } });
		expect(await db.games.count()).toBe(FIXTURES.length);
	});
});
