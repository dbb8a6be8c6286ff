// Hell of a Deal at the table on a small phone held in one hand, and on a tablet: every choice
// shows what is chosen, a refusal shows where the tap was, the sheet fits, nothing reads
// together for a screen reader, and axe finds nothing on any step in either theme.
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { addPlayers, expectChosenLooksDifferent, expectInViewport, PHONE, startGame } from './table';

// Anna deals first, so Ben, on her left, acts first in every phase of the first round.
const SEATS = ['Anna', 'Ben', 'Cleo', 'Dana'];
const ORDER = ['Ben', 'Cleo', 'Dana', 'Anna'];

const mat = (page: Page, name: string) => page.getByRole('region', { name: `${name}'s mat` });
const group = (page: Page, name: string) => page.getByRole('radiogroup', { name, exact: true });
/** A row of buttons that act at a tap: the chips, and the question a chip still asks. */
const pad = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** axe finds nothing on the screen as it stands, in the dark theme and in the light one. */
async function expectAxeClean(page: Page) {
	for (const theme of ['dark', 'light'] as const) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		const { violations } = await new AxeBuilder({ page }).analyze();
		expect(violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
	}
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));
}

/** Begin turned the Boss over: the round starts with the deal. */
async function beginRound(page: Page) {
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
}

/**
 * A player takes longer than half a second to choose (the clock is moved on for it): the same
 * chip bet by the next player is their own bet, not the second tap of a double tap.
 */
async function bet(page: Page, player: string, chip: string) {
	await expect(page.getByTestId('turn')).toHaveText(`${player}: bet one chip or fold`);
	await page.clock.fastForward(1_000);
	await pad(page, 'Which chip?').getByRole('button', { name: chip, exact: true }).click();
}

// A script error the screen survives is still a bug (an effect that re-runs itself without end
// lets a chip look unchosen): none may happen in these journeys.
const pageErrors: string[] = [];
test.beforeEach(({ page }) => {
	pageErrors.length = 0;
	page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => expect(pageErrors, 'errors in the page').toEqual([]));

/** Every corner of the box lies inside the other's. */
async function expectInside(inner: Locator, outer: Locator) {
	const a = (await inner.boundingBox())!;
	const b = (await outer.boundingBox())!;
	expect(a.x).toBeGreaterThanOrEqual(b.x);
	expect(a.y).toBeGreaterThanOrEqual(b.y);
	expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width);
	expect(a.y + a.height).toBeLessThanOrEqual(b.y + b.height);
}

