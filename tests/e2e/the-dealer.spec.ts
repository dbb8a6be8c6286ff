import { expect, test, type Page } from './fixtures';
import { bankButton, PAST_DOUBLE_TAP_MS, reveal, role, slot, tapValueOf, tapValues } from './dealer-pad';
import { addPlayers, startGame } from './table';

const PLAYERS = ['Anna', 'Ben', 'Cleo', 'Dan'];

// Any script error on the page fails the journey, even one the screens happen to survive.
let pageErrors: string[] = [];
test.beforeEach(({ page }) => {
	pageErrors = [];
	page.on('pageerror', (error) => pageErrors.push(error.message));
});
test.afterEach(() => {
	expect(pageErrors).toEqual([]);
});

/** The cards drawn into one scoring pile, each tapped into its own slot. */
async function pileCards(page: Page, name: string, values: number[]) {
	for (const [i, value] of values.entries()) await tapValueOf(page, `${name}'s scoring card ${i + 1}`, value);
}

/** A secret choice on the phone passed to one player: ticked, then confirmed. */
async function secretly(page: Page, name: string, choice: string) {
	await expect(page.getByTestId('pass-the-phone')).toContainText(name);
	await page.getByRole('button', { name: `I am ${name}: show my choice` }).click();
	await page.getByRole('radio', { name: choice, exact: true }).click();
	await page.getByRole('button', { name: 'That is my choice' }).click();
}

async function frenemy(page: Page, name: string, target: string, stance: 'FRIEND' | 'ENEMY') {
	await expect(page.getByText(`${name}, the Frenemy, picks a player out loud:`)).toBeVisible();
	await page
		.getByRole('radiogroup', { name: 'Players the Frenemy can pick' })
		.getByRole('radio', { name: target })
		.click();
	await secretly(page, name, stance);
}

/** The small button that takes back a bank made in this discussion: there while banked. */
function takeBack(page: Page, name: string) {
	return page.getByRole('group', { name: 'Banking' }).getByRole('button', { name: `Take back ${name}'s bank` });
}

/** Deals, and everyone banks at once: the discussion may end before its time. */
async function dealAndBankAll(page: Page, names: string[]) {
	await page.getByRole('button', { name: 'Cards are dealt' }).click();
	for (const name of names) await bankButton(page, name).click();
	await page.getByRole('button', { name: 'To the reveal' }).click();
}

/**
 * The table's plan, worked out by hand from the rulebook (not by the app's code). Seats: Anna,
 * Ben, Cleo, Dan; Anna deals first; Ben is dealt the Frenemy, Cleo the Sniper, Dan the Gambler,
 * and the cards pass left each round.
 *   R1 Anna deals. Ben banks after deal 1 with a 4; Cleo 3+3 bust; Dan 1+2, gambles a 2: 5.
 *      Anna +2+5 (Cleo's bust); Ben (Frenemy, Cleo ENEMY) +3; Cleo (Sniper, 4) nothing.
 *      Points 7, 7, 0, 5.
 *   R2 Ben deals. Cleo (Frenemy) FRIEND Dan; Dan (Sniper) 5. Cleo 5, Dan 5, Anna (Gambler) 0 bust.
 *      Ben +1+1; Cleo 5+4; Dan 5+2+2. Points 0, 2, 9, 9.       Totals 7, 9, 9, 14.
 *   R3 Cleo deals. Dan (Frenemy) FRIEND Anna; Anna (Sniper) 3. Dan 3, Anna 3, Ben (Gambler) 4 stays.
 *      Dan +1; Anna 3+0+6. Points 9, 4, 0, 4.                   Totals 16, 13, 9, 18.
 *   R4 Dan deals. Anna (Frenemy) ENEMY Ben; Ben (Sniper) 5. Anna 2 bust, Ben 5, Cleo (Gambler) 5, draws 0: bust.
 *      Dan +1+1+1+1; Ben 5+2+2; Anna's enemy succeeded: nothing. Points 0, 9, 0, 4. Totals 16, 22, 9, 22.
 *   Tie Ben-Dan at 22: Ben guesses 3 and draws a 3, Dan guesses 4 and draws a 1. Ben wins.
 */
