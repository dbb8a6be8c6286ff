// Steps a player takes, shared by the journeys: the roster, setting up a game.
import { expect, type Page } from '@playwright/test';

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

/** Sets up a game with these players in seat order and the first of `dealer` dealing. */
export async function startGame(page: Page, game: string, seats: readonly string[], dealer: string, settings: string[] = []): Promise<void> {
	await open(page, '/new');
	await page.getByRole('radio', { name: new RegExp(game) }).check();
	const roster = page.getByRole('group', { name: 'Roster' });
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
