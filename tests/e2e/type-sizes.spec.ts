// Type for arm's length (issue 25, point 12): on the play screen of each of the five games, at
// 360 x 740, every target a finger taps is at least 44 x 44 px, every piece of text (names,
// bids, chip labels, notes) is at least 14 px, and every total at least 16 px, as the browser
// computes them. One scan of the screen, the same for every game; each game is played a step or
// two first so its sheet has rows, and every section that opens is opened. Each scanned screen
// also passes axe in both themes (contrast included), since a dim table is where both matter.
import { bankButton, PAST_DOUBLE_TAP_MS, role, tapValues } from './dealer-pad';
import { expectNoViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { addPlayers, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

test.use({ viewport: PHONE });

const SEATS = ['Annabelle', 'Ben', 'Cleo', 'Dan'];
/** Hell of a Deal's bets start left of the first Boss's dealer, Annabelle. */
const BETTING_ORDER = ['Ben', 'Cleo', 'Dan', 'Annabelle'];
/** The floors, in CSS pixels. */
const MIN_TARGET = 44;
const MIN_TEXT = 14;
const MIN_TOTAL = 16;

type Finding = { what: string; size: string };

/**
 * What on the play screen is smaller than the floors. Targets are what a finger taps (buttons,
 * links, radios, summaries, selects), measured by their box; text is every rendered text node
 * inside the play screen, measured by its parent's computed font size; totals (the strip's and
 * the sheets') must be larger still. Text kept for screen readers only is not seen, so skipped.
 */
async function tooSmall(
	page: Page
): Promise<{ targets: Finding[]; text: Finding[]; totals: Finding[]; measured: number }> {
	return page.evaluate(
		({ minTarget, minText, minTotal }) => {
			const play = document.querySelector('.play');
			if (!play) throw new Error('no play screen');
			const seen = (el: Element) =>
				el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) && !el.closest('.visually-hidden');
			const name = (el: Element) =>
				(el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60) ||
				el.tagName.toLowerCase();

			let measured = 0;
			const targets: Finding[] = [];
			for (const el of play.querySelectorAll('button, a[href], [role="radio"], input, select, summary')) {
				if (!seen(el)) continue;
				const box = el.getBoundingClientRect();
				measured++;
				if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5)
					targets.push({ what: name(el), size: `${box.width.toFixed(1)} x ${box.height.toFixed(1)}` });
			}

			const text: Finding[] = [];
			const walker = document.createTreeWalker(play, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				const parent = node.parentElement;
				if (!parent || !node.textContent?.trim() || !seen(parent)) continue;
				const px = parseFloat(getComputedStyle(parent).fontSize);
				measured++;
				if (px < minText - 0.01) text.push({ what: node.textContent.trim().slice(0, 60), size: `${px} px` });
			}

			const totals: Finding[] = [];
			for (const el of play.querySelectorAll('.total, .score, [data-testid^="total"]')) {
				if (!seen(el)) continue;
				const px = parseFloat(getComputedStyle(el).fontSize);
				if (px < minTotal - 0.01) totals.push({ what: name(el), size: `${px} px` });
			}
			return { targets, text, totals, measured };
		},
		{ minTarget: MIN_TARGET, minText: MIN_TEXT, minTotal: MIN_TOTAL }
	);
}

/** Opens every closed section of the game (its sheet, a player's rounds), then scans. */
async function expectArmsLength(page: Page, where: string): Promise<void> {
	const closed = page.getByTestId('play-scroll').locator('[aria-expanded="false"]:not([disabled])');
	for (let opened = 0; opened < 12 && (await closed.count()) > 0; opened++) await closed.first().click();
	await expect(page.getByTestId('standings-strip')).toBeVisible();
	const found = await tooSmall(page);
	// A scan that found nothing to measure would pass whatever the sizes.
	expect(found.measured, `${where}: targets and text measured`).toBeGreaterThan(20);
	expect.soft(found.targets, `${where}: tap targets under ${MIN_TARGET} x ${MIN_TARGET} px`).toEqual([]);
	expect.soft(found.text, `${where}: text under ${MIN_TEXT} px`).toEqual([]);
	expect.soft(found.totals, `${where}: totals under ${MIN_TOTAL} px`).toEqual([]);
	for (const theme of ['light', 'dark'] as const) await expectNoViolations(page, theme);
}

/** A step's screen scanned, named for the report. */
type Scan = (step: string) => Promise<void>;