test.describe('on a phone', () => {
	test.use({ viewport: PHONE });

	test('a round at 360 px: a chip asks only what it needs, a fold says its price and undoes to the chips, a refusal shows by Apply, the showdown reads per player, the sheet fits', async ({
		page
	}) => {
		// A whole round with its showdown, axe in both themes: past the default on a busy machine.
		test.setTimeout(180_000);
		await page.clock.install();
		await addPlayers(page, SEATS);
		await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
		await expectAxeClean(page);
		await page.getByRole('button', { name: 'Begin: Souls pot 4, one Favor each' }).click();
		await expectAxeClean(page);

		// The pot and each mat's counts have names; no words run together.
		await expect(page.getByRole('status', { name: 'Souls pot' })).toHaveText('4');
		const meter = (name: string) => mat(page, 'Ben').getByRole('meter', { name });
		await expect(meter('Temptation')).toHaveAttribute('aria-valuenow', '0');
		await expect(meter('Curses')).toHaveAttribute('aria-valuetext', '0 face down, 0 active');
		await expect(meter('Favors')).toHaveAttribute('aria-valuetext', '1 held, 0 played');
		const track = page.getByRole('list', { name: 'Temptation track' }).getByRole('listitem');
		await expect(track.nth(0)).toHaveText('0 Anna, Ben, Cleo, Dana');
		await expect(track.nth(10)).toHaveText('10 Flame barrier');

		// Begin turned the first Boss over.
		await expect(page.getByTestId('boss').getByRole('heading')).toHaveText(/Dedly Aloor/);
		await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();

		// The chips: a tap each. The Wild asks what it copies; an Offering copied asks which of
		// the four; each question has a way back to the chips, and passes axe.
		const chips = pad(page, 'Which chip?');
		await expect(chips.getByRole('button')).toHaveCount(6);
		await chips.getByRole('button', { name: 'Wild' }).click();
		await expect(page.getByText('The Wild costs a Temptation now.')).toBeVisible();
		await pad(page, 'The Wild copies').getByRole('button', { name: 'Devilish Offering' }).click();
		await expect(pad(page, 'Which Offering?').getByRole('button')).toHaveText([
			'Reveal a Boss card',
			'Look at 2, keep 1',
			'Swap a card with a player',
			'Take from the discard pile'
		]);
		await expectAxeClean(page);
		await page.getByRole('button', { name: 'Back to the chips' }).click();
		await expect(chips).toBeVisible();
		await expect(mat(page, 'Ben').getByTestId('temptation')).toHaveText('0');

		// Folding says what it costs before the Bones; the die is drawn, not an emoji.
		await page.getByRole('button', { name: 'Fold', exact: true }).click();
		const cost = page.getByRole('list', { name: 'If Ben folds' });
		await expect(cost).toContainText('Now: the Bones are rolled (a Favor, a Temptation or a Curse).');
		await expect(cost).toContainText('At the showdown: nothing for chips (none bet yet).');
		await expect(cost).toContainText('At the showdown: the pot loses 2 Souls to the Boss.');
		const roll = page.getByRole('button', { name: 'Roll it for us' });
		await expect(roll).toHaveText('Roll it for us');
		await expect(roll.locator('svg')).toBeVisible();
		await expectAxeClean(page);
		await page.getByRole('group', { name: 'Or enter the face rolled:' }).getByRole('button', { name: 'Curse' }).click();
		await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');

		// Undone, the fold gives Ben his chips again, not the fold step.
		await page.getByRole('button', { name: /Undo/ }).click();
		await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');
		await expect(pad(page, 'Which chip?')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Fold: roll the Bones' })).toHaveCount(0);

		// The table actions: nobody is chosen for a Favor or an adjustment until the table says who.
		await page.getByRole('button', { name: 'Cards in play: Favors, Boss effects, adjustments' }).click();
		await expect(group(page, 'Played by').getByRole('radio', { checked: true })).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Play the Favor' })).toBeDisabled();
		await group(page, 'Played by').getByRole('radio', { name: 'Cleo' }).click();
		await expectChosenLooksDifferent(group(page, 'Played by'));
		await expect(page.getByRole('button', { name: 'Play the Favor' })).toBeDisabled();
		await group(page, 'Which Favor?').getByRole('radio', { name: 'Another Favor' }).click();
		await expectChosenLooksDifferent(group(page, 'Which Favor?'));
		// Its price starts at None, shown chosen; the Instant toggle is off until pressed.
		await expect(group(page, 'Its price').getByRole('radio', { name: 'None' })).toBeChecked();
		await expectChosenLooksDifferent(group(page, 'Its price'));
		await page.getByRole('button', { name: 'Instant' }).click();
		await expect(page.getByRole('button', { name: 'Instant' })).toHaveAttribute('aria-pressed', 'true');
		await expect(page.getByRole('button', { name: 'Play the Favor' })).toBeEnabled();
		await expect(group(page, 'What').getByRole('radio', { checked: true })).toHaveCount(0);
		await expect(group(page, 'Whose').getByRole('radio', { checked: true })).toHaveCount(0);
		const apply = page.getByRole('button', { name: 'Apply' });
		await expect(apply).toBeDisabled();
		await group(page, 'What').getByRole('radio', { name: 'Temptation' }).click();
		await expect(apply).toBeDisabled();
		await group(page, 'Whose').getByRole('radio', { name: 'Anna' }).click();
		await expectChosenLooksDifferent(group(page, 'What'));
		await expectChosenLooksDifferent(group(page, 'Whose'));
		// Anna has no Temptation to take away: the refusal shows by Apply, inside the screen.
		const less = page.getByRole('button', { name: 'One less: By' });
		await less.click();
		await less.click();
		await apply.click();
		await expect(page.getByTestId('refusal')).toHaveText('That player has no Temptation to heal.');
		await expectInViewport(page.getByTestId('refusal'));
		await expectInViewport(apply);
		await expectAxeClean(page);

		// The round: everyone bets a Soul, Soul, Reveal, Favor.
		await page.getByRole('button', { name: 'Cards in play: Favors, Boss effects, adjustments' }).click();
		for (const chip of ['Earn a Soul', 'Earn a Soul', 'Reveal 2 Cards', 'Draw a Favor']) {
			for (const player of ORDER) await bet(page, player, chip);
		}

		// The showdown: each player's marks sit in that player's box, in the order of the boxes.
		const hands = page.getByRole('list', { name: 'Hands still in' }).getByRole('listitem');
		await expect(hands).toHaveCount(4);
		let above = 0;
		for (const [index, player] of SEATS.entries()) {
			const marks = group(page, `${player}'s hand`);
			await expect(hands.nth(index)).toContainText(player);
			for (const result of ['Win', 'Lose', 'Push'])
				await expectInside(marks.getByRole('radio', { name: result }), hands.nth(index));
			// Win, Lose and Push on one line.
			const [win, push] = [
				await marks.getByRole('radio', { name: 'Win' }).boundingBox(),
				await marks.getByRole('radio', { name: 'Push' }).boundingBox()
			];
			expect(push!.y).toBe(win!.y);
			const box = (await hands.nth(index).boundingBox())!;
			expect(box.y).toBeGreaterThanOrEqual(above);
			above = box.y + box.height;
		}
		await group(page, "Cleo's hand").getByRole('radio', { name: 'Push' }).click();
		await expectChosenLooksDifferent(group(page, "Cleo's hand"));
		await expect(page.getByRole('button', { name: 'Settle the round' })).toBeDisabled();
		await expectAxeClean(page);
		await group(page, "Anna's hand").getByRole('radio', { name: 'Win' }).click();
		await group(page, "Ben's hand").getByRole('radio', { name: 'Lose' }).click();
		await group(page, "Dana's hand").getByRole('radio', { name: 'Win' }).click();
		await page.getByRole('button', { name: 'Settle the round' }).click();
		await expect(page.getByTestId('settled')).toHaveText('Souls earned 4, lost 2; the pot holds 6.');
		await expectAxeClean(page);

		// The sheet: all four players and the Souls in view at once, each cell said in words.
		const sheet = page.getByRole('region', { name: 'Round by round' });
		await sheet.scrollIntoViewIfNeeded();
		for (const player of SEATS)
			await expectInViewport(sheet.getByRole('columnheader', { name: `${player}: Temptation` }));
		await expectInViewport(sheet.getByRole('columnheader', { name: 'Souls pot: 6' }));
		const row = page.getByTestId('sheet-round-1');
		await expect(row.getByRole('cell', { name: 'Anna: Win' })).toHaveText('W');
		await expect(row.getByRole('cell', { name: 'Ben: Lose' })).toHaveText('L');
		await expect(row.getByRole('cell', { name: 'Cleo: Push' })).toHaveText('P');
		await expect(row.getByRole('cell', { name: 'Souls earned 4, lost 2; the pot holds 6.' })).toContainText('6');
		await expect(row.getByTestId('points')).toHaveText('+4 \u22122');
		// The Boss's name whole, over two lines if it must, never cut ("Dedly…").
		const boss = row.getByRole('rowheader');
		await expect(boss).toContainText('Dedly Aloor');
		expect(
			await boss.evaluate((th) => [...th.querySelectorAll('*')].every((el) => el.scrollWidth <= el.clientWidth))
		).toBe(true);
		expect(await boss.evaluate((th) => th.scrollWidth <= th.clientWidth)).toBe(true);
		await expect(page.getByTestId('sheet-legend')).toHaveText('W win · L lose · P push · F folded');
		await expect(mat(page, 'Anna').getByRole('listitem').filter({ hasText: 'Reveal 2 Cards' })).toHaveText(
			'Reveal 2 Cards (bet)'
		);
	});

	test('Temptation on a full track, the team lost, and the record in history: axe finds nothing', async ({ page }) => {
		await addPlayers(page, ['Anna', 'Ben']);
		await startGame(page, 'Hell of a Deal', ['Anna', 'Ben'], 'Anna');
		for (let i = 0; i < 9; i++) await page.getByRole('button', { name: "One more: Ben's starting Temptation" }).click();
		await page.getByRole('button', { name: /^Begin/ }).click();
		await beginRound(page);

		// Ben's Wild takes him to 10; a Temptation more by hand has nowhere to go on his track.
		await pad(page, 'Which chip?').getByRole('button', { name: 'Wild' }).click();
		await pad(page, 'The Wild copies').getByRole('button', { name: 'Earn a Soul' }).click();
		await page.getByRole('button', { name: 'Cards in play: Favors, Boss effects, adjustments' }).click();
		await group(page, 'What').getByRole('radio', { name: 'Temptation' }).click();
		await group(page, 'Whose').getByRole('radio', { name: 'Ben' }).click();
		await page.getByRole('button', { name: 'Apply' }).click();
		await expect(page.getByRole('heading', { name: '1 Temptation to give away' })).toBeVisible();
		await expectAxeClean(page);

		// Anna takes it, then nine more by hand: the second player at 10, and the team loses.
		await page.getByRole('button', { name: 'Give to Anna' }).click();
		await group(page, 'Whose').getByRole('radio', { name: 'Anna' }).click();
		for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'One more: By' }).click();
		await page.getByRole('button', { name: 'Apply' }).click();
		await expect(page.getByTestId('game-end')).toContainText('The team loses.');
		await expectAxeClean(page);

		const gameId = new URL(page.url()).searchParams.get('game');
		await page.goto(`/history/game?game=${gameId}`);
		await expect(page.getByRole('region', { name: 'Round by round' })).toBeVisible();
		await expectAxeClean(page);
	});
});

test.describe('on a tablet', () => {
	test.use({ viewport: { width: 1024, height: 768 } });

	test('the 4-player board shows without scrolling, a fold and the bets included', async ({ page }) => {
		await page.clock.install();
		await addPlayers(page, SEATS);
		await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
		await page.getByRole('button', { name: /^Begin/ }).click();
		await beginRound(page);
		await bet(page, 'Ben', 'Earn a Soul');
		await page.getByRole('button', { name: 'Fold', exact: true }).click();
		await page
			.getByRole('group', { name: 'Or enter the face rolled:' })
			.getByRole('button', { name: 'Temptation' })
			.click();
		await bet(page, 'Dana', 'Reveal 2 Cards');
		// The game scrolls in its own region, under the standings.
		await page.getByTestId('play-scroll').evaluate((region) => region.scrollTo(0, 0));

		await expectInViewport(page.getByTestId('boss'));
		await expectInViewport(page.getByTestId('pot'));
		await expectInViewport(page.getByRole('list', { name: 'Temptation track' }));
		for (const player of SEATS) await expectInViewport(mat(page, player));
		await expectInViewport(pad(page, 'Which chip?'));
		await expectAxeClean(page);
	});
});
