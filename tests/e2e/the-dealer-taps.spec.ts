// The Dealer by tap alone (issue 25): a four-player round with one deal, counted tap by tap
// on a small phone, with no text field shown or focused at any step. Before the number pad
// the same round took 23 taps (each card value a tap on a field and a keystroke, and a
// Reveal or Score button after them); the target is 15 or fewer, and one tap that deals and starts the talk (issue 33) makes it 14.
import { bankButton, PAST_DOUBLE_TAP_MS, role, tapValues } from './dealer-pad';
import { expect, test, type Locator } from './fixtures';
import { expectNoTextField } from './play-step';
import { addPlayers, PHONE, startGame } from './table';

test.use({ viewport: PHONE });

/**
 * Anna deals; the cards as handed out: Ben Sniper, Cleo Giant, Dan Witness. Worked out by hand
 * from the rulebook: Ben predicts 4 and holds a 2 (under 3: bust, so the Sniper scores 0 and
 * draws nothing); Cleo, the Giant, holds a 6 (safe up to 7): 6; Dan holds a 4: 4. One bust:
 * Anna draws 2 cards, a 1 and a 3: 4. Totals: Anna 4, Ben 0, Cleo 6, Dan 4.
 */
test('a four-player round of The Dealer with one deal takes at most 14 taps, none of them on a keyboard', async ({
	page
}) => {
	const players = ['Anna', 'Ben', 'Cleo', 'Dan'];
	await page.clock.install();
	await addPlayers(page, players);
	await startGame(page, 'The Dealer', players, 'Anna');
	for (const [name, card] of [
		['Ben', 'Sniper'],
		['Cleo', 'Giant'],
		['Dan', 'Witness']
	] as const) {
		await role(page, name, card);
	}
	await page.getByRole('button', { name: 'These are the roles' }).click();

	let taps = 0;
	const tap = async (target: Locator) => {
		await expectNoTextField(page);
		await target.click();
		taps++;
	};
	const tapPad = async (values: number[]) => {
		await expectNoTextField(page);
		await page.clock.runFor(PAST_DOUBLE_TAP_MS);
		await tapValues(page, values);
		taps += values.length;
	};

	// The Sniper's secret prediction, on the passed phone.
	await tap(page.getByRole('button', { name: 'I am Ben: show my choice' }));
	await tap(page.getByRole('radiogroup', { name: 'Predicted score' }).getByRole('radio', { name: '4', exact: true }));
	await tap(page.getByRole('button', { name: 'That is my choice' }));
	// One deal; everyone banks in the discussion.
	// One tap deals and starts the talk (issue 33: it took two).
	await tap(page.getByRole('button', { name: 'Cards are dealt' }));
	for (const name of ['Ben', 'Cleo', 'Dan']) await tap(bankButton(page, name));
	await tap(page.getByRole('button', { name: 'To the reveal' }));
	// The reveal from the Dealer's left: one tap per card, the last one reveals the hand.
	for (const [name, value] of [
		['Ben', 2],
		['Cleo', 6],
		['Dan', 4]
	] as const) {
		await expect(page.getByRole('heading', { name: `Reveal: ${name}` })).toBeVisible();
		if (name === 'Ben') await page.screenshot({ path: test.info().outputPath('reveal-pad.png') });
		await tapPad([value]);
	}
	// The score: Anna's two cards for Ben's bust; the last one scores the round.
	await expect(page.getByRole('heading', { name: 'The score' })).toBeVisible();
	await page.screenshot({ path: test.info().outputPath('score-pad.png') });
	await tapPad([1, 3]);

	await expect(page.getByTestId('round')).toHaveText('Round 2 of 4');
	for (const [seat, total] of [4, 0, 6, 4].entries())
		await expect(page.getByTestId(`total-${seat}`)).toHaveText(String(total));
	test.info().annotations.push({ type: 'taps', description: `a four-player one-deal round: ${taps} taps` });
	console.log(`The Dealer, four players, one deal: ${taps} taps`);
	expect(taps).toBeLessThanOrEqual(14);
});
