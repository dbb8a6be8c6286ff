// Two phones in one table, each its own browser profile, syncing through the repository's server
// (the one playwright.config.ts starts): A creates the table and shows its invite; B opens the
// invite's link and joins; a Wizard game started on A shows live on B; B enters a bid while
// offline, and when it is back both phones agree.
import { expect, test, type Page } from './fixtures';
import { addPlayers, open, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

const PLAYERS = ['Anna', 'Ben', 'Cleo'];

async function createTable(page: Page, table: string, device: string): Promise<string> {
	await open(page, '/table');
	await page.getByLabel("This phone's name").fill(device);
	await page.getByLabel('Table name').fill(table);
	await page.getByRole('button', { name: 'Create a table' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
	await expect(page.getByRole('img', { name: 'Invite link' }).locator('svg')).toBeVisible();
	return page.getByTestId('invite-link').innerText();
}

async function joinTable(page: Page, invite: string, device: string): Promise<void> {
	await page.goto(invite);
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
	await expect(page.getByRole('heading', { name: 'Join “Thursday”' })).toBeVisible();
	await page.getByLabel("This phone's name").fill(device);
	await page.getByRole('button', { name: 'Join the table' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
}

/** The play screen's question now: whose bid it is, or the tricks. */
const asked = (page: Page) => page.getByRole('heading', { name: /^(Bid:|Tricks)/ });

test('a game entered on one phone shows on the other, and a bid made offline arrives when back', async ({
	page: phoneA,
	browser
}) => {
	test.setTimeout(120_000);
	await phoneA.setViewportSize(PHONE);
	await addPlayers(phoneA, PLAYERS);
	const invite = await createTable(phoneA, 'Thursday', "Anna's phone");
	expect(invite).toMatch(/\/table#t=[\w-]+&s=[\w-]+&n=Thursday$/);

	const contextB = await browser.newContext({ viewport: PHONE });
	const phoneB = await contextB.newPage();
	await joinTable(phoneB, invite, "Ben's phone");
	// B holds A's players now, and each phone sees the other connected.
	await open(phoneB, '/players');
	for (const name of PLAYERS) await expect(phoneB.getByRole('listitem').filter({ hasText: name })).toBeVisible();
	await open(phoneA, '/table');
	await expect(phoneA.getByText("Connected now: Ben's phone")).toBeVisible();

	// A starts Wizard, picks the trump and takes Ben's bid; B opens the game and is asked the same.
	await startGame(phoneA, 'Wizard', PLAYERS, 'Anna');
	await phoneA.getByRole('button', { name: 'Clubs', exact: true }).click();
	await bid(phoneA, 0);
	await expect(asked(phoneA)).toHaveText('Bid: Cleo');
	await open(phoneB, '/');
	await phoneB
		.getByRole('link', { name: /Wizard/ })
		.first()
		.click();
	await expect(asked(phoneB)).toHaveText('Bid: Cleo');

	// Live: A's next bid shows on B without a reload.
	await bid(phoneA, 1);
	await expect(asked(phoneB)).toHaveText('Bid: Anna');

	// B goes offline, enters Anna's bid there, and comes back: A catches up with it.
	await contextB.setOffline(true);
	await expect(phoneB.getByRole('link', { name: /Offline/ })).toBeVisible();
	await bid(phoneB, 0);
	await expect(asked(phoneB)).toHaveText(/Tricks/);
	await expect(asked(phoneA)).toHaveText('Bid: Anna');
	await contextB.setOffline(false);
	await expect(asked(phoneA)).toHaveText(/Tricks/);
	await contextB.close();
});
