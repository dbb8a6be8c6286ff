// Home paints before its code runs (hooks.server.ts, app.html's afterFirstPaint): on a slow phone
// the page is there at once and hydrates after, instead of waiting for its scripts. Its code then
// starts by itself, also where no paint is to come: a page hidden while it is translated.
import { expect, test } from './fixtures';
import { open, PHONE } from './table';

test.use({ viewport: PHONE });

/** When home first showed content, and when its first script was asked for. */
const paintAndFirstScript = () => {
	const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
	const scripts = performance
		.getEntriesByType('resource')
		.filter((entry) => entry.name.endsWith('.js'))
		.map((entry) => entry.startTime);
	return { paint, firstScript: Math.min(...scripts) };
};

test("home's code is fetched only once the page has painted, then starts", async ({ page }) => {
	await open(page, '/');
	const { paint, firstScript } = await page.evaluate(paintAndFirstScript);
	expect(paint).toBeGreaterThan(0);
	expect(firstScript).toBeGreaterThanOrEqual(paint!);
	// Hydrated: New game is the app's own navigation, not a page load.
	await page.getByRole('link', { name: 'New game' }).first().click();
	await expect(page.getByRole('button', { name: 'Someone new at the table?' })).toBeVisible();
});

test.describe('a phone in Norwegian, whose home is hidden until it is translated', () => {
	test.use({ locale: 'nb-NO' });

	test('starts without waiting for a paint that cannot come, in its own words', async ({ page }) => {
		await open(page, '/');
		await expect(page.getByRole('link', { name: 'Nytt spill' }).first()).toBeVisible();
		const { paint, firstScript } = await page.evaluate(paintAndFirstScript);
		// The translation is the first thing to paint, and it needs the code.
		expect(firstScript).toBeLessThan(paint!);
	});
});
