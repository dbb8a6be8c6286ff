// Play screens focus on the game (issue 25, points 4 and 6), on a 360 x 740 phone in each of the
// five games: the site's links fold into one Menu; the standings strip (each player's short name
// and total, the leader marked; a co-op game's shared score) is inside the viewport after every
// tap, and no text field is shown or focused; Undo, at the bottom, names what it takes back,
// says what it took back, and Redo puts it back. Totals are worked out by hand from the rulebooks, not read from the app's code.
import { bankButton, PAST_DOUBLE_TAP_MS, role, tapValues } from './dealer-pad';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoTextField } from './play-step';
import { addPlayers, expectInViewport, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

test.use({ viewport: PHONE });

const strip = (page: Page) => page.getByRole('region', { name: 'Standings' });
const undoButton = (page: Page) => page.getByRole('button', { name: /^Undo/ });

/**
 * The strip is wholly in view, and (when given) shows each seat's total, in seat order; and no
 * keyboard can open: every entry of play is a tap.
 */
async function expectStrip(page: Page, totals?: readonly number[]): Promise<void> {
	await expectInViewport(strip(page));
	await expectNoTextField(page);
	if (totals)
		for (const [seat, total] of totals.entries())
			await expect(page.getByTestId(`strip-${seat}`).locator('.total')).toHaveText(
				new RegExp(`(^|\\D)${String(total).replace('-', '\u2212')}$`)
			);
}

/** A step as the table takes it: the tap, then the strip checked where the step left the screen. */
function stepper(page: Page) {
	return async (target: Locator) => {
		await target.click();
		await expectStrip(page);
	};
}

/** Only these seats are marked as leading. */
async function expectLeaders(page: Page, seats: number, leaders: readonly number[]): Promise<void> {
	for (let seat = 0; seat < seats; seat++) {
		const item = page.getByTestId(`strip-${seat}`);
		if (leaders.includes(seat)) await expect(item).toContainText('leads');
		else await expect(item).not.toContainText('leads');
	}
}

/**
 * Undo names what it will take back (`action`, or whatever the game calls its newest action when
 * not given); once tapped, the bar says what it took back, `undone` is seen, and Redo brings back
 * what `before` showed. Returns the action's name.
 */
async function undoAndRedo(page: Page, before: Locator, undone: Locator, action?: string): Promise<void> {
	const button = undoButton(page);
	await expectInViewport(button);
	// Within thumb reach: the bottom fifth of the screen.
	expect((await button.boundingBox())!.y).toBeGreaterThan(PHONE.height * 0.8);
	if (action) await expect(button).toHaveAccessibleName(`Undo: ${action}`);
	const named = (await button.textContent())!.replace(/^\W*Undo: /, '').trim();
	expect(named.length, 'Undo names the action').toBeGreaterThan(2);
	await button.click();
	await expect(undone).toBeVisible();
	const status = page.getByTestId('undone');
	await expect(status).toHaveRole('status');
	await expect(status).toHaveText(`Undone: ${named} · Redo`);
	await expectStrip(page);
	await page.clock.runFor(PAST_DOUBLE_TAP_MS);
	await status.getByRole('button', { name: 'Redo' }).click();
	await expect(before).toBeVisible();
	await expect(status).toHaveText('');
	await expect(undoButton(page)).toHaveAccessibleName(`Undo: ${named}`);
	await expectStrip(page);
}

test('the site’s links fold into one Menu while playing, and open from it', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	await expect(page.getByRole('link', { name: 'Players' })).toHaveCount(0);
	const menu = page.getByRole('button', { name: 'Menu' });
	const box = (await menu.boundingBox())!;
	expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
	await menu.click();
	await expect(menu).toHaveAttribute('aria-expanded', 'true');
	for (const name of ['Home', 'Players', 'History']) await expectInViewport(page.getByRole('link', { name }));
	await page.getByRole('link', { name: 'Players' }).click();
	await expect(page).toHaveURL(/\/players$/);
	await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
	await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
});

