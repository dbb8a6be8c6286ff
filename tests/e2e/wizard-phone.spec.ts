// Wizard at the table on a small phone (issue 10): six real names on the score sheet with every
// total in view and uncut, a round entered in as few taps as the rules allow, a refusal seen
// where it was tapped, and what a screen reader needs (labels, named lists, live lines), with axe
// checking every phase in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { addPlayers, expectChosenLooksDifferent, expectInViewport, open, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

test.use({ viewport: PHONE });

const SIX = ['Annabelle', 'Benedikt', 'Cleopatra', 'Dominik', 'Evangeline', 'Frederik'];
/** Their short labels: four letters tell each of them apart. */
const SHORT = ['Anna.', 'Bene.', 'Cleo.', 'Domi.', 'Evan.', 'Fred.'];

async function stepTricks(page: Page, name: string, by: number) {
	const button = page.getByRole('button', { name: `${by > 0 ? 'One more' : 'One less'}: ${name}'s tricks` });
	for (let i = 0; i < Math.abs(by); i++) await button.click();
}

/** A total as the sheet writes it: a true minus, as on a printed score pad. */
const score = (total: number) => String(total).replace('-', '\u2212');
/** axe's findings on this screen in each theme; recorded per state, so the run lists them all. */
async function axe(page: Page, state: string) {
	await page.waitForLoadState('networkidle');
	for (const theme of ['dark', 'light'] as const) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		const { violations } = await new AxeBuilder({ page }).analyze();
		const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
		const note = `axe ${state} (${theme}): ${found.length} violations`;
		test.info().annotations.push({ type: 'axe', description: note });
		console.log(note);
		expect.soft(found, `axe on ${state} in the ${theme} theme`).toEqual([]);
	}
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
}

/**
 * The six-player plan, worked out from the rules by hand: Annabelle deals first and the deal
 * passes left. In round r the first bidder (the dealer's left) bids r, the next four 0, and the
 * dealer, who may not bid 0 (the bids would add up to r), bids r too. Up to round 5 the first
 * bidder takes every trick; from round 6 the second bidder does. The dealer takes none.
 */
function plan(round: number) {
	const dealer = (round - 1) % 6;
	const order = Array.from({ length: 6 }, (_, i) => (dealer + 1 + i) % 6);
	const bids = order.map((_, i) => (i === 0 || i === 5 ? round : 0));
	const taker = round <= 5 ? 0 : 1;
	const tricks = order.map((_, i) => (i === taker ? round : 0));
	return { dealer, order, bids, tricks };
}

/** Each seat's total after `rounds` rounds: 20 + 10 a trick for a made bid, -10 a trick off. */
function totalsAfter(rounds: number): number[] {
	const totals = new Array<number>(6).fill(0);
	for (let round = 1; round <= rounds; round++) {
		const { order, bids, tricks } = plan(round);
		order.forEach(
			(seat, i) =>
				(totals[seat]! += bids[i] === tricks[i] ? 20 + 10 * tricks[i]! : -10 * Math.abs(bids[i]! - tricks[i]!))
		);
	}
	return totals;
}

/** Every player's current total is on screen at once, none of it cut off. */
async function expectEveryTotalInView(page: Page, totals: readonly number[]) {
	await page.getByTestId('total-0').scrollIntoViewIfNeeded();
	for (const [seat, total] of totals.entries()) {
		const shown = page.getByTestId(`total-${seat}`);
		await expect(shown).toHaveText(score(total));
		await expectInViewport(shown);
		const seen = await shown.evaluate((el) => {
			const box = el.getBoundingClientRect();
			const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
			return { uncut: el.scrollWidth <= el.clientWidth, uncovered: top !== null && el.closest('th')!.contains(top) };
		});
		expect(seen, `${SIX[seat]}'s total ${total}`).toEqual({ uncut: true, uncovered: true });
	}
	// Each name as its short label, unique at the table and never cut, the leader's neither.
	const names = await page
		.locator('thead th .name')
		.evaluateAll((labels) => labels.map((el) => ({ text: el.textContent, cut: el.scrollWidth > el.clientWidth })));
	expect(names, 'the names over the columns').toEqual(SHORT.map((text) => ({ text, cut: false })));
	const cutCells = await page
		.locator('td strong')
		.evaluateAll((cells) => cells.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent));
	expect(cutCells, 'totals cut short in the rows').toEqual([]);
}

