// Play again at a table of phones: tapped on two phones at once it makes one next game on both;
// tapped on one, the others offer to join that game instead of making their own.
import { NIGHT, seedFinishedGames } from './finished-games';
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { createTable, joinTable } from './sync-table';
import { open, PHONE } from './table';

const FINISHED = '/play?game=g-wizard';

/** Anna's phone with a finished Wizard game, in a table with `others` more phones, all on its final standings. */
async function tableAtTheEnd(anna: Page, browser: Browser, others: string[]): Promise<Page[]> {
	await anna.setViewportSize(PHONE);
	await seedFinishedGames(anna, ['wizard']);
	const invite = await createTable(anna, 'Thursday', "Anna's phone");
	const phones = [anna];
	for (const name of others) {
		const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
		await joinTable(phone, invite, `${name}'s phone`);
		phones.push(phone);
	}
	for (const phone of phones) {
		await open(phone, FINISHED);
		await expect(phone.getByRole('heading', { name: 'Final standings' })).toBeVisible();
	}
	return phones;
}

const gameOf = (page: Page) => new URL(page.url()).searchParams.get('game');

/** How many games this phone's database holds in the finished game's night. */
function gamesInNight(page: Page): Promise<number> {
	return page.evaluate(
		(night) =>
			new Promise<number>((resolve, reject) => {
				const request = indexedDB.open('dealkeeper');
				request.onerror = () => reject(request.error);
				request.onsuccess = () => {
					const count = request.result.transaction('games').objectStore('games').index('nightId').count(night);
					count.onsuccess = () => (request.result.close(), resolve(count.result));
				};
			}),
		NIGHT
	);
}

test('Play again tapped on two phones at once makes one next game, on both', async ({ page, browser }) => {
	test.setTimeout(120_000);
	const [anna, ben] = await tableAtTheEnd(page, browser, ['Ben']);
	const buttons = [anna!, ben!].map((phone) => phone.getByRole('button', { name: 'Play again' }));
	await Promise.all(buttons.map((button) => expect(button).toBeEnabled()));
	await Promise.all(buttons.map((button) => button.click()));
	for (const phone of [anna!, ben!]) {
		await expect(phone.getByRole('heading', { name: 'Trump' })).toBeVisible();
		expect(gameOf(phone)).not.toBe('g-wizard');
	}
	expect(gameOf(anna!)).toBe(gameOf(ben!));
	// Once both are up to date, each holds the finished game and one new one.
	for (const phone of [anna!, ben!]) {
		await expect(phone.getByRole('link', { name: /Up to date/ })).toBeVisible();
		await expect.poll(() => gamesInNight(phone)).toBe(2);
	}
});

test('Play again on one phone: the others offer to join that game, and join it', async ({ page, browser }) => {
	test.setTimeout(120_000);
	const [anna, ben, cleo] = await tableAtTheEnd(page, browser, ['Ben', 'Cleo']);
	await anna!.getByRole('button', { name: 'Play again' }).click();
	await expect(anna!.getByRole('heading', { name: 'Trump' })).toBeVisible();
	for (const phone of [ben!, cleo!]) {
		await expect(phone.getByRole('status').filter({ hasText: "The table's next game has begun." })).toBeVisible();
		await expect(phone.getByRole('button', { name: 'Play again' })).toHaveCount(0);
		await phone.getByRole('button', { name: 'Join the next game' }).click();
		await expect(phone.getByRole('heading', { name: 'Trump' })).toBeVisible();
		expect(gameOf(phone)).toBe(gameOf(anna!));
	}
});
