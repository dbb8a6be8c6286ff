// A table of phones moves together: a game started on one phone is offered on the others, on any
// screen, without dragging a phone that is reading history away; the table page says who is
// where; and two phones entering one action differently see what happened and choose.
import { expectNoViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { createTable, joinTable } from './sync-table';
import { addPlayers, open, PHONE, scrollToFootOfLongPage, startGame } from './table';
import { bid } from './wizard-pad';

const PLAYERS = ['Anna', 'Ben', 'Cleo'];
const asked = (page: Page) => page.getByRole('heading', { name: /^(Bid:|Tricks)/ });
const call = (page: Page) => page.getByTestId('table-game');

/** Anna's phone at 360 px with the three players, in a new table: its invite. */
async function annasTable(anna: Page): Promise<string> {
	await anna.setViewportSize(PHONE);
	await addPlayers(anna, PLAYERS);
	return createTable(anna, 'Thursday', "Anna's phone");
}

test('a game started on one phone is offered on the others, on any screen, and the table page says who is where', async ({
	page: anna,
	browser
}) => {
	test.setTimeout(150_000);
	const invite = await annasTable(anna);
	const newPhone = async () => (await browser.newContext({ viewport: PHONE })).newPage();
	const [ben, cleo] = [await newPhone(), await newPhone()];
	await joinTable(ben!, invite, "Ben's phone", 'Ben');
	await joinTable(cleo!, invite, "Cleo's phone", 'Cleo');
	// Ben is reading history, Cleo the players, when Anna starts Wizard.
	await open(ben!, '/history');
	await open(cleo!, '/players');
	// Each has read down to the foot of a long page.
	for (const phone of [ben!, cleo!]) await scrollToFootOfLongPage(phone);
	await startGame(anna, 'Wizard', PLAYERS, 'Anna');
	for (const phone of [ben!, cleo!]) {
		await expect(call(phone)).toContainText("Anna's phone started Wizard.");
		await expect(call(phone)).toBeInViewport({ ratio: 1 });
		await expect(call(phone).getByRole('link', { name: 'Join' })).toBeInViewport();
		await expect(call(phone).getByRole('button', { name: 'Not now' })).toBeInViewport();
	}
	// A finger's size, and readable in either theme.
	for (const target of [call(ben!).getByRole('link'), call(ben!).getByRole('button')])
		expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
	for (const theme of ['light', 'dark'] as const) await expectNoViolations(ben!, theme, '[data-testid="table-game"]');
	// Nobody is moved by itself.
	await expect(ben!).toHaveURL(/\/history$/);
	await expect(cleo!).toHaveURL(/\/players$/);

	// Cleo joins at once; Ben says "Not now", and is offered it no more while he reads on.
	await call(cleo!).getByRole('link', { name: 'Join' }).click();
	await expect(cleo!.getByRole('heading', { name: 'Trump' })).toBeVisible();
	await expect(call(cleo!)).toHaveCount(0);
	await call(ben!).getByRole('button', { name: 'Not now' }).click();
	await expect(call(ben!)).toHaveCount(0);

	// Anna's table page: each phone, its player, the game it has open.
	await anna.getByRole('button', { name: 'Clubs', exact: true }).click();
	await open(ben!, '/table');
	const phones = ben!.getByTestId('table-phone');
	await expect(phones.filter({ hasText: "Cleo's phone" })).toContainText('Cleo · on Wizard · here now');
	await expect(phones.filter({ hasText: "Ben's phone" })).toContainText('Ben');
	await expect(phones.filter({ hasText: "Ben's phone" })).not.toContainText('on Wizard');
	await ben!.close();
	await cleo!.close();
});

test('two phones entering one bid differently: the notice says which was kept, and the other can be taken instead', async ({
	page: anna,
	browser
}) => {
	test.setTimeout(150_000);
	const invite = await annasTable(anna);
	const contextB = await browser.newContext({ viewport: PHONE });
	const ben = await contextB.newPage();
	await joinTable(ben, invite, "Ben's phone");
	await startGame(anna, 'Wizard', PLAYERS, 'Anna');
	await anna.getByRole('button', { name: 'Clubs', exact: true }).click();
	await call(ben).getByRole('link', { name: 'Join' }).click();
	await expect(asked(ben)).toHaveText('Bid: Ben');

	// Ben's phone, offline, takes Ben's bid as 1; a moment later Anna's phone takes it as 0.
	await contextB.setOffline(true);
	await bid(ben, 1);
	await ben.waitForTimeout(1500);
	await bid(anna, 0);
	await contextB.setOffline(false);

	// The entry made first is kept, on both phones, and each says so in its own words.
	const kept = /Kept: Ben bids 1 \((Ben's phone|this phone), \d{1,2}:\d{2}/;
	const leftOut = /Left out: Ben bids 0 \((Anna's phone|this phone), \d{1,2}:\d{2}/;
	for (const phone of [anna, ben]) {
		const notice = phone.getByTestId('conflict');
		await expect(notice).toContainText('Two phones entered this differently:');
		await expect(notice).toContainText(kept);
		await expect(notice).toContainText(leftOut);
		await expect(phone.getByText(/record holds actions/)).toHaveCount(0);
	}
	await expect(anna.getByTestId('conflict')).toContainText("Kept: Ben bids 1 (Ben's phone");
	await expect(anna.getByTestId('conflict')).toContainText('Left out: Ben bids 0 (this phone');

	// Ben's phone has seen it and hides it; it stays hidden after a reload.
	await ben.getByTestId('conflict').getByRole('button', { name: 'Seen, hide this' }).click();
	await expect(ben.getByTestId('conflict')).toHaveCount(0);
	await ben.reload();
	await expect(asked(ben)).toHaveText('Bid: Cleo');
	await expect(ben.getByTestId('conflict')).toHaveCount(0);
	// Hidden is not forgotten: the game's record still has the entry left out, and says why.
	const playing = ben.url();
	await open(ben, `/history/game?game=${new URL(playing).searchParams.get('game')}`);
	await ben.getByRole('button', { name: /^Every action/ }).click();
	const leftOutThere =
		'Ben bids 0 (left out: Entered differently on two phones; the entry that sorts first was kept and this one left out.)';
	await expect(ben.getByRole('listitem').filter({ hasText: leftOutThere })).toBeVisible();
	// There too it is a conflict between phones, not an action the rules refuse.
	await expect(ben.getByText(/record holds actions/)).toHaveCount(0);
	await open(ben, playing);
	await expect(asked(ben)).toHaveText('Bid: Cleo');

	// Anna's phone takes its own 0 instead: on both phones Ben's bid is now 0, and the notice is gone.
	await anna.getByRole('button', { name: 'Take “Ben bids 0” instead' }).click();
	for (const phone of [anna, ben]) {
		await expect(phone.getByTestId('conflict')).toHaveCount(0);
		await expect(phone.getByRole('button', { name: 'Undo: Ben bids 0', exact: true })).toBeVisible();
	}
	await contextB.close();
});
