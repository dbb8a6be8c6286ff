// Two phones at one table keep the same Wizard game, each in its own browser profile, and trade
// backups (issue 23: the log merges). Phone B takes the game from A's backup and plays round 2
// while A is put away; A takes B's backup back and finds round 2 in place, then plays round 3,
// and B, given A's next backup, ends on the same sheet. Totals worked out by hand from the
// rules: three players, and in each round the bids are 0, all the cards, 0 and everyone makes
// their bid (20 points plus 10 a trick).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { addPlayers, open, startGame } from './table';
import { bid } from './wizard-pad';

const PLAYERS = ['Anna', 'Ben', 'Cleo'];

async function downloadBackup(page: Page): Promise<{ name: string; buffer: Buffer }> {
	await open(page, '/backup');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download a backup' }).click()
	]);
	return { name: download.suggestedFilename(), buffer: await readFile((await download.path())!) };
}

async function importBackup(page: Page, file: { name: string; buffer: Buffer }): Promise<string> {
	await open(page, '/backup');
	await page.getByLabel('Backup file').setInputFiles({ ...file, mimeType: 'application/json' });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	const result = page.getByRole('status').filter({ hasText: 'Imported' });
	await expect(result).toBeVisible();
	return result.innerText();
}

/** Round `round` with everyone making their bid: trump, the bids 0, all, 0, then the score. */
async function playRound(page: Page, round: number): Promise<void> {
	await expect(page.getByTestId('round')).toHaveText(`Round ${round} of 20`);
	await page.getByRole('button', { name: 'Clubs', exact: true }).click();
	for (const value of [0, round, 0]) await bid(page, value);
	await page.getByRole('button', { name: 'Score the round' }).click();
	await expect(page.getByTestId('round')).toHaveText(`Round ${round + 1} of 20`);
}

async function openTheGame(page: Page): Promise<void> {
	await open(page, '/');
	await page
		.getByRole('link', { name: /Wizard/ })
		.first()
		.click();
}

async function expectTotals(page: Page, totals: readonly number[]): Promise<void> {
	for (const [seat, total] of totals.entries())
		await expect(page.getByTestId(`total-${seat}`)).toHaveText(String(total));
}

test('two phones trading backups of one game keep every round either played, and end on the same sheet', async ({
	page: phoneA,
	browser
}) => {
	test.setTimeout(120_000);
	await addPlayers(phoneA, PLAYERS);
	// Anna deals round 1: Ben bids 0, Cleo 1, Anna 0. Anna 20, Ben 20, Cleo 30.
	await startGame(phoneA, 'Wizard', PLAYERS, 'Anna');
	await playRound(phoneA, 1);
	await expectTotals(phoneA, [20, 20, 30]);
	const afterRound1 = await downloadBackup(phoneA);

	const context = await browser.newContext();
	const phoneB = await context.newPage();
	await importBackup(phoneB, afterRound1);
	await openTheGame(phoneB);
	// Ben deals round 2 on phone B: Cleo bids 0, Anna 2, Ben 0. Anna 60, Ben 40, Cleo 50.
	await playRound(phoneB, 2);
	await expectTotals(phoneB, [60, 40, 50]);

	// Phone A takes in B's backup: round 2's five actions merge into the game A holds.
	expect(await importBackup(phoneA, await downloadBackup(phoneB))).toContain(
		'Games already here: 5 actions from the file merged into 1 of them.'
	);
	await openTheGame(phoneA);
	await expectTotals(phoneA, [60, 40, 50]);
	// Cleo deals round 3 on phone A: Anna bids 0, Ben 3, Cleo 0. Anna 80, Ben 90, Cleo 70.
	await playRound(phoneA, 3);
	await expectTotals(phoneA, [80, 90, 70]);

	// And B, given A's backup, ends on the same sheet: nothing either phone entered is lost.
	expect(await importBackup(phoneB, await downloadBackup(phoneA))).toContain(
		'Games already here: 5 actions from the file merged into 1 of them.'
	);
	await openTheGame(phoneB);
	await expectTotals(phoneB, [80, 90, 70]);
	await expect(phoneB.getByTestId('round')).toHaveText('Round 4 of 20');
	await context.close();
});

test('both phones play on after a backup: the same game on both, the taps made on both at once left out the same way', async ({
	page: phoneA,
	browser
}) => {
	test.setTimeout(120_000);
	await addPlayers(phoneA, PLAYERS);
	await startGame(phoneA, 'Wizard', PLAYERS, 'Anna');
	await playRound(phoneA, 1);
	const afterRound1 = await downloadBackup(phoneA);
	const context = await browser.newContext();
	const phoneB = await context.newPage();
	await importBackup(phoneB, afterRound1);

	// Apart: A plays round 2 whole (Clubs; Cleo 0, Anna 2, Ben 0). Then B, not knowing,
	// enters round 2's trump as Hearts and Cleo's bid of 1: the same two things, later.
	await openTheGame(phoneA);
	await playRound(phoneA, 2);
	await openTheGame(phoneB);
	await phoneB.getByRole('button', { name: 'Hearts', exact: true }).click();
	await phoneB.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '1', exact: true }).click();
	await expect(phoneB.getByRole('heading', { name: 'Bid: Anna' })).toBeVisible();

	const [fromA, fromB] = [await downloadBackup(phoneA), await downloadBackup(phoneB)];
	expect(await importBackup(phoneA, fromB)).toContain(
		'Games already here: 2 actions from the file merged into 1 of them.'
	);
	expect(await importBackup(phoneB, fromA)).toContain(
		'Games already here: 5 actions from the file merged into 1 of them.'
	);
	for (const phone of [phoneA, phoneB]) {
		await openTheGame(phone);
		// A's round stands on both phones; B's two taps sort after A's and are left out, each
		// beside the entry kept in its place, with the phone that made each.
		await expect(phone.getByTestId('round')).toHaveText('Round 3 of 20');
		await expectTotals(phone, [60, 40, 50]);
		const notices = phone.getByTestId('conflict');
		await expect(notices).toHaveCount(2);
		const [kept, leftOut] = phone === phoneA ? ['this phone', 'another phone'] : ['another phone', 'this phone'];
		for (const notice of await notices.all()) {
			await expect(notice).toContainText('Two phones entered this differently:');
			await expect(notice).toContainText(new RegExp(`Kept: .+ \\(${kept}, `));
			await expect(notice).toContainText(new RegExp(`Left out: .+ \\(${leftOut}, `));
		}
		await expect(phone.getByTestId('log-trouble')).toHaveCount(0);
	}
	await context.close();
});
