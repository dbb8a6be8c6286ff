import { expect, test, type Page } from './fixtures';
import { addPlayers, startGame } from './table';

// Anna deals first, so Ben, on her left, acts first in every phase of the first round.
const SEATS = ['Anna', 'Ben'];

const mat = (page: Page, name: string) => page.getByRole('region', { name: `${name}'s mat` });

/** A chip is one tap: it is bet at once, or asks the one question its effect still needs. */
async function tapChip(page: Page, chip: string, group = 'Which chip?') {
	await page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: chip, exact: true }).click();
}

/**
 * A player takes longer than half a second to choose (the clock is moved on for it): the same
 * chip bet by the next player is their own bet, not the second tap of a double tap.
 */
async function bet(page: Page, player: string, chip: string) {
	await expect(page.getByTestId('turn')).toHaveText(`${player}: bet one chip or fold`);
	await page.clock.fastForward(1_000);
	await tapChip(page, chip);
}

/** Begin and the cleanup turn the next Boss over: the round starts with the deal. */
async function beginRound(page: Page, boss: RegExp) {
	await expect(page.getByTestId('boss').getByRole('heading')).toHaveText(boss);
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
}

/** A round where both bet Earn a Soul, Earn a Soul, Reveal 2 Cards, Draw a Favor and both win. */
async function winningRound(page: Page, boss: RegExp, order: string[], hearts = false) {
	await beginRound(page, boss);
	for (const [phase, chip] of ['Earn a Soul', 'Earn a Soul', 'Reveal 2 Cards', 'Draw a Favor'].entries()) {
		if (hearts && phase > 0) await page.getByRole('button', { name: 'No heart' }).click();
		for (const player of order) await bet(page, player, chip);
	}
	for (const player of SEATS) {
		await page
			.getByRole('radiogroup', { name: `${player}'s hand` })
			.getByRole('radio', { name: 'Win' })
			.click();
	}
	await page.getByRole('button', { name: 'Settle the round' }).click();
}