test('Wizard: the strip at every step of a round, the leader marked, Undo naming the bid and Redo', async ({
	page
}) => {
	await page.clock.install();
	const seats = ['Annabelle', 'Ben', 'Cleo'];
	await addPlayers(page, seats);
	await startGame(page, 'Wizard', seats, 'Annabelle');
	await expectStrip(page, [0, 0, 0]);
	// Nobody leads while all stand at 0; a long name shows as its short label, the whole for a screen reader.
	await expectLeaders(page, 3, []);
	await expect(page.getByTestId('strip-0')).toContainText('Anna.');
	await expect(undoButton(page)).toBeDisabled();

	await stepper(page)(page.getByRole('button', { name: 'Hearts', exact: true }));
	for (const value of [1, 0]) {
		await bid(page, value);
		await expectStrip(page);
	}
	await undoAndRedo(
		page,
		page.getByRole('heading', { name: 'Bid: Annabelle' }),
		page.getByRole('heading', { name: 'Bid: Cleo' }),
		'Cleo bids 0'
	);
	await bid(page, 0);
	await expectStrip(page);
	// The tricks start at the bids: Ben took the one trick.
	await stepper(page)(page.getByRole('button', { name: 'Score the round' }));
	await expectStrip(page, [20, 30, 20]);
	await expectLeaders(page, 3, [1]);
});

test('Beat the Dealer: the strip at every step of a turn, the fewest sips leading', async ({ page }) => {
	await page.clock.install();
	const seats = ['Anna', 'Ben', 'Cleo'];
	await addPlayers(page, seats);
	await startGame(page, 'Beat the Dealer', seats, 'Anna');
	const step = stepper(page);
	const rank = (group: string, label: string) =>
		page.getByRole('group', { name: group }).getByRole('button', { name: new RegExp(`^${label}:`) });
	await expectStrip(page, [0, 0, 0]);
	await step(rank('Guesses', '7'));
	const side = page.getByRole('group', { name: 'Or the dealer only says:' }).getByRole('button', { name: 'Higher' });
	await step(side);
	await undoAndRedo(page, page.getByTestId('told'), side);
	await step(rank('Guesses', 'Q'));
	await step(rank('The card', '10'));
	// Wrong twice, 2 off: Ben takes 2 sips; Anna and Cleo share the fewest.
	await expectStrip(page, [0, 2, 0]);
	await expectLeaders(page, 3, [0, 2]);
});

test('Fuck the Dealer: the strip at every stage of a turn, the fewest points leading', async ({ page }) => {
	await page.clock.install();
	const seats = ['Anna', 'Ben', 'Cleo'];
	await addPlayers(page, seats);
	await startGame(page, 'Fuck the Dealer', seats, 'Anna');
	const step = stepper(page);
	const card = (label: string) =>
		page.getByRole('group', { name: 'The card' }).getByRole('button', { name: new RegExp(`^${label}:`) });
	await expectStrip(page, [0, 0, 0]);
	await step(page.getByRole('group', { name: 'the suit' }).getByRole('button', { name: /^Clubs/ }));
	await step(card('9'));
	await step(page.getByRole('group', { name: '9 of which suit?' }).getByRole('button', { name: /^Hearts/ }));
	// Wrong suit: Ben +2.
	await expectStrip(page, [0, 2, 0]);
	const rankHeading = page.getByRole('heading', { name: 'Ben: which rank?' });
	await undoAndRedo(page, rankHeading, page.getByRole('heading', { name: /^Ben said ♣ clubs/ }));
	await expectStrip(page, [0, 2, 0]);
	await step(page.getByRole('group', { name: 'the rank' }).getByRole('button', { name: /^7:/ }));
	await step(card('K'));
	await step(page.getByRole('group', { name: 'higher or lower' }).getByRole('button', { name: 'Lower' }));
	await step(card('4'));
	// The rank wrong: Ben +4 more; right on the third stage: the dealer, Anna, +4. Cleo has the fewest.
	await expectStrip(page, [4, 6, 0]);
	await expectLeaders(page, 3, [2]);
});