test('six real names at 360 px: every total in view, the forbidden bid and a wrong tricks total disabled with their reasons, and axe clean in every phase', async ({
	page
}) => {
	test.setTimeout(240_000);
	await addPlayers(page, SIX);
	await open(page, '/new');
	await page.getByRole('radio', { name: /Wizard/ }).check();
	for (const name of SIX) await page.getByRole('group', { name: 'Roster' }).getByRole('button', { name }).click();
	const firstDealer = page.getByRole('radiogroup', { name: 'First dealer' });
	await firstDealer.getByRole('radio', { name: 'Annabelle' }).click();
	await expectChosenLooksDifferent(firstDealer);
	await page.getByLabel("Bids may not add up to the round's tricks").check();
	await page.getByRole('button', { name: 'Start game' }).click();
	await expect(page).toHaveURL(/\/play\?game=/);

	// The undo arrow is decoration: the button is called Undo.
	await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
	await expectEveryTotalInView(page, totalsAfter(0));
	await expect(page.getByTestId('sheet-legend')).toHaveText('1/2 bid/took · +30 this round · ♠ trump');
	await axe(page, 'trump');
	await page.getByRole('button', { name: /^Wizard \(dealer picks\)/ }).click();
	await axe(page, 'trump: the dealer picks a suit');
	await page.getByRole('button', { name: 'Back' }).click();

	for (let round = 1; round <= 10; round++) {
		const { order, bids, tricks } = plan(round);
		if (round < 10) await page.getByRole('button', { name: round % 2 ? 'Hearts' : 'Spades', exact: true }).click();
		for (const [i, seat] of order.entries()) {
			await expect(page.getByRole('heading', { name: `Bid: ${SIX[seat]}` })).toBeVisible();
			if (round === 1 && i === 1) {
				await expect(page.getByRole('status').filter({ hasText: /^Bids:/ })).toHaveText(
					'Bids: 1 for 1 trick (exactly even)'
				);
				await expect(page.getByRole('list', { name: 'Bids this round' }).getByRole('listitem')).toHaveCount(6);
				await axe(page, 'bidding');
			}
			if (i === 5) {
				// The dealer may not make the bids add up: 0 is disabled, and says why.
				const zero = page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '0', exact: true });
				await expect(zero).toBeDisabled();
				await expect(zero).toHaveAccessibleDescription(
					`The dealer may not bid 0: the bids would add up to ${round}, the number of tricks.`
				);
				if (round === 1) await axe(page, "bidding: the dealer's forbidden bid");
			}
			await bid(page, bids[i]!);
		}

		// The tricks start at the bids, so they are too many by the dealer's bid: said plainly, not
		// as an error before anything was entered.
		const line = page.getByRole('status').filter({ hasText: /^Tricks/ });
		await expect(line).toHaveText(`Tricks: ${2 * round} of ${round}, ${round} too many`);
		expect(await line.evaluate((el) => getComputedStyle(el).color)).toBe(
			await page.evaluate(() => getComputedStyle(document.body).color)
		);
		if (round === 1) {
			await axe(page, 'tricks');
			// The form knows the total is off before any tap: the score is held back, and says why,
			// rather than sending the table into a refusal that would cover the rows to fix.
			const score = page.getByRole('button', { name: 'Score the round' });
			await score.scrollIntoViewIfNeeded();
			await expect(score).toBeDisabled();
			await expect(score).toHaveAccessibleDescription('Tricks: 2 of 1, 1 too many');
			await expectInViewport(line);
			await expect(page.getByTestId('refusal')).toHaveCount(0);
		}
		await stepTricks(page, SIX[order[5]!]!, -round);
		if (tricks[0] !== bids[0]) {
			await stepTricks(page, SIX[order[0]!]!, -round);
			await stepTricks(page, SIX[order[1]!]!, round);
		}
		await expect(line).toHaveText(`Tricks add up to ${round}.`);
		await page.getByRole('button', { name: 'Score the round' }).click();

		await expect(page.getByTestId(`cell-${round}-${order[0]}`)).toBeVisible();
		await expectEveryTotalInView(page, totalsAfter(round));
		if (round === 2) {
			// Each cell says whose it is and what it holds; the round column stays narrow.
			const first = order[0]!;
			const [bidOf, took] = [round, tricks[0]!];
			await expect(
				page.getByRole('cell', {
					name: `${SIX[first]}, round 2: bid ${bidOf}, took ${took}, +${20 + 10 * took}; total ${score(totalsAfter(2)[first]!)}`
				})
			).toBeVisible();
			const heading = page
				.getByRole('rowheader')
				.filter({ has: page.getByRole('button', { name: 'Correct round 2' }) });
			const box = (await heading.boundingBox())!;
			expect(box.width, 'the round column is compact').toBeLessThanOrEqual(64);
			const trump = heading.getByRole('img', { name: 'Spades' });
			const mark = (await trump.boundingBox())!;
			expect(mark.x + mark.width, 'the trump mark is not cut').toBeLessThanOrEqual(box.x + box.width);
			// The leader is named as such, and the crown is not read out.
			await expect(page.getByRole('columnheader', { name: /leading/ }).first()).toBeVisible();
			await expect(page.getByRole('columnheader', { name: /♛/ })).toHaveCount(0);

			await page.getByRole('button', { name: 'Correct round 2' }).click();
			await expect(page.getByRole('heading', { name: 'Correcting round 2' })).toBeVisible();
			await axe(page, 'correcting a round');
			await page.getByRole('button', { name: 'Cancel' }).click();
		}
	}

	const totals = totalsAfter(10);
	expect(Math.min(...totals), 'the plan has a four-character total to fit').toBeLessThanOrEqual(-100);
	await expect(page.getByRole('list', { name: 'Final standings' }).getByRole('listitem')).toHaveCount(6);
	await page.getByTestId('total-0').scrollIntoViewIfNeeded();
	await page.screenshot({ path: test.info().outputPath('finished-sheet.png') });
	await axe(page, 'finished');
	await page.getByRole('button', { name: 'Show the chart' }).click();
	await axe(page, 'finished: the chart');

	await page.goto('/history');
	await page.getByRole('link', { name: /Wizard/ }).click();
	await expect(page.getByRole('heading', { name: 'The record, round by round' })).toBeVisible();
	await expectEveryTotalInView(page, totals);
	await axe(page, 'the record in history');
});