test('a whole game from the first Boss to a win over the Devil, with a fold, a Wild, a blocked heal and a reload', async ({
	page
}) => {
	await page.clock.install();
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');

	// The first game's deck, and Ben starts with 6 Temptation as a handicap.
	await expect(page.getByTestId('boss-deck')).toContainText('Dedly Aloor');
	for (let i = 0; i < 6; i++) await page.getByRole('button', { name: "One more: Ben's starting Temptation" }).click();
	await page.getByRole('button', { name: 'Begin: Souls pot 2, one Favor each' }).click();
	await expect(page.getByTestId('pot')).toHaveText('2');

	// Round 1, Dedly Aloor. Pre-flop: Ben heals himself from 6 to 5, the one player a Heal can
	// help (Anna has none), so one tap; Anna bets a Soul.
	await beginRound(page, /Dedly Aloor/);
	await expect(page.getByTestId('phase')).toHaveText('Pre-flop');
	await tapChip(page, 'Heal');
	await expect(mat(page, 'Ben').getByTestId('temptation')).toHaveText('5');
	await bet(page, 'Anna', 'Earn a Soul');

	// Flop: Ben's Wild copies Heal. Its Temptation is paid up front (5 to 6), so healing himself
	// back to 5 is allowed: the choice is checked on the board as the heal will find it. He is
	// still the only one it can help, so nobody is asked whom.
	await expect(page.getByTestId('phase')).toHaveText('Flop');
	await tapChip(page, 'Wild');
	await tapChip(page, 'Heal', 'The Wild copies');
	// Stored (the turn has moved on) before the reload; his Temptation reads 5 before and after.
	await expect(page.getByTestId('turn')).toHaveText('Anna: bet one chip or fold');
	await expect(mat(page, 'Ben').getByTestId('temptation')).toHaveText('5');

	// The tablet is locked mid-phase and the page reloaded: the table is where it was.
	await page.reload();
	await expect(page.getByTestId('phase')).toHaveText('Flop');
	await expect(page.getByTestId('turn')).toHaveText('Anna: bet one chip or fold');
	await expect(mat(page, 'Ben').getByText('Wild as Heal')).toBeVisible();

	// Anna's Heal: Ben's 5 is behind the flame barrier and Anna has none: it heals nobody, unasked.
	await tapChip(page, 'Heal');
	await expect(page.getByRole('group', { name: 'Heal whom?' })).toHaveCount(0);
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');
	await expect(mat(page, 'Anna').getByText('Heal (bet)')).toBeVisible();
	await expect(mat(page, 'Ben').getByTestId('temptation')).toHaveText('5');

	// Turn: Ben bets; Anna folds and the table enters the Bones: a Favor.
	await bet(page, 'Ben', 'Reveal 2 Cards');
	await page.getByRole('button', { name: 'Fold', exact: true }).click();
	await page.getByRole('group', { name: 'Or enter the face rolled:' }).getByRole('button', { name: 'Favor' }).click();
	await expect(mat(page, 'Anna').getByTestId('bones')).toHaveText('Bones: Favor — draw a Favor card');
	await expect(mat(page, 'Anna').getByTestId('favors')).toHaveText('2 held · 0 played');
	// River: only Ben is left to act.
	await expect(page.getByTestId('phase')).toHaveText('River');
	await bet(page, 'Ben', 'Earn a Soul');

	// Showdown: Ben beats Dedly Aloor (+1 Soul); Anna's fold loses 2 Souls and 3 Temptation (Soul 1, Heal 2).
	await expect(page.getByRole('radiogroup', { name: "Anna's hand" })).toHaveCount(0);
	await page.getByRole('radiogroup', { name: "Ben's hand" }).getByRole('radio', { name: 'Win' }).click();
	await page.getByRole('button', { name: 'Settle the round' }).click();
	// Who won and who lost is said before the Souls it moved.
	await expect(page.getByTestId('settled-who')).toHaveText(/Ben beat Dedly Aloor\.\s*Anna lost to Dedly Aloor\./);
	await expect(page.getByTestId('settled-results').getByRole('listitem')).toHaveText([/Anna\s*Folded/, /Ben\s*Win/]);
	await expect(page.getByTestId('settled')).toHaveText('Souls earned 1, lost 2; the pot holds 1.');
	await expect(mat(page, 'Anna').getByTestId('temptation')).toHaveText('3');
	await page.getByRole('button', { name: 'Clean up, pass the button, reveal the next Boss' }).click();

	// The button passes to Ben: Anna acts first from now on in rounds 2 and 4, Ben in 3 and 5.
	await winningRound(page, /Eenie Meanie/, ['Anna', 'Ben']);
	await page.getByRole('button', { name: 'Clean up, pass the button, reveal the next Boss' }).click();
	await winningRound(page, /Miss Fortune/, ['Ben', 'Anna']);
	await page.getByRole('button', { name: 'Clean up, pass the button, reveal the next Boss' }).click();
	await winningRound(page, /Demona/, ['Anna', 'Ben'], true);
	await page.getByRole('button', { name: 'Clean up, pass the button, reveal the next Boss' }).click();
	await winningRound(page, /Nick Hauss/, ['Ben', 'Anna']);
	await page.getByRole('button', { name: 'Clean up, pass the button, reveal the next Boss' }).click();
	await expect(page.getByTestId('pot')).toHaveText('17');

	// The Devil: nobody may fold; both beat him and the team wins.
	await expect(page.getByTestId('boss').getByRole('heading')).toHaveText(/The Devil Himself \(card [123] of 3\)/);
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
	await expect(page.getByText('Nobody may fold against the Devil.')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Fold', exact: true })).toHaveCount(0);
	for (const chip of ['Earn a Soul', 'Earn a Soul', 'Reveal 2 Cards', 'Draw a Favor']) {
		for (const player of ['Anna', 'Ben']) await bet(page, player, chip);
	}
	for (const player of SEATS) {
		await page
			.getByRole('radiogroup', { name: `${player}'s hand` })
			.getByRole('radio', { name: 'Win' })
			.click();
	}
	await page.getByRole('button', { name: 'Settle the round' }).click();
	await expect(page.getByTestId('game-end')).toContainText('The team wins!');
	await expect(page.getByTestId('pot')).toHaveText('21');
	await expect(page.getByTestId('sheet-round-6')).toContainText('The Devil Himself');

	await page.goto('/history');
	await expect(page.getByText('The table won · 21 Souls')).toBeVisible();
});

test('a game lost by Temptation: a second player reaches 10', async ({ page }) => {
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
	for (const player of SEATS) {
		for (let i = 0; i < 9; i++)
			await page.getByRole('button', { name: `One more: ${player}'s starting Temptation` }).click();
	}
	await page.getByRole('button', { name: /^Begin/ }).click();
	await beginRound(page, /Dedly Aloor/);

	// Ben's Wild, as an Earn a Soul, costs him his tenth Temptation.
	await tapChip(page, 'Wild');
	await tapChip(page, 'Earn a Soul', 'The Wild copies');
	await expect(mat(page, 'Ben').getByTestId('temptation')).toHaveText('10');
	await expect(page.getByTestId('game-end')).toHaveCount(0);

	// Anna takes an extra card for a Temptation: the second player at 10, and the team loses at once.
	// (Ben, who just bet, could still take one too until Anna acts.)
	await expect(page.getByRole('group', { name: 'Extra card for Ben (Dedly Aloor)' })).toBeVisible();
	await page
		.getByRole('group', { name: 'Extra card for Anna (Dedly Aloor)' })
		.getByRole('button', { name: 'Anna takes a Temptation' })
		.click();
	await expect(page.getByTestId('game-end')).toContainText('The team loses.');
	await expect(page.getByTestId('game-end')).toContainText('A second player reached 10 Temptation.');
	await expect(page.getByRole('button', { name: 'Reveal the next Boss' })).toHaveCount(0);
});

test('Double Down played after a bet lets the next player bet two chips', async ({ page }) => {
	await page.clock.install();
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
	await page.getByRole('button', { name: /^Begin/ }).click();
	await beginRound(page, /Dedly Aloor/);

	// Ben bets, then plays the Double Down he holds: its printed price, a Curse, comes with it.
	await bet(page, 'Ben', 'Earn a Soul');
	await page.getByRole('button', { name: 'Cards in play: Favors, Boss effects, adjustments' }).click();
	await page.getByRole('radiogroup', { name: 'Played by' }).getByRole('radio', { name: /Ben/ }).click();
	await page.getByRole('radiogroup', { name: 'Which Favor?' }).getByRole('radio', { name: 'Double Down' }).click();
	await expect(page.getByTestId('favor-text')).toContainText('price: a Curse');
	await page.getByRole('button', { name: 'Play the Favor' }).click();
	await expect(mat(page, 'Ben').getByTestId('favors')).toHaveText('0 held · 1 played');
	await expect(mat(page, 'Ben').getByTestId('curses')).toHaveText('1 down · 0 active');

	// Anna may now bet one chip more: Earn a Soul and Reveal 2 Cards together. The first tap
	// gathers; the second fills the bet and sends it.
	await expect(page.getByTestId('turn')).toHaveText('Anna: bet one or two chips, or fold');
	await expect(page.getByTestId('raise')).toHaveText('Double Down: Anna may bet one chip more.');
	await tapChip(page, 'Earn a Soul');
	await expect(page.getByTestId('gathered')).toHaveText('In the bet so far: Earn a Soul');
	await expect(page.getByTestId('turn')).toHaveText('Anna: bet one or two chips, or fold');
	await tapChip(page, 'Reveal 2 Cards', 'Chip 2 (optional)');
	await expect(mat(page, 'Anna').getByText('Reveal 2 Cards')).toBeVisible();

	// The Flop: Ben's own extra chip is for this bet; Anna's was taken.
	await expect(page.getByTestId('phase')).toHaveText('Flop');
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one or two chips, or fold');
	await page.clock.fastForward(1_000);
	// One chip is enough: he bets what he has gathered.
	await tapChip(page, 'Earn a Soul');
	await page.getByRole('button', { name: 'Bet Earn a Soul' }).click();
	await expect(page.getByTestId('turn')).toHaveText('Anna: bet one chip or fold');
});

test('a double tap on Apply adds one Soul to the pot, not two', async ({ page }) => {
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
	await page.getByRole('button', { name: /^Begin/ }).click();
	await expect(page.getByTestId('pot')).toHaveText('2');

	await page.getByRole('button', { name: 'Cards in play: Favors, Boss effects, adjustments' }).click();
	await page.getByRole('radiogroup', { name: 'What' }).getByRole('radio', { name: 'Souls' }).click();
	await page.getByRole('button', { name: 'Apply' }).dblclick();
	await expect(page.getByTestId('pot')).toHaveText('3');

	// Stored once: the pot reads 3 after a reload, and one undo takes it back to 2.
	await page.reload();
	await expect(page.getByTestId('pot')).toHaveText('3');
	await page.getByRole('button', { name: /Undo/ }).click();
	await expect(page.getByTestId('pot')).toHaveText('2');
});
