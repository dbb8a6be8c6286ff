// Whether the browser may clear the stored games, shown on the history page, with a way to
// ask again. The browser's answers are stubbed: Chromium decides them by its own heuristics.
import { expect, test, type Page } from './fixtures';
import { open } from './table';

/** navigator.storage answering as a browser would: persisted until now or not, and yes or no to asking. */
async function stubPersistence(page: Page, { persisted, grants }: { persisted: boolean; grants: boolean }) {
	await page.addInitScript(
		({ persisted, grants }) => {
			let kept = persisted;
			const storage = navigator.storage;
			Object.defineProperty(storage, 'persisted', { value: async () => kept });
			Object.defineProperty(storage, 'persist', {
				value: async () => {
					(window as unknown as { asked: number }).asked = ((window as unknown as { asked?: number }).asked ?? 0) + 1;
					kept ||= grants;
					return kept;
				}
			});
		},
		{ persisted, grants }
	);
}

test('games the browser keeps are said to be kept', async ({ page }) => {
	await stubPersistence(page, { persisted: true, grants: true });
	await open(page, '/history');
	await expect(page.getByTestId('persistence')).toHaveText(
		'The browser keeps these games: it will not clear them to free up space.'
	);
	await expect(page.getByRole('button', { name: 'Ask the browser to keep them' })).toHaveCount(0);
});

test('games the browser may clear say so, and asking again can keep them', async ({ page }) => {
	await stubPersistence(page, { persisted: false, grants: true });
	await open(page, '/history');
	await expect(page.getByTestId('persistence')).toContainText(
		'The browser may clear these games if the device runs low on space.'
	);
	await page.getByRole('button', { name: 'Ask the browser to keep them' }).click();
	await expect(page.getByTestId('persistence')).toHaveText(
		'The browser keeps these games: it will not clear them to free up space.'
	);
	expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
});

test('a browser that says no leaves the line as it was, says so, and can be asked again', async ({ page }) => {
	await stubPersistence(page, { persisted: false, grants: false });
	await open(page, '/history');
	const ask = page.getByRole('button', { name: 'Ask the browser to keep them' });
	await ask.click();
	await expect(page.getByRole('status')).toHaveText(/The browser said no for now/);
	await expect(page.getByTestId('persistence')).toContainText('The browser may clear these games');
	await ask.click();
	await expect.poll(() => page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(2);
});

/** Pages that show what the phone answers after their first paint, and the control a player reaches for first. */
const SETTLING = [
	{
		path: '/backup',
		control: (page: Page) => page.getByRole('button', { name: 'Download a backup' }),
		answered: (page: Page) =>
			expect(page.getByTestId('last-backup')).toHaveText('No backup has been made on this device yet.')
	},
	{
		path: '/history',
		control: (page: Page) => page.getByLabel('Game'),
		answered: (page: Page) => expect(page.getByText(/^No games yet/)).toBeVisible()
	}
];

for (const { path, control, answered } of SETTLING)
	test(`on ${path}, what the phone answers late does not move what a player reaches for`, async ({ browser, page }) => {
		// Where it is drawn first: the prerendered page, before any answer has come.
		const unscripted = await browser.newContext({ javaScriptEnabled: false });
		const first = await unscripted.newPage();
		await first.goto(path);
		const drawn = await control(first).boundingBox();

		await stubPersistence(page, { persisted: false, grants: false });
		await open(page, path);
		await answered(page);
		await expect(page.getByTestId('persistence')).toContainText('The browser may clear these games');
		expect(drawn).not.toBeNull();
		expect(await control(page).boundingBox()).toEqual(drawn);
	});
