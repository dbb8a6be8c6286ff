import { expect, test, type Page } from '@playwright/test';
import { addPlayers, startGame } from './table';

const PLAYERS = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];
const ROUNDS = 10;

/**
 * The table's plan, worked out by hand from the rules rather than by the app's code:
 * each round the first bidder (the dealer's left) bids all the cards, everyone else 0. In odd
 * rounds the first bidder takes every trick; in even rounds the second bidder steals one.
 */
function plan(round: number) {
	const dealer = (round - 1) % 6; // Anna deals first, the deal passes left
	const order = Array.from({ length: 6 }, (_, i) => (dealer + 1 + i) % 6);
	const bids = new Map(order.map((seat, i) => [seat, i === 0 ? round : 0]));
	const tricks = new Map(order.map((seat) => [seat, 0]));
	if (round % 2 === 1) tricks.set(order[0]!, round);
	else {
		tricks.set(order[0]!, round - 1);
		tricks.set(order[1]!, 1);
	}
	return { order, bids, tricks };
}

function expectedTotals(): number[] {
	const totals = new Array(6).fill(0);
	for (let round = 1; round <= ROUNDS; round++) {
		const { bids, tricks } = plan(round);
		for (let seat = 0; seat < 6; seat++) {
			const bid = bids.get(seat)!;
			const took = tricks.get(seat)!;
			totals[seat] += bid === took ? 20 + 10 * took : -10 * Math.abs(bid - took);
		}
	}
	return totals;
}

async function bid(page: Page, value: number) {
	await page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: String(value), exact: true }).click();
}

test('a whole six-player game, with a reload mid-round and an undo, ends on the right standings and opens offline from history', async ({ page, context }) => {
	await addPlayers(page, PLAYERS);
	await startGame(page, 'Wizard', PLAYERS, 'Anna');

	for (let round = 1; round <= ROUNDS; round++) {
		const { order, bids, tricks } = plan(round);
		await expect(page.getByTestId('round')).toHaveText(`Round ${round} of ${ROUNDS}`);
		if (round < ROUNDS) {
			await page.getByRole('button', { name: round % 3 === 0 ? /Jester/ : /Hearts/ }).click();
			await expect(page.getByTestId('trump')).toContainText(round % 3 === 0 ? 'No trump' : 'Hearts');
		} else {
			// The last round deals every card: no trump, and the app does not ask.
			await expect(page.getByTestId('trump')).toContainText('No trump');
		}

		for (const [i, seat] of order.entries()) {
			await expect(page.getByRole('heading', { name: `Bid: ${PLAYERS[seat]}` })).toBeVisible();
			if (round === 4 && i === 3) {
				// Mid-round, the phone is locked and the page reloaded: the bids so far are still there.
				await page.reload();
				await expect(page.getByRole('heading', { name: `Bid: ${PLAYERS[seat]}` })).toBeVisible();
				await expect(page.getByTestId('bid-total')).toHaveText(`Bids: 4 for 4 tricks (exactly even)`);
			}
			if (round === 5 && i === 2) {
				// A slip of the finger, taken back.
				await bid(page, 3);
				await expect(page.getByRole('heading', { name: `Bid: ${PLAYERS[order[3]!]}` })).toBeVisible();
				await page.getByRole('button', { name: 'Undo' }).click();
				await expect(page.getByRole('heading', { name: `Bid: ${PLAYERS[seat]}` })).toBeVisible();
			}
			await bid(page, bids.get(seat)!);
		}

		await expect(page.getByRole('heading', { name: 'Tricks taken' })).toBeVisible();
		if (round === 2) {
			// Tricks that do not add up are refused, saying by how much.
			await page.getByRole('button', { name: 'Score the round' }).click();
			await expect(page.getByTestId('refusal')).toHaveText('The tricks are 2 short: each player was dealt 2, so the tricks must add up to 2.');
		}
		for (const seat of order) {
			for (let t = 0; t < tricks.get(seat)!; t++) {
				await page.getByRole('button', { name: `One more: ${PLAYERS[seat]}'s tricks` }).click();
			}
		}
		await expect(page.getByTestId('tricks-total')).toHaveText(`Tricks add up to ${round}.`);
		await page.getByRole('button', { name: 'Score the round' }).click();
	}

	const totals = expectedTotals();
	const ranked = PLAYERS.map((name, seat) => ({ name, total: totals[seat]! })).sort((a, b) => b.total - a.total);
	const standings = page.getByTestId('standings').getByRole('listitem');
	await expect(standings).toHaveCount(6);
	for (const [i, { name, total }] of ranked.entries()) {
		await expect(standings.nth(i)).toContainText(name);
		await expect(standings.nth(i)).toContainText(String(total));
	}
	await expect(page.getByText(`${ranked[0]!.name} wins`)).toBeVisible();

	// Later, with no network: the finished game's sheet opens from history.
	await page.evaluate(async () => navigator.serviceWorker.ready);
	await context.setOffline(true);
	await page.goto('/history');
	await page.getByRole('link', { name: /Wizard/ }).click();
	await expect(page.getByRole('heading', { name: 'Round by round' })).toBeVisible();
	for (let seat = 0; seat < 6; seat++) {
		await expect(page.getByTestId(`cell-${ROUNDS}-${seat}`).locator('strong')).toHaveText(String(totals[seat]));
	}
});