test('a three-player round where everyone makes their bid takes five taps, whatever the round (four in the last, which has no trump card)', async ({
	page
}) => {
	test.setTimeout(180_000);
	const players = ['Anna', 'Ben', 'Cleo'];
	await addPlayers(page, players);
	await startGame(page, 'Wizard', players, 'Anna');
	// Every tap the player makes, counted where the browser delivers it.
	await page.evaluate(() => {
		const counted = window as unknown as { taps: number };
		counted.taps = 0;
		document.addEventListener('click', (event) => (counted.taps += event.isTrusted ? 1 : 0), true);
	});
	const taps: number[] = [];
	for (let round = 1; round <= 20; round++) {
		await page.evaluate(() => ((window as unknown as { taps: number }).taps = 0));
		if (round < 20) await page.getByRole('button', { name: 'Clubs', exact: true }).click();
		// The dealer's left bids 0, the next all the cards, the dealer 0: the bids add up.
		for (const value of [0, round, 0]) await bid(page, value);
		await expect(page.getByRole('status').filter({ hasText: /^Tricks/ })).toHaveText(
			`Tricks add up to ${round}: everyone made their bid.`
		);
		await page.getByRole('button', { name: 'Score the round' }).click();
		await expect(round < 20 ? page.getByTestId('round') : page.getByTestId('standings')).toContainText(
			round < 20 ? `Round ${round + 1} of 20` : 'Anna'
		);
		taps.push(await page.evaluate(() => (window as unknown as { taps: number }).taps));
	}
	const note = `taps per round: round 1: ${taps[0]}, round 10: ${taps[9]}, round 20: ${taps[19]} (all: ${taps.join(' ')})`;
	test.info().annotations.push({ type: 'taps', description: note });
	console.log(note);
	expect(taps.slice(0, 19)).toEqual(new Array(19).fill(5));
	expect(taps[19]).toBe(4);
	// Everyone made every bid. Ben bid all the cards when Cleo dealt (rounds 3, 6, … 18) and 0
	// otherwise: 20 rounds of 20, and 10 a trick for 3 + 6 + 9 + 12 + 15 + 18 = 63 tricks.
	await expect(page.getByTestId('total-1')).toHaveText('1,030');
});

test('correcting a round at 360 px: Cancel stands apart from "Save the correction"', async ({ page }) => {
	const players = ['Anna', 'Ben', 'Cleo'];
	await addPlayers(page, players);
	await startGame(page, 'Wizard', players, 'Anna');
	await page.getByRole('button', { name: 'Clubs', exact: true }).click();
	for (const value of [0, 1, 0]) await bid(page, value);
	await page.getByRole('button', { name: 'Score the round' }).click();
	await page.getByRole('button', { name: 'Correct round 1' }).click();

	const save = (await page.getByRole('button', { name: 'Save the correction' }).boundingBox())!;
	const cancel = (await page.getByRole('button', { name: 'Cancel' }).boundingBox())!;
	// Side by side or one under the other: at least 8 px between them, so a thumb hits the one it means.
	const apart = Math.max(cancel.x - (save.x + save.width), cancel.y - (save.y + save.height));
	expect(apart, 'the gap between Save the correction and Cancel').toBeGreaterThanOrEqual(8);
});
