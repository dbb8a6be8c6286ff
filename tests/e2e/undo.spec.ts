// Undo at the table (issue 25, point 6): at the foot of the play screen where a thumb reaches,
// naming what it takes back; once done, a note says what was undone and Redo enters it again.
// The bar is shared by every game's screen; Wizard and Fuck the Dealer are tried here.
import { expect, test, type Page } from './fixtures';
import { addPlayers, expectInViewport, PHONE, startGame } from './table';

test.use({ viewport: PHONE });

/** Undo lies in the lower half of the screen, inside it, however far the game is scrolled. */
async function expectWithinThumbReach(page: Page) {
	const undo = page.getByRole('button', { name: /^Undo/ });
	await expectInViewport(undo);
	const box = (await undo.boundingBox())!;
	expect(box.y, 'in the lower half of the screen').toBeGreaterThan(PHONE.height / 2);
	expect(box.height, 'a thumb-sized target').toBeGreaterThanOrEqual(44);
}

test('Wizard: Undo names the bid it takes back, says it was undone, and Redo enters it again', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();
	await expectWithinThumbReach(page);

	await page.getByRole('button', { name: 'Hearts', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
	await page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '0', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Cleo' })).toBeVisible();
	const undo = page.getByRole('button', { name: 'Undo: Ben bids 0' });
	await expect(undo).toBeEnabled();
	// Scrolled to the top of the screen, Undo stays at its foot.
	await page.evaluate(() => window.scrollTo(0, 0));
	await expectWithinThumbReach(page);

	await undo.click();
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
	await expect(page.getByText('Undone: Ben bids 0')).toBeVisible();
	await expectWithinThumbReach(page);
	// Undo now names the action before it: the trump.
	await expect(page.getByRole('button', { name: /^Undo: / })).not.toHaveAccessibleName('Undo: Ben bids 0');

	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Cleo' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Undo: Ben bids 0' })).toBeEnabled();
	await expect(page.getByText('Undone: Ben bids 0')).toHaveCount(0);

	// Undone and then entered differently by hand, the note goes: there is nothing to redo.
	await page.getByRole('button', { name: 'Undo: Ben bids 0' }).click();
	await expect(page.getByText('Undone: Ben bids 0')).toBeVisible();
	await page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '1', exact: true }).click();
	await expect(page.getByRole('button', { name: 'Undo: Ben bids 1' })).toBeEnabled();
	await expect(page.getByRole('button', { name: 'Redo', exact: true })).toHaveCount(0);
});

test('Fuck the Dealer: the same bar names a guess, in the game’s words, and Redo enters it again', async ({ page }) => {
	await addPlayers(page, ['Ben', 'Anna', 'Cleo']);
	await startGame(page, 'Fuck the Dealer', ['Ben', 'Anna', 'Cleo'], 'Ben');
	await expect(page.getByRole('heading', { name: 'Anna: which suit?' })).toBeVisible();
	await page
		.getByRole('group', { name: 'the suit' })
		.getByRole('button', { name: /^Clubs/ })
		.click();
	const undo = page.getByRole('button', { name: 'Undo: Anna guesses ♣ clubs' });
	await expect(undo).toBeEnabled();
	await expectWithinThumbReach(page);

	await undo.click();
	await expect(page.getByRole('heading', { name: 'Anna: which suit?' })).toBeVisible();
	await expect(page.getByText('Undone: Anna guesses ♣ clubs')).toBeVisible();
	await page.getByRole('button', { name: 'Redo', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Anna said ♣ clubs. Dealer: which card is it?' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Undo: Anna guesses ♣ clubs' })).toBeEnabled();
});
