import { expect, test } from './fixtures';
import { addPlayers, open } from './table';

test('players are added, renamed and archived, with clear messages for bad names', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);

	await page.getByLabel('Name').fill('  ');
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'Type a name first.' })).toBeVisible();
	await page.getByLabel('Name').fill('anna');
	await page.getByRole('button', { name: 'Add player' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'already has that name' })).toBeVisible();

	await page.getByRole('button', { name: 'Edit Ben' }).click();
	await page.getByRole('listitem').getByLabel('Name').fill('Benny');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByText('Benny')).toBeVisible();

	await page.getByRole('button', { name: 'Archive Cleo' }).click();
	await expect(page.getByRole('heading', { name: 'Players (2)' })).toBeVisible();
	await page.getByText('Archived players (1)').click();
	await page.getByRole('button', { name: 'Restore Cleo' }).click();
	await expect(page.getByRole('heading', { name: 'Players (3)' })).toBeVisible();

	// The roster is kept on the device.
	await page.reload();
	await expect(page.getByRole('heading', { name: 'Players (3)' })).toBeVisible();
});

test('a game cannot start with too few players, and says so', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben']);
	await open(page, '/new');
	await page.getByRole('group', { name: 'Roster' }).getByRole('button', { name: 'Anna' }).click();
	await page.getByRole('group', { name: 'Roster' }).getByRole('button', { name: 'Ben' }).click();
	await page.getByRole('radiogroup', { name: 'First dealer' }).getByRole('radio', { name: 'Anna' }).click();
	await page.getByRole('button', { name: 'Start game' }).click();
	await expect(page.getByRole('alert').filter({ hasText: 'This game needs 3 to 6 players.' })).toBeVisible();
	await expect(page).toHaveURL(/\/new$/);
});
