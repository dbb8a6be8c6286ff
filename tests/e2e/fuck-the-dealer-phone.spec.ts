// Fuck the Dealer on a small phone held in one hand: the setup's points, each stage of a turn
// and the end of the deck mid-turn, each checked by axe in both themes, with every player's
// total in view and every choice showing what was chosen.
import { expectAxeClean, expectTotalsInView } from './deck-phone';
import { expect, test, type Page } from './fixtures';
import { addPlayers, expectChosenLooksDifferent, open, PHONE, startGame } from './table';

test.use({ viewport: PHONE });

/** The most the game takes, with names long enough to be cut short on a phone. */
const EIGHT = ['Ben', 'Alexandra', 'Cleo', 'Dan', 'Eva', 'Maximilian', 'Gus', 'Hanna'];
const LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['Clubs', 'Diamonds', 'Hearts', 'Spades'];

const rank = (label: string) => ({ name: new RegExp(`^${label}:`) });
const suitGuesses = (page: Page) => page.getByRole('group', { name: 'the suit' });

async function enterCard(page: Page, label: string, suit?: string) {
	await page.getByRole('group', { name: 'The card' }).getByRole('button', rank(label)).click();
	if (suit)
		await page
			.getByRole('group', { name: `${label} of which suit?` })
			.getByRole('button', { name: new RegExp(`^${suit}`) })
			.click();
}

test('setup offers each stage’s points, the page’s by default', async ({ page }) => {
	await open(page, '/new');
	await page.getByRole('radio', { name: /Fuck the Dealer/ }).check();
	const points = [
		['Stage 1, the suit, right: the dealer takes', '2'],
		['Stage 1, the suit, wrong: the guesser takes', '2'],
		['Stage 2, the rank, right: the dealer takes', '3'],
		['Stage 2, the rank, wrong: the guesser takes', '4'],
		['Stage 3, higher or lower, right: the dealer takes', '4'],
		['Stage 3, higher or lower, wrong: the guesser takes', '5']
	];
	for (const [label, value] of points)
		await expect(page.getByRole('group', { name: label, exact: true }).locator('output')).toHaveText(value!);
	await expectAxeClean(page, 'ftd-setup');
});

test('eight players on a phone: the suits left, each stage, a forbidden card with its reason, the table’s own points', async ({
	page
}) => {
	// Eight players through three stages with axe at each: past the default on a busy machine.
	test.setTimeout(180_000);
	await addPlayers(page, EIGHT);
	await open(page, '/new');
	await page.getByRole('radio', { name: /Fuck the Dealer/ }).check();
	const roster = page.getByRole('group', { name: 'Roster' });
	for (const name of EIGHT) await roster.getByRole('button', { name }).click();
	await page.getByRole('radiogroup', { name: 'First dealer' }).getByRole('radio', { name: 'Ben' }).click();
	// The table's own price for a wrong suit: 3, one more than the page's.
	await page.getByRole('button', { name: 'One more: Stage 1, the suit, wrong: the guesser takes' }).click();
	await page.getByRole('button', { name: 'Start game' }).click();
	await expect(page).toHaveURL(/\/play\?game=/);

	// Stage 1 shows the suits left on the suit buttons, not the ranks.
	await expect(page.getByRole('heading', { name: 'Alexandra: which suit?' })).toBeVisible();
	await expect(page.getByText('Right: dealer +2. Wrong: guesser +3.')).toBeVisible();
	await expect(suitGuesses(page).getByRole('button')).toHaveText([
		/Clubs\s*13 left/,
		/Diamonds\s*13 left/,
		/Hearts\s*13 left/,
		/Spades\s*13 left/
	]);
	await expect(suitGuesses(page).getByRole('button', { name: 'Clubs: 13 left' })).toBeVisible();
	await expect(page.getByRole('group', { name: 'Face up' })).toHaveCount(0);
	await expectTotalsInView(page, 'Points', EIGHT);
	await expectAxeClean(page, 'ftd-suit');

	// The page's worked example: clubs against the 9 of hearts, seven against a king, lower than the king.
	await suitGuesses(page)
		.getByRole('button', { name: /^Clubs/ })
		.click();
	await expect(page.getByRole('heading', { name: 'Alexandra said ♣ clubs. Dealer: which card is it?' })).toBeVisible();
	await page.getByRole('group', { name: 'The card' }).getByRole('button', rank('9')).click();
	await expectChosenLooksDifferent(page.getByRole('group', { name: 'The card' }));
	await expectAxeClean(page, 'ftd-suit-card');
	await page
		.getByRole('group', { name: '9 of which suit?' })
		.getByRole('button', { name: /^Hearts/ })
		.click();
	await expect(page.getByTestId('last-step')).toHaveText('9♥: wrong. Alexandra +3, on to the rank.');

	await expect(page.getByRole('heading', { name: 'Alexandra: which rank?' })).toBeVisible();
	await expectAxeClean(page, 'ftd-rank');
	await page.getByRole('group', { name: 'the rank' }).getByRole('button', rank('7')).click();
	await expectAxeClean(page, 'ftd-rank-card');
	await enterCard(page, 'K');

	await expect(page.getByRole('heading', { name: 'Alexandra: higher or lower than K?' })).toBeVisible();
	await expectAxeClean(page, 'ftd-side');
	await page.getByRole('group', { name: 'higher or lower' }).getByRole('button', { name: 'Lower' }).click();
	await enterCard(page, '4');
	await expect(page.getByTestId('last-step')).toHaveText('4: Alexandra was right. Ben +4, turn over.');

	// The K and the 4 were entered without a suit: the suits left say "up to", and why.
	await expect(page.getByRole('heading', { name: 'Cleo: which suit?' })).toBeVisible();
	await expect(suitGuesses(page).getByRole('button', { name: 'Hearts: up to 12 left' })).toBeVisible();
	await expect(
		page.getByText('2 cards entered without their suit (stages 2 and 3) are not counted: they could be any suit.')
	).toBeVisible();
	await expectAxeClean(page, 'ftd-suit-later');

	// The 9 of hearts is face up: that suit of the 9 cannot be entered, and says why.
	await suitGuesses(page)
		.getByRole('button', { name: /^Hearts/ })
		.click();
	await page.getByRole('group', { name: 'The card' }).getByRole('button', rank('9')).click();
	const nineOfHearts = page.getByRole('group', { name: '9 of which suit?' }).getByRole('button', { name: /^Hearts/ });
	await expect(nineOfHearts).toBeDisabled();
	await expect(nineOfHearts).toHaveAccessibleName('Hearts: already face up');
	await expect(nineOfHearts).toHaveAccessibleDescription('Struck through: already face up, so it cannot be the card.');
	await expectAxeClean(page, 'ftd-suit-card-forbidden');
	await page
		.getByRole('group', { name: '9 of which suit?' })
		.getByRole('button', { name: /^Spades/ })
		.click();
	await expect(page.getByTestId('last-step')).toHaveText('9♠: wrong. Cleo +3, on to the rank.');

	await expectTotalsInView(page, 'Points', EIGHT);
	await expect(page.getByRole('list', { name: 'Points' }).getByTestId('total')).toHaveText([
		'4',
		'7',
		'3',
		'0',
		'0',
		'0',
		'0',
		'0'
	]);

	const record = page.getByRole('button', { name: 'Every card' });
	await expect(record).toHaveAttribute('aria-expanded', 'false');
	await record.click();
	await expect(record).toHaveAttribute('aria-expanded', 'true');
	await expect(page.getByRole('region', { name: 'Every card' }).locator('tbody tr[data-row]')).toHaveCount(4);
	await expectAxeClean(page, 'ftd-record-open');

	const gameId = new URL(page.url()).searchParams.get('game');
	await open(page, `/history/game?game=${gameId}`);
	await expect(page.getByRole('region', { name: 'Every card' }).locator('tbody tr[data-row]')).toHaveCount(4);
	await expectAxeClean(page, 'ftd-history-in-play');
});

