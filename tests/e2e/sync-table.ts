// Steps of the table journeys: a phone creating a table and reading its invite, another joining it.
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

/** Opens the invite on this phone and joins as `device`, optionally saying who holds it. */
export async function joinTable(page: Page, invite: string, device: string, heldBy?: string): Promise<void> {
	await page.goto(invite);
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
	await expect(page.getByRole('heading', { name: /^Join “/ })).toBeVisible();
	await page.getByLabel("This phone's name").fill(device);
	await page.getByRole('button', { name: 'Join the table' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
	if (heldBy) await page.getByLabel('Who holds this phone?').selectOption({ label: heldBy });
}
