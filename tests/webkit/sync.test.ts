// A table synced between a WebKit phone and a Chromium phone (Debian's, through Playwright, as
// the Chromium journeys run it), through the repository's server on a loopback port: WebKit
// creates the table with its players and starts a Wizard game; Chromium joins by the invite,
// sees them, and bids; WebKit sees the bid arrive without a reload.
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, expect, test } from 'vitest';
import { chromiumLaunch } from '../chromium.js';
import { addPlayers, bid, startGame, useTable } from './table';
import { PHONE_VIEWPORT } from './webkit';

const table = useTable();
const PLAYERS = ['Anna', 'Ben', 'Cleo'];
let browser: Browser | undefined;
afterAll(() => browser?.close());

async function openChromium(): Promise<Page> {
	browser = await chromium.launch(chromiumLaunch);
	const context = await browser.newContext({
		baseURL: table.server.url,
		viewport: PHONE_VIEWPORT,
		locale: 'en-US'
	});
	return context.newPage();
}

test('a WebKit phone and a Chromium phone at one table: both enter, both see', async () => {
	const webkit = await table.phone();
	await addPlayers(webkit, PLAYERS);
	await webkit.open('/table');
	await webkit.fill("This phone's name", "Anna's phone");
	await webkit.fill('Table name', 'Thursday');
	await webkit.tap(['button', 'Create a table']);
	await webkit.find(['status', /Up to date/]);
	await expect.poll(() => webkit.text('invite-link')).toMatch(/\/table#t=[\w-]+&s=[\w-]+&n=Thursday$/);
	const invite = (await webkit.text('invite-link'))!;

	const phone = await openChromium();
	await phone.goto(invite);
	await phone.locator('html[data-interactive]').waitFor({ state: 'attached' });
	await phone.getByRole('heading', { name: /^Join “/ }).waitFor();
	await phone.getByLabel("This phone's name").fill("Ben's phone");
	await phone.getByRole('button', { name: 'Join the table' }).click();
	await phone.getByRole('status').filter({ hasText: 'Up to date' }).waitFor();
	// Chromium holds WebKit's players now.
	await phone.goto('/players');
	for (const name of PLAYERS) await phone.getByRole('listitem').filter({ hasText: name }).waitFor();

	// WebKit starts Wizard, picks the trump and takes Ben's bid; Chromium opens the game there.
	await startGame(webkit, 'Wizard', PLAYERS, 'Anna');
	await webkit.tap(['button', 'Clubs']);
	await bid(webkit, 0);
	await webkit.find(['heading', 'Bid: Cleo']);
	await phone.goto('/');
	await phone
		.getByRole('link', { name: /Wizard/ })
		.first()
		.click();
	await phone.getByRole('heading', { name: 'Bid: Cleo' }).waitFor();

	// Chromium enters Cleo's bid; WebKit, on the game all along, sees it and asks Anna.
	await phone.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '1', exact: true }).click();
	await phone.getByRole('heading', { name: 'Bid: Anna' }).waitFor();
	await webkit.find(['heading', 'Bid: Anna']);
	await expect.poll(() => webkit.text('bid-total')).toBe('Bids: 1 for 1 trick (exactly even)');
});