test('a whole four-player game: secret picks, two deals in a round, a reload mid-discussion, the tiebreaker, the standings and a correction', async ({
	page
}) => {
	await page.clock.install();
	await addPlayers(page, PLAYERS);
	await startGame(page, 'The Dealer', PLAYERS, 'Anna');

	// The roles as the Dealer handed them out.
	await role(page, 'Ben', 'Frenemy');
	await role(page, 'Cleo', 'Sniper');
	await role(page, 'Dan', 'Gambler');
	await page.getByRole('button', { name: 'These are the roles' }).click();

	// Round 1.
	await expect(page.getByTestId('round')).toHaveText('Round 1 of 4');
	await expect(page.getByTestId('dealer')).toContainText('Anna');
	await frenemy(page, 'Ben', 'Cleo', 'ENEMY');
	// The public pick shows; the secret does not.
	await expect(page.getByTestId('role-list')).toContainText("Frenemy's pick: Cleo");
	await expect(page.getByRole('radio', { name: 'ENEMY', exact: true })).toHaveCount(0);
	await expect(page.getByText(/as an? (FRIEND|ENEMY)/)).toHaveCount(0);
	await secretly(page, 'Cleo', '4');

	await expect(page.getByRole('heading', { name: 'Deal 1' })).toBeVisible();
	await expect(page.getByTestId('deck')).toHaveText('Deck: 100 cards left · discard pile: 0');
	// Double taps act once: the deal's tap starts the talk and does not pause it, a bank is not
	// taken back.
	await page.getByRole('button', { name: 'Cards are dealt: start the 30-second discussion' }).dblclick();
	await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
	await bankButton(page, 'Ben').dblclick();
	await expect(takeBack(page, 'Ben')).toBeVisible();
	await expect(page.getByTestId('countdown-caption')).not.toHaveText('Paused');
	for (const name of ['Cleo', 'Dan']) await expect(bankButton(page, name)).toBeVisible();
	// Time runs out with Cleo and Dan still holding: they are active and dealt again.
	await page.clock.fastForward(34_000);
	await expect(page.getByTestId('countdown')).toHaveText('TIME');
	await expect(page.getByText('Time is up. Still holding, so active: Cleo and Dan.')).toBeVisible();

	// The next deal is on the same screen: one tap deals it and starts the talk.
	await expect(page.getByRole('heading', { name: 'Deal 2' })).toBeVisible();
	await expect(page.getByRole('list', { name: 'Players dealt a card' })).toHaveText(/Cleo\s*Dan/);
	// Time stands still between the test's steps here, so the seconds shown are exact.
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
	await page.getByRole('button', { name: 'Cards are dealt' }).click();
	// The start is stored (the screen changes only then) before any time passes.
	await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
	await page.clock.runFor(10_000);
	// A phone locked and the page reloaded mid-discussion: the countdown goes on where it was.
	await page.reload();
	await expect(page.getByTestId('countdown')).toHaveText('20');
	await page.clock.resume();
	await expect(bankButton(page, 'Cleo')).toBeVisible();
	await bankButton(page, 'Cleo').click();
	await bankButton(page, 'Dan').click();
	await page.getByRole('button', { name: 'To the reveal' }).click();

	await reveal(page, 'Ben', [4]);
	// A card left empty is refused, saying why.
	await expect(page.getByRole('heading', { name: 'Reveal: Cleo' })).toBeVisible();
	await page.clock.runFor(PAST_DOUBLE_TAP_MS);
	await tapValues(page, [3]);
	await page.getByRole('button', { name: "Reveal Cleo's cards" }).click();
	await expect(page.getByTestId('refusal')).toHaveText('Card values are whole numbers from 0 up. Fill in every card.');
	await expect(page.getByTestId('verdict')).toHaveText('');
	// A double tap on the last value reveals Cleo's cards once; its second click does not enter
	// a 3 on Dan's pad, drawn under the finger.
	await page.clock.runFor(PAST_DOUBLE_TAP_MS);
	await page.getByRole('group', { name: 'Number pad' }).getByRole('button', { name: '3', exact: true }).dblclick();
	await expect(page.getByRole('heading', { name: 'Reveal: Dan' })).toBeVisible();
	await expect(page.getByTestId('refusal')).toHaveCount(0);
	await expect(page.getByRole('list', { name: 'Revealed' }).getByRole('listitem')).toHaveCount(2);
	await expect(
		page.getByRole('list', { name: 'Revealed' }).getByRole('listitem').filter({ hasText: 'Cleo' })
	).toContainText('6: bust, over 5');
	await expect(slot(page, 'Card 1 of Dan')).toHaveAccessibleName('Card 1 of Dan: empty');
	await reveal(page, 'Dan', [1, 2]);
	await page.getByRole('button', { name: 'Draw a card' }).click();
	await tapValues(page, [2]);

	await expect(page.getByRole('heading', { name: 'The score' })).toBeVisible();
	await expect(page.getByTestId('frenemy-outcome')).toHaveText(
		'Ben (Frenemy) had Cleo as an ENEMY. The Frenemy draws a card.'
	);
	await expect(page.getByTestId('sniper-outcome')).toHaveText(
		'Cleo (Sniper) predicted 4 and scored 0. No cards for the Sniper.'
	);
	await pileCards(page, 'Anna', [2, 5]);
	await pileCards(page, 'Ben', [3]);

	// Round 2: the cards have passed left.
	await expect(page.getByTestId('round')).toHaveText('Round 2 of 4');
	await expect(page.getByTestId('dealer')).toContainText('Ben');
	await frenemy(page, 'Cleo', 'Dan', 'FRIEND');
	await secretly(page, 'Dan', '5');
	// 11 cards drawn in round 1; the Dealer's two cards and Cleo's bust hand were discarded.
	await expect(page.getByTestId('deck')).toHaveText('Deck: 89 cards left · discard pile: 4');
	await dealAndBankAll(page, ['Cleo', 'Dan', 'Anna']);
	await reveal(page, 'Cleo', [5]);
	await reveal(page, 'Dan', [5]);
	await reveal(page, 'Anna', [0]);
	await pileCards(page, 'Ben', [1, 1]);
	await pileCards(page, 'Cleo', [4]);
	await pileCards(page, 'Dan', [2, 2]);

	// Round 3, with a bank tapped by mistake and taken back, once with undo and once by hand.
	await expect(page.getByTestId('round')).toHaveText('Round 3 of 4');
	await frenemy(page, 'Dan', 'Anna', 'FRIEND');
	await secretly(page, 'Anna', '3');
	await page.getByRole('button', { name: 'Cards are dealt' }).click();
	await bankButton(page, 'Dan').click();
	await expect(takeBack(page, 'Dan')).toBeVisible();
	await page.getByRole('button', { name: 'Undo' }).click();
	await expect(bankButton(page, 'Dan')).toBeVisible();
	// At a person's pace: within DOUBLE_TAP_MS the same bank again reads as a double tap.
	await page.clock.runFor(PAST_DOUBLE_TAP_MS);
	await bankButton(page, 'Dan').click();
	await takeBack(page, 'Dan').click();
	await expect(bankButton(page, 'Dan')).toBeVisible();
	for (const name of ['Dan', 'Anna', 'Ben']) await bankButton(page, name).click();
	await page.getByRole('button', { name: 'To the reveal' }).click();
	await reveal(page, 'Dan', [3]);
	await reveal(page, 'Anna', [3]);
	await reveal(page, 'Ben', [4]);
	await page.getByRole('button', { name: 'Stay on 4' }).click();
	await expect(page.getByText('Nobody bust: the Dealer draws nothing.')).toBeVisible();
	await pileCards(page, 'Dan', [1]);
	await pileCards(page, 'Anna', [0, 6]);

	// Round 4, the last.
	await expect(page.getByTestId('round')).toHaveText('Round 4 of 4');
	await expect(page.getByText('Last round')).toBeVisible();
	await frenemy(page, 'Anna', 'Ben', 'ENEMY');
	await secretly(page, 'Ben', '5');
	await dealAndBankAll(page, ['Anna', 'Ben', 'Cleo']);
	await reveal(page, 'Anna', [2]);
	await reveal(page, 'Ben', [5]);
	await reveal(page, 'Cleo', [5]);
	await page.getByRole('button', { name: 'Draw a card' }).click();
	await tapValues(page, [0]);
	// Her 5 was safe; the 0 she drew is what bust her, and the line says so.
	await expect(
		page.getByRole('list', { name: 'Revealed' }).getByRole('listitem').filter({ hasText: 'Cleo' })
	).toContainText('drew a 0: bust');
	await pileCards(page, 'Dan', [1, 1, 1, 1]);
	await pileCards(page, 'Ben', [2, 2]);

	// Ben and Dan tie at 22: the tiebreaker.
	await expect(page.getByText('Tied for the win with 22: Ben and Dan')).toBeVisible();
	// Ben's guess and card, then Dan's: the last sends them.
	await tapValues(page, [3, 3, 4, 1]);

	await expect(page.getByText('Ben wins')).toBeVisible();
	const standings = page.getByTestId('standings').getByRole('listitem');
	const expected: [string, string, number][] = [
		['1.', 'Ben', 22],
		['2.', 'Dan', 22],
		['3.', 'Anna', 16],
		['4.', 'Cleo', 9]
	];
	await expect(standings).toHaveCount(4);
	for (const [i, [place, name, total]] of expected.entries()) {
		await expect(standings.nth(i)).toHaveText(new RegExp(`${place.replace('.', '\\.')}\\s*${name}\\s*${total}`));
	}
	// The score sheet adds up: each player's total after the last round.
	for (const [seat, total] of [16, 22, 9, 22].entries()) {
		await expect(page.getByTestId(`cell-4-${seat}`).locator('strong')).toHaveText(String(total));
	}

	// Afterwards the table finds a slip: Cleo's extra card in round 4 was a 3, not a 0. She
	// scores 8 instead of busting, so Dan (Dealer) draws for one bust only: his first two cards stay.
	await page.getByRole('button', { name: 'Correct round 4' }).click();
	await expect(page.getByRole('heading', { name: 'Correcting round 4' })).toBeVisible();
	await expect(slot(page, "Cleo's extra card")).toHaveAccessibleName("Cleo's extra card: 0");
	await tapValueOf(page, "Cleo's extra card", 3);
	await expect(slot(page, "Dan's scoring card 3")).toHaveCount(0);
	await expect(slot(page, "Dan's scoring card 2")).toHaveAccessibleName("Dan's scoring card 2: 1");
	await page.getByRole('button', { name: 'Save the correction' }).click();
	// No tie any more: the tiebreaker no longer applies, and Ben wins on points.
	await expect(page.getByText('Ben wins')).toBeVisible();
	const corrected: [string, number][] = [
		['Ben', 22],
		['Dan', 20],
		['Cleo', 17],
		['Anna', 16]
	];
	for (const [i, [name, total]] of corrected.entries()) {
		await expect(standings.nth(i)).toHaveText(new RegExp(`${i + 1}\\.\\s*${name}\\s*${total}`));
	}
	await expect(page.getByRole('heading', { name: 'Tiebreaker' })).toHaveCount(0);
});

