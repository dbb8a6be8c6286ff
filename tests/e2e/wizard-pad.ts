// Wizard's bid pad, as a table taps it.
import { expect, type Page } from '@playwright/test';

/** Taps a bid for whoever is asked, then waits until the next one is asked (or the tricks). */
export async function bid(page: Page, value: number): Promise<void> {
	// Whose turn it is, read once the pad asks: read while the trump's tap is still being stored,
	// no one would be asked yet, and the next bid's tap would go to this player's pad.
	// allTextContents does not wait: the heading is gone once the last bid is in.
	const turn = page.getByRole('heading', { name: /^Bid:/ });
	await expect(turn).toBeVisible();
	const before = (await turn.allTextContents()).join();
	await page
		.getByRole('group', { name: 'Bids' })
		.getByRole('button', { name: String(value), exact: true })
		.click();
	await expect(async () => expect((await turn.allTextContents()).join()).not.toBe(before)).toPass();
}
