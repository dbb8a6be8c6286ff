// What every step of play must leave on a phone, shared by the journeys that walk a round.
import { expect, type Page } from '@playwright/test';

/** No keyboard can open: no text or number field on the screen, none focused. */
export async function expectNoTextField(page: Page): Promise<void> {
	await expect(page.locator('input:not([type="radio"]):not([type="checkbox"]), textarea')).toHaveCount(0);
	expect(await page.evaluate(() => document.activeElement?.matches('input, textarea') ?? false)).toBe(false);
}
