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
