// Installing and working offline, as a player meets them: the install card on home (Chromium's
// offer, iOS Safari's steps, "Not now" kept), the ready-offline note said once, and the header's
// mark while there is no network.
import { expectNoViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { open, PHONE, waitForServiceWorker } from './table';

const IPHONE_SAFARI =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Chromium's beforeinstallprompt, as the browser would send it, with prompt() counting its calls. */
async function offerInstall(page: Page): Promise<boolean> {
	return page.evaluate(() => {
		const counted = window as unknown as { prompts?: number };
		counted.prompts ??= 0;
		const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
			prompt: async () => {
				counted.prompts! += 1;
				return { outcome: 'dismissed' };
			}
		});
		window.dispatchEvent(event);
		return event.defaultPrevented;
	});
}

const prompts = (page: Page) => page.evaluate(() => (window as unknown as { prompts?: number }).prompts ?? 0);

/** The install card's code arrives after home's first paint: waited for before judging its absence. */
async function installCardLoaded(page: Page): Promise<void> {
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
	// Its chunk has a hashed name: nothing more is fetched for half a second once it (and the
	// lists) are in.
	await page.waitForLoadState('networkidle');
}

test('where the browser offers to install, the card asks it, and goes once the app is installed', async ({ page }) => {
	await open(page, '/');
	await installCardLoaded(page);
	const card = page.getByTestId('install-card');
	// A browser that has not offered (and is not iOS Safari) gets no card.
	await expect(card).toHaveCount(0);

	// The offer is kept for our button: the browser's own mini-bar is held back.
	expect(await offerInstall(page)).toBe(true);
	await expect(card.getByRole('heading', { name: 'Keep Dealkeeper on your home screen' })).toBeVisible();
	await expect(card.getByText('Tap Share')).toHaveCount(0);
	await card.getByRole('button', { name: 'Install Dealkeeper' }).click();
	expect(await prompts(page)).toBe(1);
	// An offer is good for one prompt: the button goes with it.
	await expect(card).toHaveCount(0);

	// The browser offers again (the player declined); then the app is installed.
	await offerInstall(page);
	await expect(card.getByRole('button', { name: 'Install Dealkeeper' })).toBeVisible();
	await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
	await expect(card).toHaveCount(0);
	expect(await prompts(page)).toBe(1);
});

test('"Not now" puts the card away, and it stays away after a reload', async ({ page }) => {
	await open(page, '/');
	await offerInstall(page);
	const card = page.getByTestId('install-card');
	await card.getByRole('button', { name: 'Not now' }).click();
	await expect(card).toHaveCount(0);

	await page.reload();
	await installCardLoaded(page);
	await offerInstall(page);
	await expect(page.getByRole('heading', { name: 'Dealkeeper', exact: true })).toBeVisible();
	await expect(card).toHaveCount(0);
	expect(await prompts(page)).toBe(0);
});

test('the offer heard on another page is still there on home', async ({ page }) => {
	await open(page, '/players');
	await offerInstall(page);
	await page.getByRole('link', { name: 'Home' }).click();
	await expect(page.getByRole('button', { name: 'Install Dealkeeper' })).toBeVisible();
});

test.describe('on an iPhone, in Safari', () => {
	test.use({ userAgent: IPHONE_SAFARI, viewport: PHONE });

	test('home gives the steps in words, with no button that could not work', async ({ page }) => {
		await open(page, '/');
		const card = page.getByTestId('install-card');
		await expect(card.getByText('Tap Share, then Add to Home Screen.')).toBeVisible();
		await expect(card.getByRole('button', { name: 'Install Dealkeeper' })).toHaveCount(0);
		await card.getByRole('button', { name: 'Not now' }).click();
		await page.reload();
		await installCardLoaded(page);
		await expect(card).toHaveCount(0);
	});
});

test('the header shows a mark while there is no network, on every page', async ({ context, page }) => {
	await open(page, '/players');
	const mark = page.getByRole('banner').getByRole('img', { name: 'No network' });
	await expect(mark).toHaveCount(0);
	await context.setOffline(true);
	await expect(mark).toBeVisible();
	const box = (await mark.boundingBox())!;
	expect([box.width, box.height]).toEqual([44, 44]);
	// On a phone the links fold into the Menu beside the mark, rather than wrap onto a second line.
	await expect(page.getByRole('link', { name: 'History' })).toBeHidden();
	await page.getByRole('button', { name: 'Menu' }).click();
	await page.getByRole('link', { name: 'History' }).click();
	await expect(page).toHaveURL(/\/history$/);
	await expect(mark).toBeVisible();
	await context.setOffline(false);
	await expect(mark).toHaveCount(0);
});

test('the install card and the offline mark pass axe in both themes', async ({ context, page }) => {
	await open(page, '/');
	await offerInstall(page);
	await context.setOffline(true);
	await expect(page.getByRole('button', { name: 'Install Dealkeeper' })).toBeVisible();
	await expect(page.getByRole('img', { name: 'No network' })).toBeVisible();
	for (const theme of ['dark', 'light'] as const) await expectNoViolations(page, theme);
});

test('"ready offline" is said in full once, then in two words', async ({ page }) => {
	await open(page, '/');
	await waitForServiceWorker(page);
	const status = page.getByTestId('offline-status');
	await expect(status).toHaveText('✓ Ready to play offline: every screen is kept on this device.');
	await page.reload();
	await expect(status).toHaveText('✓ Works offline');
});
