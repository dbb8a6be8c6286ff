// A fault of the app's own (an exception nothing expected) is not hidden or renamed: the page
// says something went wrong, shows what, and offers a way back.
import { expect, test } from './fixtures';
import { open } from './table';

test('a fault in a handler is shown with a way back, and trying again reads the app afresh', async ({ page }) => {
	await open(page, '/');
	await page.evaluate(() => {
		setTimeout(() => {
			throw new TypeError('a bug in a rule');
		});
	});
	const notice = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
	await expect(notice).toContainText('a bug in a rule');
	await notice.getByRole('link', { name: 'Back to home' }).click();
	await expect(notice).toHaveCount(0);

	await page.evaluate(() => void Promise.reject(new Error('a write that failed for no known reason')));
	await expect(notice).toContainText('a write that failed for no known reason');
	await notice.getByRole('button', { name: 'Try again' }).click();
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
	await expect(notice).toHaveCount(0);
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
