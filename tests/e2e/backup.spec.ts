// A backup's round trip in the browser: a device with games of every kind exports them; a fresh
// profile imports the file and shows the same history, records and player pages; a second
// import adds nothing; a hostile file is refused with a message and changes nothing; and a
// deleted game comes back from Recently deleted.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { open } from './table';

/** A database written by the app's journeys: every kind of game, finished and not (format 1). */
const SEEDED = new URL('../fixtures/database-v1.json', import.meta.url);

/** Every record of the app's database, table by table, sorted: equal strings, equal databases. */
async function databaseDump(page: Page): Promise<string> {
	return page.evaluate(
		() =>
			new Promise<string>((resolve, reject) => {
				const request = indexedDB.open('dealkeeper');
				request.onerror = () => reject(request.error);
				request.onsuccess = () => {
					const db = request.result;
					const names = [...db.objectStoreNames].sort();
					const transaction = db.transaction(names);
					const tables: Record<string, unknown[]> = {};
					for (const name of names) {
						const all = transaction.objectStore(name).getAll();
						all.onsuccess = () => (tables[name] = all.result);
					}
					transaction.oncomplete = () => {
						db.close();
						resolve(JSON.stringify(tables));
					};
				};
			})
	);
}

async function importFile(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
	await open(page, '/backup');
	await page.getByLabel('Backup file').setInputFiles({ ...file, mimeType: 'application/json' });
}

/** What a player reads on each page that shows stored games, page by page. */
async function whatThePagesShow(page: Page): Promise<Record<string, string>> {
	const shown: Record<string, string> = {};
	await open(page, '/history');
	await expect(page.locator('main section.night').first()).toBeVisible();
	shown.history = await page.locator('main').innerText();
	const nights = await page
		.locator('main section.night h2 a')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
	const games = await page
		.locator('main section.night li a')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
	await open(page, '/players');
	await expect(page.locator('main a[href^="/players/player"]').first()).toBeVisible();
	const players = await page
		.locator('main a[href^="/players/player"]')
		.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
	expect(players.length).toBeGreaterThan(0);
	for (const href of [...nights, ...games, ...players]) {
		await open(page, href);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
		shown[href] = await page.locator('main').innerText();
	}
	return shown;
}

test('a backup restores every game on a fresh profile, once, and refuses a hostile file without a trace', async ({
	page,
	browser
}) => {
	test.setTimeout(180_000);
	// The first device: games of every kind (the seeded database, itself imported as a backup).
	await importFile(page, { name: 'database-v1.json', buffer: await readFile(SEEDED) });
	await expect(page.getByTestId('backup-preview')).toHaveText('7 games, 1 night, 28 players.');
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
		'Imported. New games: 7, new players: 28, actions: 501.'
	);
	const before = await whatThePagesShow(page);
	expect(Object.keys(before).length).toBe(1 + 1 + 7 + 28);
	expect(Object.values(before).join('\n')).toContain('Average place');

	await open(page, '/backup');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download a backup' }).click()
	]);
	expect(download.suggestedFilename()).toMatch(/^dealkeeper-backup-\d{4}-\d{2}-\d{2}\.json$/);
	const exported = { name: download.suggestedFilename(), buffer: await readFile((await download.path())!) };
	await expect(page.getByTestId('last-backup')).toContainText('Last backup:');

	// A fresh profile, as on a new phone.
	const context = await browser.newContext();
	const phone = await context.newPage();
	await importFile(phone, exported);
	await expect(phone.getByTestId('backup-preview')).toHaveText('7 games, 1 night, 28 players.');
	await expect(phone.getByTestId('backup-already-here')).toHaveCount(0);
	await phone.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(phone.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
	expect(await whatThePagesShow(phone)).toEqual(before);
	const once = await databaseDump(phone);

	// The same file again: everything is already here, the preview says nothing is new, and
	// importing it adds nothing.
	await importFile(phone, exported);
	await expect(phone.getByTestId('backup-preview')).toHaveText('New to this device: 0 games, 0 nights, 0 players.');
	await expect(phone.getByTestId('backup-already-here')).toHaveText(
		'Already here: 7 games, 28 players. They stay as they are on this device.'
	);
	await phone.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(phone.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
		'Imported. New games: 0, new players: 0, actions: 0.'
	);
	expect(await databaseDump(phone)).toBe(once);

	// A hostile file: a message a player understands, no preview, and not one byte changed.
	const hostile = exported.buffer.toString('utf8').replace('"players":[{', '"players":[{"__proto__":{"admin":true},');
	await importFile(phone, { name: 'hostile.json', buffer: Buffer.from(hostile) });
	await expect(phone.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toHaveText(
		/a field named “__proto__”, which no Dealkeeper backup has/
	);
	await expect(phone.getByRole('button', { name: 'Import', exact: true })).toHaveCount(0);
	const cut = exported.buffer.subarray(0, exported.buffer.length / 2);
	await importFile(phone, { name: 'cut.json', buffer: cut });
	await expect(phone.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toHaveText(/not complete/);
	expect(await databaseDump(phone)).toBe(once);
	await context.close();
});

test('a name with markup is imported as text, never as markup', async ({ page }) => {
	const seeded = JSON.parse(await readFile(SEEDED, 'utf8')) as { tables: { players: { name: string }[] } };
	seeded.tables.players[0]!.name = '<img src=x onerror=go()>';
	let dialogs = 0;
	page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs++));
	await importFile(page, { name: 'markup.json', buffer: Buffer.from(JSON.stringify(seeded)) });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
	await open(page, '/players');
	await expect(page.getByText('<img src=x onerror=go()>')).toBeVisible();
	await expect(page.locator('main img')).toHaveCount(0);
	expect(dialogs).toBe(0);
});

test('a deleted game goes to Recently deleted and comes back from there', async ({ page }) => {
	await importFile(page, { name: 'database-v1.json', buffer: await readFile(SEEDED) });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
	await open(page, '/history');
	const games = page.locator('main section.night li');
	await expect(games).toHaveCount(7);
	const first = games.first();
	const line = await first.innerText();
	await first.getByRole('link').click();
	await page.getByRole('button', { name: 'Delete this game' }).click();
	await expect(page.getByRole('status')).toHaveText('The game was moved to Recently deleted.');

	await open(page, '/history');
	await expect(games).toHaveCount(6);
	await expect(games.filter({ hasText: line })).toHaveCount(0);
	await page.getByRole('link', { name: 'Recently deleted' }).click();
	await expect(page.getByText('Removed for good in 30 days')).toBeVisible();
	await page.getByRole('button', { name: /^Restore / }).click();
	await expect(page.getByText('Nothing deleted.')).toBeVisible();

	await open(page, '/history');
	await expect(games).toHaveCount(7);
	await expect(games.first()).toHaveText(line);
});
