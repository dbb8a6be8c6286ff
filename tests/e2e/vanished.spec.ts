// The browser losing the app's database on its own (seen once after a kill: Chromium created it
// again "since it was missing"), while the rest of the app's storage stays: the phone says what
// happened and where a backup is restored, instead of opening blank as if new. A first run says
// nothing of the kind.
import { expect, test } from './fixtures';
import { addPlayers, open } from './table';

const gone = /saved games are gone/;

test('a phone whose database vanished says so and points to a backup; a new phone does not', async ({
	page,
	browser
}) => {
	await addPlayers(page, ['Anna']);
	await expect(page.getByRole('alert').filter({ hasText: gone })).toHaveCount(0);

	// The database alone goes (Dexie lets go of it when asked to), localStorage stays.
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.deleteDatabase('dealkeeper');
				request.onsuccess = () => resolve();
				request.onerror = () => reject(request.error);
			})
	);
	await open(page, '/players');
	const notice = page.getByRole('alert').filter({ hasText: gone });
	await expect(notice).toBeVisible();
	await expect(page.getByRole('listitem').filter({ hasText: 'Anna' })).toHaveCount(0);
	await expect(notice.getByRole('link', { name: 'Restore a backup' })).toHaveAttribute('href', '/backup');
	await notice.getByRole('button', { name: 'Got it' }).click();
	await expect(notice).toHaveCount(0);
	// Said once: the database made anew is this phone's database from now on.
	await open(page, '/players');
	await expect(page.getByRole('alert').filter({ hasText: gone })).toHaveCount(0);

	const fresh = await browser.newContext();
	const newPhone = await fresh.newPage();
	await open(newPhone, '/players');
	await addPlayers(newPhone, ['Ben']);
	await expect(newPhone.getByRole('alert').filter({ hasText: gone })).toHaveCount(0);
	await fresh.close();
});
