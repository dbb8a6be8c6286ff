// axe over the page as it stands, in one theme: shared by the journeys that check accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

/** `within`: a CSS selector, for a journey that answers for one part of the page only. */
export async function expectNoViolations(page: Page, theme: 'dark' | 'light', within?: string): Promise<void> {
	await page.waitForLoadState('networkidle');
	await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
	const axe = new AxeBuilder({ page });
	const { violations } = await (within ? axe.include(within) : axe).analyze();
	expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
