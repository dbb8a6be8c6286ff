// The first run on a new phone (issue 25, point 10): home says what the app does and shows the
// five games it runs; New game with nobody stored opens the form for a new player, and each one
// added takes the next seat, so a table can start from nothing without leaving the page.
import { expect, test } from './fixtures';
import { open, PHONE } from './table';

test.use({ viewport: PHONE });

test('a new phone explains itself, and New game seats players as they are added', async ({ page }) => {
	await open(page, '/');
	const intro = page.getByRole('region', { name: 'New here?' });
	await expect(intro).toContainText('Dealkeeper deals nothing');
	for (const game of ['Wizard', 'The Dealer', 'Beat the Dealer', 'Hell of a Deal'])
		await expect(intro.getByRole('listitem').filter({ hasText: game }).first()).toBeVisible();
	await expect(intro.getByRole('listitem')).toHaveCount(5);
	await page.screenshot({ path: test.info().outputPath('home-first-run.png'), fullPage: true });

	await page.getByRole('link', { name: 'New game' }).first().click();
	await expect(page.getByText('No players yet: add everyone at the table below')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Someone new at the table?' })).toHaveAttribute(
		'aria-expanded',
		'true'
	);
	for (const name of ['Anna', 'Ben']) {
		await page.getByLabel('Name').fill(name);
		await page.getByRole('button', { name: 'Add player' }).click();
		await expect(page.getByRole('group', { name: 'Roster' }).getByRole('button', { name })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	}
	await expect(page.getByRole('list', { name: 'Seat order' }).getByRole('listitem')).toHaveText([/Anna/, /Ben/]);
});

test.describe('a phone that asks for the light theme', () => {
	test.use({ colorScheme: 'light' });

	test('the app is light from the first paint until the player picks a theme, then keeps their pick', async ({
		page
	}) => {
		// Read as the page is first drawn, before any of the app's code has run.
		await page.addInitScript(() =>
			document.addEventListener('DOMContentLoaded', () => {
				(window as unknown as { firstTheme?: string }).firstTheme = document.documentElement.dataset.theme;
			})
		);
		await open(page, '/');
		expect(await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme)).toBe('light');
		const html = page.locator('html');
		await expect(html).toHaveAttribute('data-theme', 'light');
		// The phone turns dark in the evening: the app follows while nothing is picked.
		await page.emulateMedia({ colorScheme: 'dark' });
		await expect(html).toHaveAttribute('data-theme', 'dark');
		await page.emulateMedia({ colorScheme: 'light' });
		await expect(html).toHaveAttribute('data-theme', 'light');

		await page.getByRole('button', { name: 'Switch to dark theme' }).click();
		await expect(html).toHaveAttribute('data-theme', 'dark');
		await page.reload();
		await expect(html).toHaveAttribute('data-theme', 'dark');
		await page.emulateMedia({ colorScheme: 'dark' });
		await page.emulateMedia({ colorScheme: 'light' });
		await expect(html).toHaveAttribute('data-theme', 'dark');
	});
});

test('on a first run at 360 x 740 the install card is in view, with the heading, New game and the introduction', async ({
	page
}) => {
	await open(page, '/');
	await expect(page.getByRole('region', { name: 'New here?' })).toBeVisible();
	// Chromium's offer to install, as the browser sends it.
	await page.evaluate(() =>
		window.dispatchEvent(
			Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {} })
		)
	);
	const install = page.getByRole('button', { name: 'Install Dealkeeper' });
	await expect(install).toBeVisible();
	for (const [what, locator] of [
		['the heading', page.getByRole('heading', { name: 'Dealkeeper', exact: true })],
		['New game', page.getByRole('link', { name: 'New game' }).first()],
		['the introduction', page.getByRole('heading', { name: 'New here?' })],
		['the install button', install]
	] as const) {
		const box = (await locator.boundingBox())!;
		expect(box.y + box.height, `${what} ends above the fold`).toBeLessThanOrEqual(PHONE.height);
	}
});
