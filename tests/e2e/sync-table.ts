// Steps of the table journeys: a phone creating a table and reading its invite.
import { expect, type Page } from '@playwright/test';
import { open } from './table';

/** Creates a table on this phone, waits until it is up to date, and returns its invite link. */
export async function createTable(page: Page, table: string, device: string): Promise<string> {
	await open(page, '/table');
	await page.getByLabel("This phone's name").fill(device);
	await page.getByLabel('Table name').fill(table);
	await page.getByRole('button', { name: 'Create a table' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
	await expect(page.getByRole('img', { name: 'Invite link' }).locator('svg')).toBeVisible();
	return page.getByTestId('invite-link').innerText();
}
