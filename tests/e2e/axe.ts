// axe over the page as it stands, in one theme: shared by the journeys that check accessibility.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

export async function expectNoViolations(page: Page, theme: 'dark' | 'light'): Promise<void> {
	await page.waitForLoadState('networkidle');
	await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
	const { violations } = await new AxeBuilder({ page }).analyze();
	expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
