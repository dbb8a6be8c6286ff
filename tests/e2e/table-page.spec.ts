// The table page as a player first reads it (issue 33, point 6): what a table is, in players'
// words; what the server needs is folded away for whoever runs it.
import { expect, test } from './fixtures';
import { open } from './table';

test('the table page speaks to players, and keeps the server’s needs for whoever runs it', async ({ page }) => {
	await open(page, '/table');
	await expect(page.getByText("Put your table's phones in one table", { exact: false })).toBeVisible();
	await expect(page.getByText('npm start', { exact: false })).toBeHidden();
	const folded = page.getByRole('button', { name: 'For whoever runs the server' });
	await expect(folded).toHaveAttribute('aria-expanded', 'false');
	await folded.click();
	await expect(page.getByText('started with npm start', { exact: false })).toBeVisible();
});