test('The Dealer: the strip at every step of a round, through the discussion and the reveal', async ({ page }) => {
	const players = ['Anna', 'Ben', 'Cleo', 'Dan'];
	await page.clock.install();
	await addPlayers(page, players);
	await startGame(page, 'The Dealer', players, 'Anna');
	await expectStrip(page, [0, 0, 0, 0]);
	for (const [name, card] of [
		['Ben', 'Sniper'],
		['Cleo', 'Giant'],
		['Dan', 'Witness']
	] as const) {
		await role(page, name, card);
		await expectStrip(page);
	}
	const step = stepper(page);
	await step(page.getByRole('button', { name: 'These are the roles' }));
	await step(page.getByRole('button', { name: 'I am Ben: show my choice' }));
	await step(page.getByRole('radiogroup', { name: 'Predicted score' }).getByRole('radio', { name: '4', exact: true }));
	await step(page.getByRole('button', { name: 'That is my choice' }));
	await step(page.getByRole('button', { name: 'Cards are dealt' }));
	for (const name of ['Ben', 'Cleo', 'Dan']) await step(bankButton(page, name));
	await undoAndRedo(page, page.getByRole('button', { name: 'To the reveal' }), bankButton(page, 'Dan'));
	await step(page.getByRole('button', { name: 'To the reveal' }));
	// Worked out by hand (see the-dealer-taps.spec.ts): Ben 2 busts, Cleo the Giant 6, Dan 4;
	// Anna draws a 1 and a 3 for Ben's bust.
	for (const [name, value] of [
		['Ben', 2],
		['Cleo', 6],
		['Dan', 4]
	] as const) {
		await expect(page.getByRole('heading', { name: `Reveal: ${name}` })).toBeVisible();
		await page.clock.runFor(PAST_DOUBLE_TAP_MS);
		await tapValues(page, [value]);
		await expectStrip(page);
	}
	await page.clock.runFor(PAST_DOUBLE_TAP_MS);
	await tapValues(page, [1, 3]);
	await expect(page.getByTestId('round')).toHaveText('Round 2 of 4');
	await expectStrip(page, [4, 0, 6, 4]);
	await expectLeaders(page, 4, [2]);
});

test('Hell of a Deal: the strip shows the shared pot, not a ranking, at every step', async ({ page }) => {
	const seats = ['Anna', 'Ben', 'Cleo'];
	await page.clock.install();
	await addPlayers(page, seats);
	await startGame(page, 'Hell of a Deal', seats, 'Anna');
	const step = stepper(page);
	const shared = page.getByTestId('strip-shared');
	// The rulebook's pot for three players: 3 Souls.
	await step(page.getByRole('button', { name: 'Begin: Souls pot 3, one Favor each' }));
	await expect(shared).toHaveText('Team 3 Souls');
	// The team alone: a box per player would hold nothing (no one has a score of their own).
	await expect(strip(page).getByRole('listitem')).toHaveCount(1);
	await expect(strip(page).locator('.total')).toHaveCount(0);
	// Begin turned the first Boss over too: Undo takes the reveal back first, Redo puts it back.
	const deal = page.getByRole('button', { name: 'Cards are dealt: Pre-flop' });
	await undoAndRedo(page, deal, page.getByRole('button', { name: 'Reveal the next Boss' }), 'Round 1: Boss revealed');
	await step(deal);
	await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');
	await page.clock.fastForward(1_000);
	// A chip is one tap.
	await step(
		page.getByRole('group', { name: 'Which chip?', exact: true }).getByRole('button', { name: 'Earn a Soul' })
	);
	await expect(page.getByTestId('turn')).toHaveText('Cleo: bet one chip or fold');
	await expect(shared).toHaveText('Team 3 Souls');
});
