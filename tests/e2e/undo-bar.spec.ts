// Nothing the player must read lies under the Undo bar on a small phone (issue 33, point 15):
// a refusal is placed inside the game's scrolling area, and what a tap brings up below the
// fold (a card's suits and why one is struck) is scrolled into view above the bar.
import { expect, test, type Locator } from './fixtures';
import { addPlayers, PHONE, startGame } from './table';

test.use({ viewport: PHONE });

/** Drawn whole inside the game's scrolling area: below its top, above the Undo bar. */
async function expectClearOfTheBars(locator: Locator): Promise<void> {
	await expect(locator).toBeVisible();
	const page = locator.page();
	const box = (await locator.boundingBox())!;
	const area = (await page.getByTestId('play-scroll').boundingBox())!;
	// The bar's own box: its "Undone" line is the first thing in it.
	const barTop = await page.getByTestId('undone').evaluate((line) => line.parentElement!.getBoundingClientRect().top);
	expect(box.y, 'starts below the top of the game').toBeGreaterThanOrEqual(area.y - 0.5);
	expect(box.y + box.height, `ends above the Undo bar (at y ${barTop})`).toBeLessThanOrEqual(barTop + 0.5);
}

test('The Dealer: the refusal of incomplete roles is above the Undo bar', async ({ page }) => {
	const players = ['Alexandra', 'Bartholomew', 'Cleo', 'Dan', 'Evangeline', 'Finn'];
	await addPlayers(page, players);
	await startGame(page, 'The Dealer', players, 'Alexandra');
	await page.getByRole('button', { name: 'These are the roles' }).click();
	const refusal = page.getByTestId('refusal');
	await expect(refusal).toHaveText('Give every player other than the Dealer one role card.');
	await expectClearOfTheBars(refusal);
});

test('Fuck the Dealer: a struck suit’s reason comes into view above the Undo bar', async ({ page }) => {
	const players = ['Ben', 'Alexandra', 'Cleo', 'Dan', 'Eva', 'Maximilian', 'Gus', 'Hanna'];
	await addPlayers(page, players);
	await startGame(page, 'Fuck the Dealer', players, 'Ben');
	const rank = (label: string) =>
		page.getByRole('group', { name: 'The card' }).getByRole('button', { name: new RegExp(`^${label}:`) });
	// Alexandra guesses clubs against the 9 of hearts, then a 7 against a king, then lower: a 4.
	await page
		.getByRole('group', { name: 'the suit' })
		.getByRole('button', { name: /^Clubs/ })
		.click();
	await rank('9').click();
	await page
		.getByRole('group', { name: '9 of which suit?' })
		.getByRole('button', { name: /^Hearts/ })
		.click();
	await page.getByRole('group', { name: 'the rank' }).getByRole('button', { name: /^7:/ }).click();
	await rank('K').click();
	await page.getByRole('group', { name: 'higher or lower' }).getByRole('button', { name: 'Lower' }).click();
	await rank('4').click();
	// Cleo guesses hearts; the dealer taps a 9: the 9 of hearts is face up already.
	await page
		.getByRole('group', { name: 'the suit' })
		.getByRole('button', { name: /^Hearts/ })
		.click();
	await rank('9').click();
	const reason = page.getByText('Struck through: already face up, so it cannot be the card.');
	await expectClearOfTheBars(reason);
	await expectClearOfTheBars(page.getByRole('group', { name: '9 of which suit?' }));
});
