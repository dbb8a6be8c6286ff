// Two phones in one table, each its own browser profile, syncing through the repository's server
// (the one playwright.config.ts starts): A creates the table and shows its invite; B opens the
// invite's link and joins; a Wizard game started on A shows live on B; B enters a bid while
// offline, and when it is back both phones agree.
import { expect, test, type Page } from './fixtures';
import { role } from './dealer-pad';
import { createTable, joinTable } from './sync-table';
import { addPlayers, open, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

const PLAYERS = ['Anna', 'Ben', 'Cleo'];

/** The countdown's seconds, as the phone shows them now. */
async function secondsLeft(page: Page): Promise<number> {
	return Number(await page.getByTestId('countdown').innerText());
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
	await expect(phoneA.getByText("Connected now: Ben's phone", { exact: true })).toBeVisible();
	// A renames the table; B's header says the new name.
	await phoneA.getByLabel('Table name').fill('Friday');
	await phoneA.getByRole('button', { name: 'Rename' }).click();
	await expect(phoneB.getByRole('link', { name: /^Friday: Up to date/ })).toBeVisible();

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

test("The Dealer across two phones: the Sniper predicts on their own phone, unseen on the other, and the countdown shows the same second on both, though one phone's clock is 4 seconds fast", async ({
	page: phoneA,
	browser
}) => {
	test.setTimeout(120_000);
	const players = ['Anna', 'Ben', 'Cleo', 'Dan'];
	await phoneA.setViewportSize(PHONE);
	await addPlayers(phoneA, players);
	const invite = await createTable(phoneA, 'Thursday', "Anna's phone");
	const contextB = await browser.newContext({ viewport: PHONE });
	// Ben's phone runs 4 seconds ahead: the table's time corrects it (its offset to the server).
	await contextB.clock.install({ time: Date.now() + 4_000 });
	const phoneB = await contextB.newPage();
	await joinTable(phoneB, invite, "Ben's phone", 'Ben');
	await open(phoneA, '/table');
	await expect(phoneA.getByText("Connected now: Ben's phone", { exact: true })).toBeVisible();

	await startGame(phoneA, 'The Dealer', players, 'Anna');
	for (const [name, card] of [
		['Ben', 'Sniper'],
		['Cleo', 'Giant'],
		['Dan', 'Witness']
	] as const)
		await role(phoneA, name, card);
	await phoneA.getByRole('button', { name: 'These are the roles' }).click();
	// Anna's phone waits for Ben's: it never shows the choice, nor offers to pass itself first.
	await expect(phoneA.getByTestId('on-own-phone')).toHaveText(/Ben chooses on their own phone, Ben's phone/);
	await expect(phoneA.getByRole('radiogroup', { name: 'Predicted score' })).toHaveCount(0);

	// Ben's phone asks him at once: no phone to pass.
	await open(phoneB, '/');
	await phoneB
		.getByRole('link', { name: /The Dealer/ })
		.first()
		.click();
	const prediction = phoneB.getByRole('radiogroup', { name: 'Predicted score' });
	await prediction.getByRole('radio', { name: '4', exact: true }).click();
	await phoneB.getByRole('button', { name: 'That is my choice' }).click();

	// Both phones go on to the deal; the prediction is on neither screen until the reveal.
	await expect(phoneA.getByRole('button', { name: 'Cards are dealt' })).toBeVisible();
	await expect(phoneB.getByRole('button', { name: 'Cards are dealt' })).toBeVisible();
	await expect(phoneA.locator('main')).not.toContainText('predicted');
	await phoneA.getByRole('button', { name: 'Cards are dealt' }).click();
	await expect(phoneB.getByRole('timer', { name: 'Discussion time left' })).toBeVisible();
	for (let look = 0; look < 3; look++) {
		const [a, b] = await Promise.all([secondsLeft(phoneA), secondsLeft(phoneB)]);
		expect(Math.abs(a - b), `A shows ${a}, B shows ${b}`).toBeLessThanOrEqual(1);
		expect(a).toBeLessThanOrEqual(30);
		await phoneA.waitForTimeout(1_100);
	}
	await contextB.close();
});

test('the same bid entered on two phones at once is one bid, with no notice on either', async ({
	page: phoneA,
	browser
}) => {
	test.setTimeout(120_000);
	await phoneA.setViewportSize(PHONE);
	await addPlayers(phoneA, PLAYERS);
	const invite = await createTable(phoneA, 'Thursday', "Anna's phone");
	const contextB = await browser.newContext({ viewport: PHONE });
	const phoneB = await contextB.newPage();
	await joinTable(phoneB, invite, "Ben's phone");
	await startGame(phoneA, 'Wizard', PLAYERS, 'Anna');
	await phoneA.getByRole('button', { name: 'Clubs', exact: true }).click();
	await open(phoneB, '/');
	await phoneB
		.getByRole('link', { name: /Wizard/ })
		.first()
		.click();
	await expect(asked(phoneB)).toHaveText('Bid: Ben');

	// Both phones enter Ben's bid as 1 while apart, so neither knows of the other's.
	await contextB.setOffline(true);
	await bid(phoneB, 1);
	await bid(phoneA, 1);
	await contextB.setOffline(false);
	for (const phone of [phoneA, phoneB]) {
		await expect(asked(phone)).toHaveText('Bid: Cleo');
		await expect(phone.getByText(/Actions were entered on another phone|record holds actions/)).toHaveCount(0);
	}
	// Still none once B has caught up with A's copy and reopened the game.
	await expect(phoneB.getByRole('link', { name: /Up to date/ })).toBeVisible();
	await phoneB.reload();
	await expect(asked(phoneB)).toHaveText('Bid: Cleo');
	await expect(phoneB.getByText(/record holds actions/)).toHaveCount(0);
	await contextB.close();
});
