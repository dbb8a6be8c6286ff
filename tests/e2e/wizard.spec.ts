import { expect, test, type Page } from './fixtures';
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

/**
 * Taps a bid, then waits for its answer: the next bidder (or the tricks), or a refusal. The
 * same bid for the next player comes at a person's pace: within DOUBLE_TAP_MS of the last it
 * would be the second tap of a double tap, and act once.
 */
let lastBid: { page: Page; value: number } | null = null;
async function bid(page: Page, value: number) {
	if (lastBid?.page === page && lastBid.value === value) await page.waitForTimeout(450);
	lastBid = { page, value };
	// allTextContents does not wait: the heading is gone once the last bid is in.
	const turn = page.getByRole('heading', { name: /^Bid:/ });
	const before = (await turn.allTextContents()).join();
	await page
		.getByRole('group', { name: 'Bids' })
		.getByRole('button', { name: String(value), exact: true })
		.click();
	await expect(async () => {
		const moved = (await turn.allTextContents()).join() !== before;
		expect(moved || (await page.getByTestId('refusal').isVisible())).toBe(true);
	}).toPass({ timeout: 10_000 });
}

test('a whole six-player game, with reloads mid-round (bids and half-entered tricks) and an undo, ends on the right standings and opens offline from history', async ({
	page,
	context
}) => {
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
		// The tricks start at the bids, which here add up: as entered, everyone made their bid.
		await expect(page.getByTestId('tricks-total')).toHaveText(`Tricks add up to ${round}: everyone made their bid.`);
		if (round === 2) {
			// Tricks that do not add up cannot be scored, and the button says by how much.
			const first = PLAYERS[order[0]!]!;
			await page.getByRole('button', { name: `One less: ${first}'s tricks` }).click();
			await expect(page.getByTestId('tricks-total')).toHaveText('Tricks: 1 of 2, 1 missing');
			const score = page.getByRole('button', { name: 'Score the round' });
			await expect(score).toBeDisabled();
			await expect(score).toHaveAccessibleDescription('Tricks: 1 of 2, 1 missing');
			await page.getByRole('button', { name: `One more: ${first}'s tricks` }).click();
			await expect(score).toBeEnabled();
		}
		for (const seat of order) {
			const step = tricks.get(seat)! - bids.get(seat)!;
			for (let t = 0; t < Math.abs(step); t++) {
				await page
					.getByRole('button', { name: `${step > 0 ? 'One more' : 'One less'}: ${PLAYERS[seat]}'s tricks` })
					.click();
			}
		}
		await expect(page.getByTestId('tricks-total')).toContainText(`Tricks add up to ${round}`);
		if (round === 6) {
			// Tricks entered but not yet scored come back after a reload too.
			await page.reload();
			await expect(page.getByTestId('tricks-total')).toContainText(`Tricks add up to ${round}`);
		}
		await page.getByRole('button', { name: 'Score the round' }).click();
		if (round === 1) {
			// After round 1 only Ben (bid 1, took 1: 30) leads; the others have 20.
			await expect(page.getByTestId('leader-1')).toHaveAccessibleName('Ben: 30, leading');
			await expect(page.getByTestId('leader-0')).toHaveAccessibleName('Anna: 20');
		}
	}

	const totals = expectedTotals();
	const ranked = PLAYERS.map((name, seat) => ({ name, total: totals[seat]! })).sort((a, b) => b.total - a.total);
	const standings = page.getByTestId('standings').getByRole('listitem');
	await expect(standings).toHaveCount(6);
	for (const [i, { name, total }] of ranked.entries()) {
		// A tie shares its place (1, 2, 2, 4…).
		const place = 1 + ranked.filter((other) => other.total > total).length;
		await expect(standings.nth(i)).toHaveText(new RegExp(`^${place}\\.\\s*${name}\\s*${total}$`));
	}
	expect(new Set(ranked.map((r) => r.total)).size, 'the planned game has a tie to check').toBeLessThan(6);
	await expect(page.getByText(`${ranked[0]!.name} wins`)).toBeVisible();

	// Later, with no network: the finished game's sheet opens from history.
	await page.evaluate(async () => navigator.serviceWorker.ready);
	await context.setOffline(true);
	await page.goto('/history');
	await page.getByRole('link', { name: /Wizard/ }).click();
	await expect(page.getByRole('heading', { name: 'The record, round by round' })).toBeVisible();
	for (let seat = 0; seat < 6; seat++) {
		await expect(page.getByTestId(`cell-${ROUNDS}-${seat}`).locator('strong')).toHaveText(
			String(totals[seat]).replace('-', '\u2212')
		);
	}
});

