import { chromium, expect, test, watchCsp, type BrowserContext, type Page } from './fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../chromium.js';
import { addPlayers, startGame } from './table';

const bids = (page: Page) => page.getByRole('group', { name: 'Bids' });

test('a game in progress survives closing the browser, and opens from Continue', async () => {
	const profile = await mkdtemp(join(tmpdir(), 'dealkeeper-'));
	// A persistent profile is a context of its own, so the CSP guard is attached to it here.
	const violations: unknown[] = [];
	const launch = async () => {
		const launched = await chromium.launchPersistentContext(profile, {
			...chromiumLaunch,
			baseURL: test.info().project.use.baseURL
		});
		const seen = await watchCsp(launched);
		launched.on('close', () => violations.push(...seen));
		return launched;
	};
	let context: BrowserContext = await launch();
	try {
		let page = await context.newPage();
		await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
		await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Cleo');
		await page.getByRole('button', { name: /Spades/ }).click();
		await bids(page).getByRole('button', { name: '1', exact: true }).click();
		await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
		await context.close();

		context = await launch();
		page = await context.newPage();
		await page.goto('/');
		await page.getByRole('link', { name: /Wizard/ }).click();
		await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
		await expect(page.getByTestId('trump')).toContainText('Spades');
		await expect(page.getByTestId('bid-total')).toHaveText('Bids: 1 for 1 trick (exactly even)');
	} finally {
		await context.close();
		await rm(profile, { recursive: true, force: true });
	}
	expect(violations, 'Content-Security-Policy violations').toEqual([]);
});

test('two tabs on the same game stay in step', async ({ context, page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	const other = await context.newPage();
	await other.goto(page.url());
	await page.getByRole('button', { name: /Clubs/ }).click();
	await expect(other.getByTestId('trump')).toContainText('Clubs');
	await bids(other).getByRole('button', { name: '0', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Cleo' })).toBeVisible();
	await bids(page).getByRole('button', { name: '1', exact: true }).click();
	await expect(other.getByRole('heading', { name: 'Bid: Anna' })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Bid: Anna' })).toBeVisible();
});
