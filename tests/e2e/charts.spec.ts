// Charts for a thumb at 360 x 740 (issue 25, point 8): a record's chart opens in view, names its
// lines at their ends without overlap, reads a tapped or arrowed step aloud, keeps its colours
// readable in both themes, and every record with rounds has one (Hell of a Deal's pot has none).
import { expectNoViolations } from './axe';
import { backupFile, readFixtures } from './backup-file';
import { expect, test, type Locator, type Page } from './fixtures';
import { addPlayers, expectInViewport, open, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

test.use({ viewport: PHONE, hasTouch: true });

const KINDS = ['wizard', 'the-dealer', 'beat-the-dealer', 'fuck-the-dealer', 'hell-of-a-deal'];
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Greta'];
// The palette's first seven: Cleo's yellow is the one that was faint on the light theme.
const COLORS = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#42d4f4'];

async function seed(page: Page): Promise<void> {
	const fixtures = await readFixtures(KINDS);
	const start = new Date(2026, 11, 1, 19).getTime();
	const file = backupFile({
		exportedAt: start,
		names: NAMES,
		colors: COLORS,
		nights: [{ id: '2026-12-01', startedAt: start }],
		games: fixtures.map((f, i) => ({
			id: `g-${f.kind}`,
			kind: f.kind,
			nightId: '2026-12-01',
			setup: f.setup,
			rulesVersion: f.rulesVersion,
			summary: f.summary,
			lastSeq: f.events.length,
			createdAt: start + i * 3_600_000,
			updatedAt: start + i * 3_600_000 + 40 * 60_000
		})),
		events: fixtures.flatMap((f) => f.events.map((e) => ({ ...e, id: `${f.kind}-${e.id}`, gameId: `g-${f.kind}` })))
	});
	await open(page, '/backup');
	await page
		.getByLabel('Backup file')
		.setInputFiles({ name: 'charts.json', mimeType: 'application/json', buffer: file });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
}

/** Opens a record's chart and returns it, once it has scrolled wholly into view. */
async function showChart(page: Page, kind: string): Promise<Locator> {
	await open(page, `/history/game?game=g-${kind}`);
	await page.getByRole('button', { name: 'Show the chart' }).click();
	const chart = page.getByTestId('line-chart');
	await expect(async () => expectInViewport(chart)).toPass();
	return chart;
}

/**
 * The least contrast of the chart's lines, and of the names at their ends, against the page's
 * background, by WCAG's formula worked out here on the colours the page draws.
 */
async function leastContrast(chart: Locator): Promise<{ lines: number; names: number }> {
	return chart.evaluate((figure) => {
		const rgb = (css: string) => {
			const hex = /^#([0-9a-f]{6})$/i.exec(css)?.[1];
			if (hex) return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
			return css
				.match(/\d+(\.\d+)?/g)!
				.slice(0, 3)
				.map(Number);
		};
		const lum = (css: string) => {
			const [r, g, b] = rgb(css).map((c) => {
				const s = c / 255;
				return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
			});
			return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
		};
		const bg = lum(getComputedStyle(document.documentElement).backgroundColor);
		const ratio = (css: string) => {
			const [hi, lo] = [lum(css), bg].sort((a, b) => b - a);
			return (hi! + 0.05) / (lo! + 0.05);
		};
		const least = (selector: string, attribute: string) =>
			Math.min(...[...figure.querySelectorAll(selector)].map((el) => ratio(el.getAttribute(attribute)!)));
		return { lines: least('polyline', 'stroke'), names: least('text.end', 'fill') };
	});
}

/** The names at the lines' ends: each seated player's, none overlapping another. */
async function expectEndLabels(chart: Locator, names: readonly string[]): Promise<void> {
	const labels = chart.locator('text.end');
	await expect(labels).toHaveText([...names]);
	const boxes = await labels.evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
	for (const [i, a] of boxes.entries()) {
		for (const b of boxes.slice(i + 1)) {
			const apart = a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
			expect(apart, `labels at ${a.top} and ${b.top} overlap`).toBe(true);
		}
	}
}

test('a Wizard record’s chart opens in view, names its lines, and reads a tapped or arrowed round', async ({
	page
}) => {
	await seed(page);
	const chart = await showChart(page, 'wizard');
	await expectEndLabels(chart, NAMES.slice(0, 5));
	const reading = chart.getByTestId('chart-reading');
	await expect(reading).toHaveAttribute('aria-live', 'polite');
	// Before any tap, the last round: every value there, no placeholder.
	await expect(reading).toHaveText(/^Round 12: Anna -?\d+ · Ben -?\d+ · Cleo -?\d+ · Dan -?\d+ · Eva -?\d+$/);

	const slider = chart.getByRole('slider', { name: "Each player's total after every round" });
	await expect(slider).toHaveAttribute('aria-valuetext', 'Round 12');
	// A tap at the plot's left edge: before the first round, all level.
	await slider.tap({ position: { x: 1, y: 60 } });
	await expect(reading).toHaveText('Round 0: Anna 0 · Ben 0 · Cleo 0 · Dan 0 · Eva 0');
	await slider.press('ArrowRight');
	await expect(reading).toHaveText(/^Round 1: Anna -?\d+ · Ben/);
	await expect(slider).toHaveAttribute('aria-valuenow', '1');
	await slider.press('End');
	await expect(reading).toHaveText(/^Round 12: /);
	// A tap at the right end of the plot is the last round again.
	await slider.press('Home');
	const box = (await slider.boundingBox())!;
	await slider.tap({ position: { x: box.width - 2, y: 60 } });
	await expect(reading).toHaveText(/^Round 12: /);
	await page.screenshot({ path: test.info().outputPath('wizard-chart-dark.png') });

	// Cleo's yellow passes as it is on the dark page, and is darkened on the light one.
	const cleo = chart.locator('polyline').nth(2);
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
	await expect(cleo).toHaveAttribute('stroke', '#ffe119');
	await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
	await expect(cleo).not.toHaveAttribute('stroke', '#ffe119');
	await page.screenshot({ path: test.info().outputPath('wizard-chart-light.png') });
	for (const theme of ['dark', 'light'] as const) {
		await expectNoViolations(page, theme);
		await expect.poll(async () => (await leastContrast(chart)).lines, `lines, ${theme}`).toBeGreaterThanOrEqual(3);
		await expect.poll(async () => (await leastContrast(chart)).names, `names, ${theme}`).toBeGreaterThanOrEqual(4.5);
	}
});

test('Beat the Dealer charts each turn, Fuck the Dealer each change of score, The Dealer each round, Hell of a Deal none', async ({
	page
}) => {
	await seed(page);
	for (const [kind, step, axis] of [
		['beat-the-dealer', 'turn', 'Turn'],
		['fuck-the-dealer', 'score change', 'Score change']
	] as const) {
		const chart = await showChart(page, kind);
		await expectEndLabels(chart, NAMES);
		await expect(chart.getByRole('slider', { name: `Each player's total after every ${step}` })).toBeVisible();
		await expect(chart.locator('svg')).toContainText(axis);
		await expect(chart.getByTestId('chart-reading')).toHaveText(new RegExp(`^${axis} \\d+: Anna \\d+ · Ben \\d+ ·`));
	}
	const dealer = await showChart(page, 'the-dealer');
	await expectEndLabels(dealer, NAMES.slice(0, 5));
	await expect(dealer.getByTestId('chart-reading')).toHaveText(/^Round \d+: Anna -?\d+ ·/);
	await page.screenshot({ path: test.info().outputPath('the-dealer-chart.png') });
	for (const theme of ['dark', 'light'] as const) await expectNoViolations(page, theme);

	await open(page, '/history/game?game=g-hell-of-a-deal');
	await expect(page.getByRole('heading', { name: 'Hell of a Deal', level: 1 })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Show the chart' })).toHaveCount(0);
});

test('a player’s results chart reads the same way: in view, named at its end, a tap reads a game', async ({ page }) => {
	await seed(page);
	await open(page, '/players');
	await page.getByRole('link', { name: 'Stats for Anna' }).click();
	await page.getByRole('button', { name: 'Show the chart' }).click();
	const chart = page.getByTestId('line-chart');
	await expect(async () => expectInViewport(chart)).toPass();
	await expectEndLabels(chart, ['Win rate']);
	const reading = chart.getByTestId('chart-reading');
	await expect(reading).toHaveText(/^Game 5: Win rate \d+(\.\d)?%$/);
	await chart.getByRole('slider').tap({ position: { x: 1, y: 60 } });
	await expect(reading).toHaveText(/^Game 1: Win rate (0|100)%$/);
	await page.screenshot({ path: test.info().outputPath('results-chart.png') });
	for (const theme of ['dark', 'light'] as const) await expectNoViolations(page, theme);
});

test('Wizard’s chart while playing is the same chart, read by tap, round by round', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	for (let round = 1; round <= 2; round++) {
		await page.getByRole('button', { name: 'Clubs', exact: true }).click();
		// The dealer's left bids 0, the next all the cards, the dealer 0; everyone makes it.
		for (const value of [0, round, 0]) await bid(page, value);
		await page.getByRole('button', { name: 'Score the round' }).click();
		await expect(page.getByTestId('round')).toContainText(`Round ${round + 1} of 20`);
	}
	await page.getByRole('button', { name: 'Show the chart' }).click();
	const chart = page.getByTestId('line-chart');
	await expect(async () => expectInViewport(chart)).toPass();
	await expectEndLabels(chart, ['Anna', 'Ben', 'Cleo']);
	const reading = chart.getByTestId('chart-reading');
	// Round 1 (Anna dealt): Ben 0 of 0, Cleo 1 of 1, Anna 0 of 0; round 2 (Ben dealt): Cleo 0,
	// Anna 2, Ben 0. A made bid is 20 and 10 a trick.
	await expect(reading).toHaveText('Round 2: Anna 60 · Ben 40 · Cleo 50');
	await chart.getByRole('slider', { name: "Each player's total after every round" }).press('ArrowLeft');
	await expect(reading).toHaveText('Round 1: Anna 20 · Ben 20 · Cleo 30');
	await page.screenshot({ path: test.info().outputPath('wizard-play-chart.png') });
	for (const theme of ['dark', 'light'] as const) await expectNoViolations(page, theme);
});
