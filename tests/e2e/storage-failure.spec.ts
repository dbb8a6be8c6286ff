// Storage that fails, simulated in the browser before the app's code runs: every screen that
// needs the database says why it cannot go on, nothing crashes, and nothing is shown as done
// that was not stored.
import { expect, test, type Page } from './fixtures';
import { addPlayers, open, startGame } from './table';

const UNAVAILABLE = 'The games stored on this device cannot be read right now';
const NEWER = 'Dealkeeper was updated in another window';
const SCREENS = ['/', '/players', '/new', '/play?game=g1', '/history', '/history/game?game=g1'];

/** Ways IndexedDB fails in the wild: missing (some private modes), refused, or failing to open. */
const BREAKS: Record<string, () => void> = {
	'IndexedDB is missing': () => {
		Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
	},
	'indexedDB.open throws': () => {
		IDBFactory.prototype.open = () => {
			throw new DOMException('The user denied permission to access the database.', 'SecurityError');
		};
	},
	'indexedDB.open fails': () => {
		// A request that errors as Chromium's does when its backing store cannot be opened.
		IDBFactory.prototype.open = () => {
			const request = {
				error: null as DOMException | null,
				readyState: 'pending',
				onerror: null as ((e: unknown) => void) | null
			};
			setTimeout(() => {
				request.error = new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
				request.readyState = 'done';
				request.onerror?.({ type: 'error', target: request, preventDefault() {}, stopPropagation() {} });
			});
			return request as unknown as IDBOpenDBRequest;
		};
	}
};

function crashes(page: Page): Error[] {
	const errors: Error[] = [];
	page.on('pageerror', (error) => errors.push(error));
	return errors;
}

async function storedEvents(page: Page): Promise<number> {
	return page.evaluate(
		() =>
			new Promise<number>((resolve, reject) => {
				const request = indexedDB.open('dealkeeper');
				request.onerror = () => reject(request.error);
				request.onsuccess = () => {
					const db = request.result;
					const count = db.transaction('events').objectStore('events').count();
					count.onsuccess = () => {
						db.close();
						resolve(count.result);
					};
				};
			})
	);
}

for (const [name, breakStorage] of Object.entries(BREAKS)) {
	test(`${name}: every screen that needs storage says so, and nothing crashes`, async ({ page }) => {
		const errors = crashes(page);
		await page.addInitScript(breakStorage);
		for (const path of SCREENS) {
			await open(page, path);
			await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE }), path).toBeVisible();
		}
		expect(errors).toEqual([]);
	});
}

test('a full device: the action is not shown as done, the message says why, and it goes in once space is freed', async ({
	page
}) => {
	await page.addInitScript(() => {
		// Appending to the log fails as a full disk makes it fail, while window.diskFull is set.
		const add = IDBObjectStore.prototype.add;
		IDBObjectStore.prototype.add = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['add']>) {
			if (this.name === 'events' && (window as unknown as { diskFull?: boolean }).diskFull) {
				throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
			}
			return add.apply(this, args);
		};
	});
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	await page.evaluate(() => ((window as unknown as { diskFull: boolean }).diskFull = true));

	await page.getByRole('button', { name: /Hearts/ }).click();
	const full = page
		.getByRole('alert')
		.filter({ hasText: 'The device is out of storage, so the last action was not saved.' });
	await expect(full).toBeVisible();
	// Still asking for the trump: the choice is not shown as made, and nothing was stored.
	await expect(page.getByRole('button', { name: /Hearts/ })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toHaveCount(0);
	expect(await storedEvents(page)).toBe(0);

	await page.evaluate(() => ((window as unknown as { diskFull: boolean }).diskFull = false));
	await full.getByRole('button', { name: 'Try again' }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
	await expect(page.getByTestId('trump')).toContainText('Hearts');
	await expect(full).toBeHidden();
	expect(await storedEvents(page)).toBe(1);
	await page.reload();
	await expect(page.getByTestId('trump')).toContainText('Hearts');
});

/** What a newer release does on open: IndexedDB version 90 (Dexie's 9, past today's), with a table more. */
async function upgradeAsNewerVersion(page: Page): Promise<string[]> {
	return page.evaluate(
		() =>
			new Promise<string[]>((resolve, reject) => {
				const request = indexedDB.open('dealkeeper', 90);
				request.onupgradeneeded = () => request.result.createObjectStore('tags', { keyPath: 'id' });
				request.onsuccess = () => {
					const stores = [...request.result.objectStoreNames];
					request.result.close();
					resolve(stores);
				};
				request.onerror = () => reject(request.error);
				request.onblocked = () => reject(new Error('blocked: the older tab kept the database open'));
			})
	);
}

test('a newer version upgrading the database in another tab: this tab lets go of it and says so, and so does a reload', async ({
	context,
	page
}) => {
	const errors = crashes(page);
	await addPlayers(page, ['Anna']);
	const newer = await context.newPage();
	await newer.goto('/robots.txt');
	expect(await upgradeAsNewerVersion(newer)).toEqual([
		'events',
		'gameDetails',
		'games',
		'meta',
		'nights',
		'outbox',
		'packs',
		'playerAliases',
		'playerTotals',
		'players',
		'tags'
	]);

	const notice = page.getByRole('alert').filter({ hasText: NEWER });
	await expect(notice).toBeVisible();
	await expect(notice.getByRole('button', { name: 'Reload now' })).toBeVisible();
	// Still this older version after the reload: it names the problem instead of reading on,
	// and the layout's tidying of the outbox, 3 s after the first load, leaves it be.
	await page.clock.install();
	await page.reload();
	await expect(page.getByRole('alert').filter({ hasText: NEWER })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Players (0)' })).toBeVisible();
	await page.clock.runFor(3_500);
	await expect(page.getByRole('heading', { name: 'Players (0)' })).toBeVisible();
	expect(errors).toEqual([]);
});

test('an older version holding the database open in another tab: the upgrade waits, says why, and goes on once it lets go', async ({
	context,
	page
}) => {
	await page.goto('/robots.txt');
	// An older app's connection that never answers versionchange (IndexedDB's 5 is Dexie's 0.5).
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.open('dealkeeper', 5);
				request.onsuccess = () => {
					(window as unknown as { older: IDBDatabase }).older = request.result;
					resolve();
				};
				request.onerror = () => reject(request.error);
			})
	);
	const app = await context.newPage();
	await open(app, '/players');
	const notice = app.getByRole('alert').filter({ hasText: 'another window still has the older version open' });
	await expect(notice).toBeVisible();

	await page.evaluate(() => (window as unknown as { older: IDBDatabase }).older.close());
	await expect(notice).toBeHidden();
	await expect(app.getByRole('heading', { name: 'Players (0)' })).toBeVisible();
});