/** Each game started with four players and played through its kinds of step, each scanned. */
const GAMES: Record<string, (page: Page, scan: Scan) => Promise<void>> = {
	Wizard: async (page, scan) => {
		await page.getByRole('button', { name: 'Hearts', exact: true }).click();
		// Ben bids the one trick and the tricks start at the bids: they add up.
		await bid(page, 1);
		await scan('bidding');
		for (const value of [0, 0, 0]) await bid(page, value);
		await scan('tricks');
		await page.getByRole('button', { name: 'Score the round' }).click();
		await expect(page.getByTestId('round')).toContainText('Round 2');
		await scan('the next trump, a round on the sheet');
	},
	'Beat the Dealer': async (page, scan) => {
		const rank = (group: string, label: string) =>
			page.getByRole('group', { name: group }).getByRole('button', { name: new RegExp(`^${label}:`) });
		await rank('Guesses', '7').click();
		await scan('the answer');
		await page.getByRole('group', { name: 'Or the dealer only says:' }).getByRole('button', { name: 'Higher' }).click();
		await rank('Guesses', 'Q').click();
		await rank('The card', '10').click();
		// The next guess, with a face-up card counted on its rank.
		await expect(rank('Guesses', '10')).toBeVisible();
		await scan('the next guess, a turn on the sheet');
	},
	'Fuck the Dealer': async (page, scan) => {
		await page
			.getByRole('group', { name: 'the suit' })
			.getByRole('button', { name: /^Clubs/ })
			.click();
		await page.getByRole('group', { name: 'The card' }).getByRole('button', { name: /^9:/ }).click();
		await scan('the suit of the card');
		await page
			.getByRole('group', { name: '9 of which suit?' })
			.getByRole('button', { name: /^Hearts/ })
			.click();
		await expect(page.getByRole('heading', { name: 'Ben: which rank?' })).toBeVisible();
		await scan('the rank');
	},
	'The Dealer': async (page, scan) => {
		for (const [name, card] of [
			['Ben', 'Sniper'],
			['Cleo', 'Giant'],
			['Dan', 'Witness']
		] as const)
			await role(page, name, card);
		await page.getByRole('button', { name: 'These are the roles' }).click();
		await page.getByRole('button', { name: 'I am Ben: show my choice' }).click();
		await page
			.getByRole('radiogroup', { name: 'Predicted score' })
			.getByRole('radio', { name: '4', exact: true })
			.click();
		await scan("the Sniper's prediction");
		await page.getByRole('button', { name: 'That is my choice' }).click();
		await page.getByRole('button', { name: 'Cards are dealt' }).click();
		await scan('the discussion');
		for (const name of ['Ben', 'Cleo', 'Dan']) await bankButton(page, name).click();
		await page.getByRole('button', { name: 'To the reveal' }).click();
		await scan('the reveal');
		for (const value of [2, 6, 4]) {
			await page.clock.runFor(PAST_DOUBLE_TAP_MS);
			await tapValues(page, [value]);
		}
		await page.clock.runFor(PAST_DOUBLE_TAP_MS);
		await tapValues(page, [1, 3]);
		await expect(page.getByTestId('round')).toHaveText('Round 2 of 4');
		await scan('the next round, a round on the sheet');
	},
	'Hell of a Deal': async (page, scan) => {
		// Begin also turns the first Boss over.
		await page.getByRole('button', { name: 'Begin: Souls pot 4, one Favor each' }).click();
		await expect(page.getByRole('button', { name: 'Cards are dealt: Pre-flop' })).toBeVisible();
		await scan('the Boss');
		await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
		await page.clock.fastForward(1_000);
		await expect(page.getByTestId('turn')).toHaveText('Ben: bet one chip or fold');
		await scan('a bet: the chips');
		// The Wild's question, a row of buttons like the chips.
		await page.getByRole('group', { name: 'Which chip?' }).getByRole('button', { name: 'Wild' }).click();
		await scan("the Wild's question");
		await page.getByRole('button', { name: 'Back to the chips' }).click();
		// A round played a chip at a tap, then settled: who won and lost, in words. Each tap waits
		// for its player's turn: a slow write would otherwise take the next tap on the same chip.
		for (const chip of ['Earn a Soul', 'Earn a Soul', 'Reveal 2 Cards', 'Draw a Favor'])
			for (const player of BETTING_ORDER) {
				await page.clock.fastForward(1_000);
				await expect(page.getByTestId('turn')).toHaveText(`${player}: bet one chip or fold`);
				await page.getByRole('group', { name: 'Which chip?' }).getByRole('button', { name: chip, exact: true }).click();
			}
		for (const name of SEATS)
			await page
				.getByRole('radiogroup', { name: `${name}'s hand` })
				.getByRole('radio', { name: 'Win' })
				.click();
		await page.getByRole('button', { name: 'Settle the round' }).click();
		await expect(page.getByTestId('settled-who')).toContainText('beat Dedly Aloor');
		await scan('the settled round');
	}
};

for (const [game, play] of Object.entries(GAMES))
	test(`${game} at 360 x 740: targets of 44 px, text of 14 px, totals of 16 px, axe in both themes`, async ({
		page
	}) => {
		// A whole game with two axe scans a step: Hell of a Deal took 90 s beside another worker in CI.
		test.setTimeout(180_000);
		// The Dealer's countdown and Hell's pause between turns run on this clock.
		await page.clock.install();
		await addPlayers(page, SEATS);
		await startGame(page, game, SEATS, 'Annabelle');
		await expectArmsLength(page, `${game}, first screen`);
		await play(page, (step) => expectArmsLength(page, `${game}, ${step}`));
	});
