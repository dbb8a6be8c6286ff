// The Dealer's number pad, as a table taps it: each value fills the slot being entered and the
// pad moves on by itself; the last value sends them. A value of 10 or more is "+10" first.
import type { Page } from '@playwright/test';

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
