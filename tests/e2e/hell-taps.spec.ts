// Hell of a Deal by tap (issue 25, point 11), on a 360 x 740 phone. Before, a three-player round
// took 31 taps: reveal the Boss, deal, each of 12 chips chosen then "Bet" (24), 3 showdown
// marks, settle, cleanup. Now a chip is one tap and the cleanup also reveals the next Boss (as
// Begin reveals the first): deal 1, chips 12, marks 3, settle 1, cleanup 1 = 18. A slip is
// taken back by Undo, which names the chip; Fold sits apart from the chips.
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoTextField } from './play-step';
import { addPlayers, expectInViewport, PHONE, startGame } from './table';

test.use({ viewport: PHONE });

// Anna deals first, so Ben, on her left, acts first in every phase of the first round.
const SEATS = ['Anna', 'Ben', 'Cleo'];
const ORDER = ['Ben', 'Cleo', 'Anna'];

const chips = (page: Page) => page.getByRole('group', { name: 'Which chip?', exact: true });
const chip = (page: Page, name: string) => chips(page).getByRole('button', { name, exact: true });
const mat = (page: Page, name: string) => page.getByRole('region', { name: `${name}'s mat` });

async function begin(page: Page) {
	await page.clock.install();
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
	// Begin also turns the first Boss over: the deal is next.
	await page.getByRole('button', { name: 'Begin: Souls pot 3, one Favor each' }).click();
	await expect(page.getByTestId('boss').getByRole('heading')).toHaveText(/Dedly Aloor/);
}

test('a three-player round takes at most 18 taps, every one a tap', async ({ page }) => {
	await begin(page);
	let taps = 0;
	/** A tap as a player makes it, a second or more after the one before. */
	const tap = async (target: Locator) => {
		await expectNoTextField(page);
		await page.clock.fastForward(1_000);
		await target.click();
		taps++;
	};

	await tap(page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }));
	// Worked out by hand: Ben bets Soul, Heal, Soul, Favor; Cleo Soul, Soul, Reveal, Favor; Anna
	// Soul, Reveal, Soul, Favor. Nobody has Temptation when Ben heals: the Heal helps nobody,
	// without a question.
	const bets: Record<string, string[]> = {
		Ben: ['Earn a Soul', 'Heal', 'Earn a Soul', 'Draw a Favor'],
		Cleo: ['Earn a Soul', 'Earn a Soul', 'Reveal 2 Cards', 'Draw a Favor'],
		Anna: ['Earn a Soul', 'Reveal 2 Cards', 'Earn a Soul', 'Draw a Favor']
	};
	for (const [phase, name] of ['Pre-flop', 'Flop', 'Turn', 'River'].entries()) {
		await expect(page.getByTestId('phase')).toHaveText(name);
		for (const player of ORDER) {
			await expect(page.getByTestId('turn')).toHaveText(`${player}: bet one chip or fold`);
			if (phase === 1 && player === 'Cleo') await page.screenshot({ path: test.info().outputPath('chips.png') });
			await tap(chip(page, bets[player]![phase]!));
		}
	}
	await expect(mat(page, 'Ben').getByRole('listitem').filter({ hasText: 'Heal' })).toHaveText('Heal (bet)');

	// The showdown: Anna and Ben beat Dedly Aloor, Cleo loses.
	for (const [player, result] of [
		['Anna', 'Win'],
		['Ben', 'Win'],
		['Cleo', 'Lose']
	] as const)
		await tap(page.getByRole('radiogroup', { name: `${player}'s hand` }).getByRole('radio', { name: result }));
	await tap(page.getByRole('button', { name: 'Settle the round' }));

	// Who won and who lost, in words, before the Souls: 3 + 2 (Anna) + 2 (Ben) - 2 (Cleo) = 5.
	await expect(page.getByTestId('settled-who')).toHaveText(
		/Anna and Ben beat Dedly Aloor\.\s*Cleo lost to Dedly Aloor\./
	);
	await expect(page.getByTestId('settled')).toHaveText('Souls earned 4, lost 2; the pot holds 5.');
	// Cleo's backs: two Earn a Soul (1 Temptation each), Reveal and Favor (a Curse each).
	await expect(mat(page, 'Cleo').getByTestId('temptation')).toHaveText('2');
	await page.screenshot({ path: test.info().outputPath('settled.png') });
	await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
	await page.screenshot({ path: test.info().outputPath('settled-light.png') });
	await page.evaluate(() => (document.documentElement.dataset.theme = 'dark'));

	// One tap cleans up, passes the button and turns the next Boss over.
	await tap(page.getByRole('button', { name: 'Clean up, pass the button, reveal the next Boss' }));
	await expect(page.getByTestId('boss').getByRole('heading')).toHaveText(/Eenie Meanie/);
	await expect(page.getByRole('button', { name: 'Cards are dealt: Pre-flop' })).toBeVisible();

	test.info().annotations.push({ type: 'taps', description: `a three-player round: ${taps} taps` });
	console.log(`Hell of a Deal, three players: ${taps} taps a round (before: 31)`);
	expect(taps).toBeLessThanOrEqual(18);
});

