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

/**
 * Creates a table on this phone and opens home, where the table's badge says it is up to date and
 * no sync trouble is told; returns the badge and the trouble's words, for what follows.
 */
export async function tableAtHome(page: Page, table: string, device: string) {
	await createTable(page, table, device);
	await open(page, '/');
	const badge = page.getByRole('link', { name: new RegExp(`^${table}: `) });
	await expect(badge).toHaveAccessibleName(new RegExp(`^${table}: Up to date`));
	const trouble = page.getByRole('status').filter({ hasText: 'Not syncing' });
	await expect(trouble).toHaveCount(0);
	return { badge, trouble };
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
