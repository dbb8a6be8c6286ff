// The Dealer as a table taps it. The number pad: each value fills the slot being entered and the
// pad moves on by itself; the last value sends them. A value of 10 or more is "+10" first.
import { expect, type Page } from '@playwright/test';

/** Taps these values into the slots in turn, from the one being entered. */
export async function tapValues(page: Page, values: readonly number[]): Promise<void> {
	const pad = page.getByRole('group', { name: 'Number pad' });
	for (const value of values) {
		for (let ten = 10; ten <= value; ten += 10) await pad.getByRole('button', { name: 'Add 10' }).click();
		await pad.getByRole('button', { name: String(value % 10), exact: true }).click();
	}
}

/** The slot named `label` (its name goes on with its value: "Card 1 of Cleo: 3"). */
export function slot(page: Page, label: string) {
	return page.getByRole('button', { name: new RegExp(`^${label}: `) });
}

/** Taps the slot named `label`, then its value. */
export async function tapValueOf(page: Page, label: string, value: number): Promise<void> {
	await slot(page, label).click();
	await tapValues(page, [value]);
}

/** Longer than the app's double-tap window: a person reads the next step before tapping again. */
export const PAST_DOUBLE_TAP_MS = 600;

/** A role card as the Dealer handed it out: the player, then their card. */
export async function role(page: Page, name: string, card: string): Promise<void> {
	await page
		.getByRole('radiogroup', { name: 'Whose card' })
		.getByRole('radio', { name: new RegExp(`^${name}:`) })
		.click();
	await page
		.getByRole('radiogroup', { name: `${name}'s role` })
		.getByRole('radio', { name: card })
		.click();
}

/** A player's bank button, while they hold. */
export function bankButton(page: Page, name: string) {
	return page.getByRole('group', { name: 'Banking' }).getByRole('button', { name: new RegExp(`^${name} Holding`) });
}

/** A hand's values tapped on the pad (the Destroyer's number first); the last one reveals it. */
export async function reveal(page: Page, name: string, values: readonly number[]): Promise<void> {
	await expect(page.getByRole('heading', { name: `Reveal: ${name}` })).toBeVisible();
	// Faster than a person reads the next heading, a tap on the key just tapped would be taken
	// for the second tap of a double tap on that reveal.
	await page.clock.runFor(PAST_DOUBLE_TAP_MS);
	await tapValues(page, values);
}
