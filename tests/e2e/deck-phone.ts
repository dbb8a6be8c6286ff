// Checks the deck games' phone journeys share: axe in both themes, every total in view, and
// (with SHOTS=<dir>) a screenshot of each state looked at, in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';
import { expectInViewport } from './table';

const THEMES = ['dark', 'light'] as const;

async function setTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
	await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
}

/** axe finds nothing on the page as it stands, in the dark theme and in the light one. */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
	for (const theme of THEMES) {
		await setTheme(page, theme);
		const { violations } = await new AxeBuilder({ page }).analyze();
		const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
		expect(found, `axe, ${state}, ${theme} theme`).toEqual([]);
		if (process.env.SHOTS)
			await page.screenshot({ path: `${process.env.SHOTS}/${state}-${theme}.png`, fullPage: true });
	}
	await setTheme(page, 'dark');
}

/**
 * The scores list, scrolled to, shows every player's name and total at once, each wholly
 * inside the viewport: nothing cut off at the side, nothing needing a second scroll.
 */
export async function expectTotalsInView(page: Page, heading: string, names: readonly string[]): Promise<void> {
	const scores = page.getByRole('list', { name: heading });
	await scores.scrollIntoViewIfNeeded();
	const items = scores.getByRole('listitem');
	await expect(items).toHaveCount(names.length);
	for (const [seat, name] of names.entries()) {
		const item = items.nth(seat);
		await expect(item).toContainText(name);
		await expectInViewport(item.getByTestId('total'));
	}
}
