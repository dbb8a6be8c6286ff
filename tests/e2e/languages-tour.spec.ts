// Every screen in Czech and Norwegian on a 360 px phone (issue 12): every game's recorded game is
// imported whole and cut at points along the way, so each game's screens show as a table would
// meet them. On each screen no text is wider than its box (Czech and Norwegian run longer than
// English) and axe finds nothing. SHOTS=<dir> keeps a screenshot of each, to look at.
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import { GAME_IDS } from '../support/game-folders.js';
import { backupFile, readFixtures } from './backup-file';
import { expect, test, type Page } from './fixtures';
import { open, PHONE } from './table';

const NAMES = ['Annabelle', 'Benedikt', 'Cleopatra', 'Dominik', 'Evangeline', 'Frederik', 'Gretchen'];
/** Where each game is cut: a share of its log. 1 is the whole, finished game. */
const CUTS = [0, 0.3, 0.65, 1];

const gameId = (kind: string, cut: number) => `tour-${kind}-${Math.round(cut * 100)}`;

/** The recorded games, each whole and cut short, as one backup file. */
async function tourBackup(): Promise<Buffer> {
	const fixtures = await readFixtures(GAME_IDS);
	const start = new Date(2026, 11, 1, 19).getTime();
	const games = fixtures.flatMap((f) =>
		CUTS.map((cut) => {
			const events = f.events.slice(0, Math.round(cut * f.events.length));
			return { fixture: f, id: gameId(f.kind, cut), events, cut };
		})
	);
	return backupFile({
		exportedAt: start,
		names: NAMES,
		nights: [{ id: '2026-12-01', startedAt: start }],
		games: games.map(({ fixture, id, events }, i) => ({
			id,
			kind: fixture.kind,
			nightId: '2026-12-01',
			setup: fixture.setup,
			rulesVersion: fixture.rulesVersion,
			// The import replays every log and keeps its own summary.
			summary: { finished: false, standings: [], progress: null },
			lastSeq: events.length,
			createdAt: start + i * 60_000,
			updatedAt: start + i * 60_000 + 30_000
		})),
		events: games.flatMap(({ id, events }) => events.map((e) => ({ ...e, id: `${id}-${e.id}`, gameId: id })))
	});
}

/** Elements whose content is wider than their box, except boxes meant to scroll sideways. */
async function overflowing(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		const root = document.documentElement;
		if (root.scrollWidth > root.clientWidth)
			found.push(`the page scrolls sideways: ${root.scrollWidth}px in ${root.clientWidth}px`);
		for (const element of document.querySelectorAll<HTMLElement>('header, header *, main, main *')) {
			if (element.closest('svg, canvas, .visually-hidden') || element.clientWidth === 0) continue;
			const style = getComputedStyle(element);
			// A deliberate sideways scroller; a name cut with an ellipsis on purpose (its title and
			// label carry it whole); the header's language <select>, laid invisibly over its globe.
			if (
				style.overflowX === 'auto' ||
				style.overflowX === 'scroll' ||
				style.textOverflow === 'ellipsis' ||
				style.opacity === '0'
			)
				continue;
			if (element.scrollWidth > element.clientWidth + 1) {
				const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
				found.push(
					`<${element.tagName.toLowerCase()} class="${element.className}"> ${element.scrollWidth}px in ${element.clientWidth}px: “${text}”`
				);
			}
		}
		return found;
	});
}

async function checkScreen(page: Page, locale: string, name: string): Promise<void> {
	await page.waitForLoadState('networkidle');
	await expect(page.locator('html')).toHaveAttribute('lang', locale);
	expect.soft(await overflowing(page), `${name}: text wider than its box`).toEqual([]);
	const { violations } = await new AxeBuilder({ page }).analyze();
	expect
		.soft(
			violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
			`${name}: axe`
		)
		.toEqual([]);
	if (process.env.SHOTS)
		await page.screenshot({ path: join(process.env.SHOTS, `${locale}-${name}.png`), fullPage: true });
}

for (const locale of ['cs', 'nb'] as const) {
	test.describe(`in ${locale}, at 360 px`, () => {
		test.use({ locale, viewport: PHONE });

		test('every screen fits and passes axe', async ({ page }) => {
			test.setTimeout(300_000);
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			// The import itself is checked in English by backup.spec.ts; here it only seeds.
			await page.addInitScript(() => localStorage.setItem('PARAGLIDE_LOCALE', 'en'));
			await open(page, '/backup');
			await page
				.getByLabel('Backup file')
				.setInputFiles({ name: 'tour.json', mimeType: 'application/json', buffer: await tourBackup() });
			await page.getByRole('button', { name: 'Import', exact: true }).click();
			await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible({ timeout: 30_000 });
			await page.evaluate((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);
			// From here on, the language chosen on the device.
			await page.addInitScript((l) => localStorage.setItem('PARAGLIDE_LOCALE', l), locale);

			for (const [name, path] of [
				['home', '/'],
				['players', '/players'],
				['new', '/new'],
				['history', '/history'],
				['night', '/history/night?night=2026-12-01'],
				['player', '/players/player?player=p0'],
				['backup', '/backup'],
				['deleted', '/history/deleted']
			] as const) {
				await open(page, path);
				await checkScreen(page, locale, name);
			}
			for (const kind of GAME_IDS) {
				await open(page, '/new');
				await page.locator(`input[name="game"][value="${kind}"]`).check();
				await checkScreen(page, locale, `new-${kind}`);
				for (const cut of CUTS) {
					await open(page, `/play?game=${gameId(kind, cut)}`);
					await checkScreen(page, locale, `${kind}-${Math.round(cut * 100)}`);
				}
				await open(page, `/history/game?game=${gameId(kind, 1)}`);
				await checkScreen(page, locale, `${kind}-record`);
			}
			expect(errors, 'errors thrown on the page').toEqual([]);
		});
	});
}