test('a chip slip: Undo names the chip, Redo puts it back, and Undo again lets the right chip in', async ({ page }) => {
	await begin(page);
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
	await page.clock.fastForward(1_000);
	// Ben meant Earn a Soul and tapped Reveal 2 Cards.
	await chip(page, 'Reveal 2 Cards').click();
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	const undo = page.getByRole('button', { name: /^Undo/ });
	await expectInViewport(undo);
	await expect(undo).toHaveAccessibleName('Undo: Ben bets Reveal 2 Cards');
	await undo.click();
	await expect(page.getByTestId('undone')).toContainText('Undone: Ben bets Reveal 2 Cards');
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');
	await expect(mat(page, 'Ben').getByRole('listitem').filter({ hasText: 'Reveal 2 Cards' })).toHaveText(
		'Reveal 2 Cards'
	);

	// Redo puts the slip back as it was; Undo takes it back again.
	await page.getByTestId('undone').getByRole('button', { name: 'Redo' }).click();
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	await expect(mat(page, 'Ben').getByRole('listitem').filter({ hasText: 'Reveal 2 Cards' })).toHaveText(
		'Reveal 2 Cards (bet)'
	);
	await undo.click();
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');

	// The right chip, one tap.
	await page.clock.fastForward(1_000);
	await chip(page, 'Earn a Soul').click();
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	await expect(undo).toHaveAccessibleName('Undo: Ben bets Earn a Soul');
});

test('Fold sits apart from the chips, and the chips are big enough for a thumb', async ({ page }) => {
	await begin(page);
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');

	const fold = page.getByRole('button', { name: 'Fold', exact: true });
	await expect(chips(page).getByRole('button', { name: 'Fold' })).toHaveCount(0);
	const pad = (await chips(page).boundingBox())!;
	const foldBox = (await fold.boundingBox())!;
	// Its own row, below every chip with clear room between, the width of the screen's column.
	expect(foldBox.y).toBeGreaterThanOrEqual(pad.y + pad.height + 16);
	expect(foldBox.width).toBeGreaterThan(pad.width * 0.9);

	for (const name of ['Earn a Soul', 'Heal', 'Devilish Offering', 'Draw a Favor', 'Reveal 2 Cards', 'Wild']) {
		const button = chip(page, name);
		const box = (await button.boundingBox())!;
		expect(box.width, name).toBeGreaterThanOrEqual(44);
		expect(box.height, name).toBeGreaterThanOrEqual(44);
		const px = await button.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
		expect(px, name).toBeGreaterThanOrEqual(14);
	}

	// Fold still asks for the Bones before it is entered; Cancel goes back to the chips.
	await fold.click();
	await expect(page.getByRole('heading', { name: 'Fold: roll the Bones' })).toBeVisible();
	await expect(chips(page)).toHaveCount(0);
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(chips(page)).toBeVisible();
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');
});

test('a Wild asks what it copies, and a Heal asks whom only when two players can be healed', async ({ page }) => {
	await page.clock.install();
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
	// Anna and Cleo start with Temptation, Ben with none.
	await page.getByRole('button', { name: "One more: Anna's starting Temptation" }).click();
	await page.getByRole('button', { name: "One more: Cleo's starting Temptation" }).click();
	await page.getByRole('button', { name: /^Begin/ }).click();
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();

	// Ben's Wild: what it copies, then whom the Heal helps (Anna or Cleo, or Ben after the Wild's price).
	await page.clock.fastForward(1_000);
	await chip(page, 'Wild').click();
	await expect(page.getByText('The Wild costs a Temptation now.')).toBeVisible();
	await page.getByRole('group', { name: 'The Wild copies' }).getByRole('button', { name: 'Heal' }).click();
	const whom = page.getByRole('group', { name: 'Heal whom?' });
	await expect(whom.getByRole('button')).toHaveText(['Anna', 'Ben', 'Cleo']);
	await whom.getByRole('button', { name: 'Cleo' }).click();
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	await expect(mat(page, 'Cleo').getByTestId('temptation')).toHaveText('0');
	await expect(mat(page, 'Ben').getByTestId('temptation')).toHaveText('1');

	// Cleo's Offering: four are free, so she is asked which; Back returns to the chips.
	await page.clock.fastForward(1_000);
	await chip(page, 'Devilish Offering').click();
	const which = page.getByRole('group', { name: 'Which Offering?' });
	await expect(which.getByRole('button')).toHaveCount(4);
	await page.getByRole('button', { name: 'Back to the chips' }).click();
	await expect(which).toHaveCount(0);
	await chip(page, 'Devilish Offering').click();
	await which.getByRole('button', { name: 'Swap a card with a player' }).click();
	await expect(page.getByTestId('turn')).toHaveText('Anna: bet one chip or fold');
});

test('a double tap bets one chip: the second tap acts neither on the next player’s chips nor on the Wild’s question', async ({
	page
}) => {
	await begin(page);
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
	await page.clock.fastForward(1_000);
	await chip(page, 'Earn a Soul').dblclick();
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	await expect(mat(page, 'Cleo').getByRole('listitem').filter({ hasText: 'Earn a Soul' }).first()).toHaveText(
		'Earn a Soul'
	);
	await expect(page.getByRole('button', { name: /^Undo/ })).toHaveAccessibleName('Undo: Ben bets Earn a Soul');

	// Cleo's Wild, tapped twice, the second tap landing on a copy the first drew under the finger
	// (the browser counts it as the click's second, detail 2): the question stays asked, nothing is bet.
	await page.clock.fastForward(1_000);
	await chip(page, 'Wild').click();
	const copies = page.getByRole('group', { name: 'The Wild copies' });
	await copies.getByRole('button', { name: 'Earn a Soul' }).dispatchEvent('click', { detail: 2 });
	await expect(copies).toBeVisible();
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	await expect(mat(page, 'Cleo').getByTestId('temptation')).toHaveText('0');
});
