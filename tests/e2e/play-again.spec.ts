// Play again (issue 25): at the end of every game, one tap stores the same table's next game
// (same players and seats, same settings, the deal passed left from whoever dealt last) in the
// same night, and opens it at its first action. New game then opens on that game and seating.
import AxeBuilder from '@axe-core/playwright';
import { NAMES, NIGHT, seedFinishedGames } from './finished-games';
import { expect, test, type Page } from './fixtures';
import { expectInViewport, open, PHONE } from './table';

test.use({ viewport: PHONE });

/**
 * Each recorded whole game, the first action its next game opens on, and who deals it where
 * worked out by hand (see src/lib/games/play-again.test.ts): Wizard's 12th round was Anna's
 * (seat 0), so Ben; The Dealer's card was Dan's in round 5, so Eva; Hell of a Deal's button
 * was Cleo's in round 6, so Anna.
 */
const GAMES = [
	{ kind: 'wizard', first: (page: Page) => page.getByRole('heading', { name: 'Trump' }), dealer: 'Ben' },
	{
		kind: 'the-dealer',
		first: (page: Page) => page.getByRole('button', { name: 'These are the roles' }),
		dealer: 'Eva'
	},
	{ kind: 'beat-the-dealer', first: (page: Page) => page.getByRole('group', { name: /guess/i }).first(), dealer: null },
	{ kind: 'fuck-the-dealer', first: (page: Page) => page.getByRole('group', { name: /suit/i }).first(), dealer: null },
	{ kind: 'hell-of-a-deal', first: (page: Page) => page.getByRole('heading', { name: /Boss deck/i }), dealer: 'Anna' }
] as const;

/** The stored game's night and setup, read from the device's database. */
async function storedGame(page: Page, id: string) {
	return page.evaluate(
		(gameId) =>
			new Promise<{ nightId: string; kind: string; setup: { seats: string[]; firstDealer: number } }>(
				(resolve, reject) => {
					const request = indexedDB.open('dealkeeper');
					request.onerror = () => reject(request.error);
					request.onsuccess = () => {
						const get = request.result.transaction('games').objectStore('games').get(gameId);
						get.onsuccess = () => (request.result.close(), resolve(get.result));
					};
				}
			),
		id
	);
}

test('every game ends with Play again: one tap to the next game’s first action, same table, same night', async ({
	page
}) => {
	test.setTimeout(120_000);
	await seedFinishedGames(
		page,
		GAMES.map((g) => g.kind)
	);
	for (const { kind, first, dealer } of GAMES) {
		await open(page, `/play?game=g-${kind}`);
		// The final standings, or how a cooperative game ended.
		await expect(page.getByRole('heading', { name: 'Final standings' }).or(page.getByTestId('game-end'))).toBeVisible();
		const again = page.getByRole('button', { name: 'Play again' });
		await expect(again).toBeEnabled();
		if (dealer) await expect(page.getByText(`Same players and settings; ${dealer} deals first.`)).toBeVisible();
		await expectInViewport(again);
		for (const theme of ['dark', 'light'] as const) {
			await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
			await page.screenshot({ path: test.info().outputPath(`${kind}-end-${theme}.png`) });
			const { violations } = await new AxeBuilder({ page }).analyze();
			expect(violations.map((v) => `${kind} ${theme} ${v.id}`)).toEqual([]);
		}
		let taps = 0;
		await again.click();
		taps++;
		await expect(page).not.toHaveURL(new RegExp(`game=g-${kind}`));
		await expect(first(page)).toBeVisible();
		expect(taps, `${kind}: taps from the final standings to the next game's first action`).toBeLessThanOrEqual(2);
		const id = new URL(page.url()).searchParams.get('game')!;
		const [played, next] = [await storedGame(page, `g-${kind}`), await storedGame(page, id)];
		expect(next.kind).toBe(kind);
		expect(next.nightId).toBe(NIGHT);
		expect(next.setup.seats).toEqual(played.setup.seats);
		if (dealer) expect(NAMES[Number(next.setup.seats[next.setup.firstDealer]!.slice(1))]).toBe(dealer);
		await expect(page.getByRole('button', { name: 'Play again' })).toHaveCount(0);
	}
});

test('New game opens on the last game played, with its seating, and it can be changed', async ({ page }) => {
	await seedFinishedGames(
		page,
		GAMES.map((g) => g.kind)
	);
	await open(page, '/play?game=g-wizard');
	await page.getByRole('button', { name: 'Play again' }).click();
	await expect(page.getByRole('heading', { name: 'Trump' })).toBeVisible();
	await open(page, '/new');
	const roster = page.getByRole('group', { name: 'Roster' });
	await expect(roster).toHaveAttribute('aria-busy', 'false');
	await expect(page.getByRole('radio', { name: /Wizard/ })).toBeChecked();
	await expect(page.getByRole('list', { name: 'Seat order' }).getByRole('listitem')).toHaveText([
		/1\.\s*Anna/,
		/2\.\s*Ben/,
		/3\.\s*Cleo/,
		/4\.\s*Dan/,
		/5\.\s*Eva/
	]);
	// The Wizard just started is unfinished: it is set up again as it was, Ben dealing.
	await expect(
		page.getByRole('radiogroup', { name: 'First dealer' }).getByRole('radio', { checked: true })
	).toHaveAccessibleName('Ben');
	await roster.getByRole('button', { name: 'Eva' }).click();
	await expect(page.getByRole('list', { name: 'Seat order' }).getByRole('listitem')).toHaveCount(4);
});