test('a double tap on a bid enters it once, for the bidder it was meant for', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	await page.getByRole('button', { name: /Hearts/ }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
	await page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '0', exact: true }).dblclick();
	// Ben's bid is in; Cleo is asked next, and her bid is still open.
	await expect(page.getByRole('heading', { name: 'Bid: Cleo' })).toBeVisible();
	await expect(page.getByTestId('bid-total')).toHaveText('Bids: 0 for 1 trick (under by 1)');
	await expect(page.getByRole('heading', { name: 'Bid: Anna' })).toHaveCount(0);
});

test('the second tap of a double tap does not act on the control the first one drew under the finger', async ({
	page
}) => {
	await page.clock.install();
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	// A person's second tap follows within the app's double-tap window; a loaded machine may take
	// longer than that to draw the pad, so the page's clock stands still from the first tap on.
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
	await page.getByRole('button', { name: /Hearts/ }).click();
	const zero = page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '0', exact: true });
	const box = (await zero.boundingBox())!;
	// The bid pad drawn by the first tap takes the double tap's second click (detail 2), at once.
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down({ clickCount: 2 });
	await page.mouse.up({ clickCount: 2 });
	await expect(page.getByTestId('bid-total')).toHaveText('Bids: 0 for 1 trick (under by 1)');
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();
	// A tap of its own bids.
	await zero.click();
	await expect(page.getByRole('heading', { name: 'Bid: Cleo' })).toBeVisible();
});

test('a past round is corrected and every later total follows; the forbidden dealer bid is disabled with its reason', async ({
	page
}) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna', ["Bids may not add up to the round's tricks"]);
	// Round 1: Ben 1, Cleo 0, then Anna deals and bids last: 0 would make 1 of 1, so it cannot be tapped.
	await page.getByRole('button', { name: /Jester/ }).click();
	await bid(page, 1);
	await bid(page, 0);
	const zero = page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '0', exact: true });
	await expect(zero).toBeDisabled();
	await expect(zero).toHaveAccessibleDescription(
		'The dealer may not bid 0: the bids would add up to 1, the number of tricks.'
	);
	await bid(page, 1);
	// The tricks start at the bids (Ben 1, Cleo 0, Anna 1): Anna took none.
	await page.getByRole('button', { name: "One less: Anna's tricks" }).click();
	await page.getByRole('button', { name: 'Score the round' }).click();
	// Round 2: Cleo 0, Anna 0, Ben 1 (allowed: 1 of 2); Cleo takes both.
	await page.getByRole('button', { name: /Spades/ }).click();
	await bid(page, 0);
	await bid(page, 0);
	await bid(page, 1);
	await page.getByRole('button', { name: "One less: Ben's tricks" }).click();
	await page.getByRole('button', { name: "One more: Cleo's tricks" }).click();
	await page.getByRole('button', { name: "One more: Cleo's tricks" }).click();
	await page.getByRole('button', { name: 'Score the round' }).click();
	// Anna: -10, 20 = 10; Ben: 30, -10 = 20; Cleo: 20, -20 = 0.
	await expect(page.getByTestId('cell-2-0').locator('strong')).toHaveText('10');
	await expect(page.getByTestId('cell-2-1').locator('strong')).toHaveText('20');
	await expect(page.getByTestId('cell-2-2').locator('strong')).toHaveText('0');

	// It turns out Anna took round 1's trick, not Ben.
	await page.getByRole('button', { name: 'Correct round 1' }).click();
	await page.getByRole('button', { name: "One less: Ben's tricks" }).click();
	await page.getByRole('button', { name: "One more: Anna's tricks" }).click();
	await page.getByRole('button', { name: 'Save the correction' }).click();
	// Round 1 now: Anna 30, Ben -10, Cleo 20; every later total follows.
	await expect(page.getByTestId('cell-1-0').locator('strong')).toHaveText('30');
	await expect(page.getByTestId('cell-2-0').locator('strong')).toHaveText('50');
	// A true minus, as every sheet and the standings strip write it.
	await expect(page.getByTestId('cell-2-1').locator('strong')).toHaveText('\u221220');
	await expect(page.getByTestId('cell-2-2').locator('strong')).toHaveText('0');
	await expect(page.getByTestId('round')).toHaveText('Round 3 of 20');
});