test('the countdown shows the time elapsed, pauses, survives a reload at 12 s left, sounds and buzzes at the end, and closes banking at zero', async ({
	page
}) => {
	// Every tone's pitch and every vibration, as the page asks for them.
	await page.addInitScript(() => {
		const heard: number[] = [];
		const felt: unknown[] = [];
		Object.assign(window, { heard, felt });
		const start = OscillatorNode.prototype.start;
		OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<typeof start>) {
			heard.push(this.frequency.value);
			return start.apply(this, args);
		};
		navigator.vibrate = ((pattern: VibratePattern) => (felt.push(pattern), true)) as Navigator['vibrate'];
	});
	const cues = () =>
		page.evaluate(() => {
			const { heard, felt } = window as unknown as { heard: number[]; felt: unknown[] };
			return { heard, felt };
		});
	await page.clock.install();
	await addPlayers(page, ['Ivo', 'Jo', 'Kim']);
	await startGame(page, 'The Dealer', ['Ivo', 'Jo', 'Kim'], 'Ivo');
	await role(page, 'Jo', 'Giant');
	await role(page, 'Kim', 'Witness');
	await page.getByRole('button', { name: 'These are the roles' }).click();
	const countdown = page.getByTestId('countdown');
	// From here the page's time only moves when the test moves it.
	await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
	await page.getByRole('button', { name: 'Cards are dealt' }).click();
	await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
	await expect(countdown).toHaveText('30');
	for (const [step, shown] of [
		[1_000, '29'],
		[1_000, '28'],
		[3_000, '25'],
		[4_000, '21']
	] as const) {
		await page.clock.runFor(step);
		await expect(countdown).toHaveText(shown);
	}
	// Paused for a minute: nothing moves.
	await page.getByRole('button', { name: 'Pause' }).click();
	await page.clock.runFor(60_000);
	await expect(countdown).toHaveText('21');
	await expect(page.getByTestId('countdown-caption')).toHaveText('Paused');
	await page.getByRole('button', { name: 'Resume' }).click();
	await page.clock.runFor(9_000);
	await expect(countdown).toHaveText('12');

	await page.reload();
	await expect(countdown).toHaveText('12');
	// A reloaded page may not make sound until tapped: it asks, says why, and nothing was heard so far.
	await expect(page.getByRole('button', { name: 'Tap so the phone can beep and buzz' })).toHaveAccessibleDescription(
		/Opened mid-countdown/
	);
	await page.getByRole('button', { name: 'Tap so the phone can beep and buzz' }).click();
	await expect(page.getByRole('button', { name: 'Tap so the phone can beep and buzz' })).toHaveCount(0);
	expect(await cues()).toEqual({ heard: [], felt: [] });
	await page.clock.runFor(6_000);
	await expect(countdown).toHaveText('6');
	expect(await cues()).toEqual({ heard: [], felt: [] });
	await page.clock.runFor(1_000);
	await expect(countdown).toHaveText('5');
	// A tick in each of the last five seconds.
	await expect.poll(cues).toEqual({ heard: [880], felt: [60] });
	await page.clock.runFor(5_000);
	// The talk is over: a double tone and a long buzz, then the Dealer's 3-2-1, as large.
	await expect(countdown).toHaveText('3');
	await expect(page.getByTestId('countdown-caption')).toHaveText('Dealer: 3, 2, 1…');
	await expect
		.poll(cues)
		.toEqual({ heard: [880, 880, 880, 880, 880, 660, 660], felt: [60, 60, 60, 60, 60, [250, 100, 250]] });
	await page.clock.runFor(2_000);
	await expect(countdown).toHaveText('1');
	// Jo banks in the last second of the count: in time.
	await bankButton(page, 'Jo').click();
	await expect(takeBack(page, 'Jo')).toBeVisible();
	await page.clock.runFor(1_000);
	await expect(countdown).toHaveText('TIME');
	// Ticks at 2 and 1, and the close: a low tone and a long buzz.
	await expect.poll(async () => (await cues()).heard.slice(7)).toEqual([880, 880, 440]);
	await expect.poll(async () => (await cues()).felt.slice(6)).toEqual([60, 60, 600]);
	await expect(bankButton(page, 'Kim')).toBeDisabled();
	await expect(page.getByText('Time is up. Still holding, so active: Kim.')).toBeVisible();

	// Back from a long lock after the end: it has still run out. (Time flows again from here.)
	await page.clock.fastForward(3_600_000);
	await page.clock.resume();
	await page.reload();
	await expect(countdown).toHaveText('TIME');
	await expect(page.getByRole('heading', { name: 'Deal 2' })).toBeVisible();
	await expect(page.getByText('Kim (Witness): this second card is played face up on the table.')).toBeVisible();
});
