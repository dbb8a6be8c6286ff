// Steps a player takes, shared by the journeys: the roster, setting up a game.
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a page and waits until it is interactive (hydrated), as a player's second tap would. */
export async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}

export async function addPlayers(page: Page, names: readonly string[]): Promise<void> {
	await open(page, '/players');
	for (const name of names) {
		await page.getByLabel('Name').fill(name);
		await page.getByRole('button', { name: 'Add player' }).click();
		await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
	}
}

/**
 * New game's roster with nobody seated: the page opens on the last game's seating, so that is
 * waited for and cleared before a journey seats its own players in order.
 */
export async function emptyRoster(page: Page): Promise<Locator> {
	const roster = page.getByRole('group', { name: 'Roster' });
	await expect(roster).toHaveAttribute('aria-busy', 'false');
	const seated = roster.getByRole('button', { pressed: true });
	while ((await seated.count()) > 0) await seated.first().click();
	return roster;
}

/** Sets up a game with these players in seat order and the first of `dealer` dealing. */
export async function startGame(
	page: Page,
	game: string,
	seats: readonly string[],
	dealer: string,
	settings: string[] = []
): Promise<void> {
	await open(page, '/new');
	const choice = page.getByRole('radio', { name: new RegExp(game) });
	await choice.check();
	const roster = await emptyRoster(page);
	// The last game played is read in after the page opens; it must not undo the pick.
	await expect(choice).toBeChecked();
	for (const name of seats) await roster.getByRole('button', { name }).click();
	await page.getByRole('radiogroup', { name: 'First dealer' }).getByRole('radio', { name: dealer }).click();
	for (const setting of settings) await page.getByLabel(setting).check();
	await page.getByRole('button', { name: 'Start game' }).click();
	await expect(page).toHaveURL(/\/play\?game=/);
}

export async function waitForServiceWorker(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await navigator.serviceWorker.ready;
	});
}

/** A small phone held in one hand: the size every game must fit (issue "table-ready"). */
export const PHONE = { width: 360, height: 740 } as const;

/** The element lies wholly inside the viewport: seen without scrolling either way. */
export async function expectInViewport(locator: Locator): Promise<void> {
	await expect(locator).toBeVisible();
	const box = await locator.boundingBox();
	const viewport = locator.page().viewportSize()!;
	expect(box, 'has a box').not.toBeNull();
	expect(box!.x, 'starts inside the left edge').toBeGreaterThanOrEqual(0);
	expect(box!.y, 'starts below the top edge').toBeGreaterThanOrEqual(0);
	expect(box!.x + box!.width, 'ends inside the right edge').toBeLessThanOrEqual(viewport.width + 0.5);
	expect(box!.y + box!.height, 'ends above the bottom edge').toBeLessThanOrEqual(viewport.height + 0.5);
}

/**
 * In this radio group (or set of toggles), the chosen option says so to assistive technology and
 * looks different from an unchosen one: its computed look (fill, text colour, border, shadow)
 * differs, not only some invisible property.
 */
export async function expectChosenLooksDifferent(group: Locator): Promise<void> {
	const chosen = group.locator('[role="radio"][aria-checked="true"], [aria-pressed="true"]').first();
	const other = group
		.locator('[role="radio"][aria-checked="false"]:not([disabled]), [aria-pressed="false"]:not([disabled])')
		.first();
	await expect(chosen).toBeVisible();
	await expect(other).toBeVisible();
	const look = (element: Element) => {
		const style = getComputedStyle(element);
		const mark = getComputedStyle(element, '::before').content;
		return [style.backgroundColor, style.color, style.borderColor, style.boxShadow, mark].join(' | ');
	};
	expect(await chosen.evaluate(look)).not.toBe(await other.evaluate(look));
}

/**
 * Makes the open page longer than any phone's screen and scrolls to its foot, as a player reading
 * a long history or score sheet would be: what the layout keeps in view here it keeps on any page.
 */
export async function scrollToFootOfLongPage(page: Page): Promise<void> {
	await page.locator('main').evaluate((main) => (main.style.minHeight = '4000px'));
	await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
}