test('to the end of the deck on a phone: the deck runs out in stage 2, and the last line says so, not what comes next', async ({
	page
}) => {
	test.setTimeout(180_000);
	const seats = ['Ben', 'Anna', 'Cleo', 'Dan'];
	await addPlayers(page, seats);
	await startGame(page, 'Fuck the Dealer', seats, 'Ben');
	const progress = page.getByTestId('progress');
	// Card i is the (i mod 13)th rank of the (i mod 4)th suit: 52 different cards.
	for (let i = 0; i < 50; i++) {
		await expect(progress).toContainText(`Card ${i + 1} of 52`);
		const suit = SUITS[i % 4]!;
		await suitGuesses(page)
			.getByRole('button', { name: new RegExp(`^${suit}`) })
			.click();
		await enterCard(page, LABELS[i % 13]!, suit);
	}
	// The 51st card, Q of hearts, against clubs; the 52nd, a king, against a seven.
	await suitGuesses(page)
		.getByRole('button', { name: /^Clubs/ })
		.click();
	await enterCard(page, 'Q', 'Hearts');
	await page.getByRole('group', { name: 'the rank' }).getByRole('button', rank('7')).click();
	await enterCard(page, 'K');

	// By hand: Ben deals all game and takes 2 for each of 50 right suits; the guessers go round
	// Anna, Cleo, Dan, so the 51st card is Dan's: +2, then +4, and the deck is out.
	await expect(page.getByTestId('last-step').locator('p')).toHaveText([
		'K: wrong. Dan +4.',
		'The deck is empty: all 52 cards are face up.'
	]);
	const standings = page.getByTestId('standings').getByRole('listitem');
	await expect(standings).toHaveText([/1\.\s*Anna\s*0/, /1\.\s*Cleo\s*0/, /3\.\s*Dan\s*6/, /4\.\s*Ben\s*100/]);
	await expect(page.getByText('Shared win: Anna and Cleo')).toBeVisible();
	await expectTotalsInView(page, 'Points', seats);
	// The game is over: nobody deals or guesses any more.
	await expect(page.getByRole('list', { name: 'Points' })).not.toContainText(/Dealer|Guessing/);
	await expectAxeClean(page, 'ftd-finished');

	const gameId = new URL(page.url()).searchParams.get('game');
	await open(page, `/history/game?game=${gameId}`);
	await expect(page.getByRole('region', { name: 'Every card' }).locator('tbody tr[data-row]')).toHaveCount(52);
	await expectAxeClean(page, 'ftd-history-finished');
});
