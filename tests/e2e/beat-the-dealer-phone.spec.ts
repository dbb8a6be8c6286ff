// Beat the Dealer on a small phone held in one hand: the setup's numbers, every step of a
// turn, the dealer's choice and the end of the deck, each checked by axe in both themes, with
// every player's total in view and every choice showing what was chosen.
import { expectAxeClean, expectTotalsInView } from './deck-phone';
import { expect, test, type Page } from './fixtures';
import { addPlayers, expectChosenLooksDifferent, expectInViewport, open, PHONE, startGame } from './table';

test.use({ viewport: PHONE });

/** The most the game takes, with names long enough to be cut short on a phone. */
const EIGHT = ['Ben', 'Alexandra', 'Cleo', 'Dan', 'Eva', 'Maximilian', 'Gus', 'Hanna'];
const RANK_AND_SUIT = 'Rank and suit: the exact card first time costs the dealer more';
const DUMB_GUESS = 'Dumb guess: naming a rank that is all face up costs a penalty';
const DEALERS_CHOICE = "Dealer's choice: after three misses the dealer picks the next dealer";

const guesses = (page: Page) => page.getByRole('group', { name: 'Guesses' });
const theCard = (page: Page) => page.getByRole('group', { name: 'The card' });
const rank = (label: string) => ({ name: new RegExp(`^${label}:`) });

/** A rank, then its suit, in a picker that asks for both. */
async function pickWithSuit(page: Page, group: 'Guesses' | 'The card', label: string, suit: string) {
	await page.getByRole('group', { name: group }).getByRole('button', rank(label)).click();
	await page
		.getByRole('group', { name: /of which suit\?$|^Which suit\?$/ })
		.getByRole('button', { name: new RegExp(`^${suit}`) })
		.click();
}

test('setup shows a variant’s number only while the variant is on, and the dealer’s numbers with the rulebook’s defaults', async ({
	page
}) => {
	await open(page, '/new');
	await page.getByRole('radio', { name: /Beat the Dealer/ }).check();
	await expect(page.getByRole('group', { name: 'Right first time: the dealer takes' }).locator('output')).toHaveText(
		'4'
	);
	await expect(page.getByRole('group', { name: 'Right second time: the dealer takes' }).locator('output')).toHaveText(
		'2'
	);

	const dumbPenalty = page.getByRole('group', { name: 'Dumb-guess penalty' });
	await expect(dumbPenalty).toHaveCount(0);
	await page.getByLabel(DUMB_GUESS).check();
	await expect(dumbPenalty.locator('output')).toHaveText('5');
	await page.getByLabel(DUMB_GUESS).uncheck();
	await expect(dumbPenalty).toHaveCount(0);

	const exactPenalty = page.getByRole('group', { name: "Dealer's penalty for the exact card" });
	await expect(exactPenalty).toHaveCount(0);
	await page.getByLabel(RANK_AND_SUIT).check();
	await expect(exactPenalty.locator('output')).toHaveText('8');
	await expectAxeClean(page, 'btd-setup');
});

test('eight players on a phone: each step of a turn, a refusal by the tap, the dealer’s choice, the table’s own number', async ({
	page
}) => {
	// Eight players and a dozen axe checks: past 90 s twice on a busy two-core CI machine; slow, not wrong.
	test.setTimeout(180_000);
	await addPlayers(page, EIGHT);
	await open(page, '/new');
	await page.getByRole('radio', { name: /Beat the Dealer/ }).check();
	const roster = page.getByRole('group', { name: 'Roster' });
	for (const name of EIGHT) await roster.getByRole('button', { name }).click();
	await page.getByRole('radiogroup', { name: 'First dealer' }).getByRole('radio', { name: 'Ben' }).click();
	await page.getByLabel(RANK_AND_SUIT).check();
	await page.getByLabel(DEALERS_CHOICE).check();
	// The table's own price for a right first guess: 5, one more than the rulebook's.
	await page.getByRole('button', { name: 'One more: Right first time: the dealer takes' }).click();
	await page.getByRole('button', { name: 'Start game' }).click();
	await expect(page).toHaveURL(/\/play\?game=/);

	// The first guess: Alexandra, on Ben's left.
	await expect(page.getByRole('heading', { name: 'Alexandra: first guess (rank, then suit)' })).toBeVisible();
	await expectTotalsInView(page, 'Sips taken', EIGHT);
	await expectAxeClean(page, 'btd-first-guess');

	// The hint is a toggle that shows it is on.
	const hint = page.getByRole('button', { name: 'Show the hint' });
	const offLook = await hint.evaluate((el) => getComputedStyle(el).backgroundColor);
	await hint.click();
	await expect(hint).toHaveAttribute('aria-pressed', 'true');
	expect(await hint.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(offLook);
	await expect(page.getByTestId('hint')).toBeVisible();
	await expectAxeClean(page, 'btd-first-guess-hint');
	await hint.click();

	// A rank chosen before its suit is shown as chosen.
	await guesses(page).getByRole('button', rank('K')).click();
	await expect(guesses(page).getByRole('button', rank('K'))).toHaveAttribute('aria-pressed', 'true');
	await expectChosenLooksDifferent(guesses(page));
	await expectAxeClean(page, 'btd-first-guess-rank-chosen');
	await page
		.getByRole('group', { name: 'K of which suit?' })
		.getByRole('button', { name: /^Hearts/ })
		.click();

	// Nothing is higher than a king with ace low: the refusal shows by the tapped button.
	await expect(page.getByRole('heading', { name: 'Alexandra guessed K♥. Dealer: which card is it?' })).toBeVisible();
	await expectAxeClean(page, 'btd-answer');
	await page.getByRole('group', { name: 'Or the dealer only says:' }).getByRole('button', { name: 'Higher' }).click();
	const refusal = page.getByTestId('refusal');
	await expect(refusal).toHaveText(
		'No card higher than K is left in the deck, so the dealer cannot say higher. Check the card.'
	);
	await expectInViewport(refusal);
	await expectAxeClean(page, 'btd-answer-refused');
	await page.getByRole('group', { name: 'Or the dealer only says:' }).getByRole('button', { name: 'Lower' }).click();

	// The second guess, then the card: ranks the dealer's word rules out cannot be entered.
	await expect(page.getByTestId('told')).toHaveText('Lower than K');
	await expectAxeClean(page, 'btd-second-guess');
	await guesses(page).getByRole('button', rank('Q')).click();
	const king = theCard(page).getByRole('button', rank('K'));
	await expect(king).toBeDisabled();
	await expect(king).toHaveAccessibleDescription(
		'Struck through: the dealer said lower than K, so it cannot be the card.'
	);
	await expectAxeClean(page, 'btd-second-card');
	await pickWithSuit(page, 'The card', '10', 'Spades');
	await expect(page.getByTestId('last-turn')).toHaveText('The card was 10♠. Alexandra guessed Q and takes 2 sips.');

	// Two more misses, the card entered at once: Ben has survived three and picks who deals.
	await pickWithSuit(page, 'Guesses', 'A', 'Clubs');
	await pickWithSuit(page, 'The card', 'K', 'Spades');
	await guesses(page).getByRole('button', rank('2')).click();
	await expect(page.getByTestId('last-turn')).toHaveText('The card was K♠. Cleo guessed 2 and takes 11 sips.');
	await pickWithSuit(page, 'Guesses', 'A', 'Clubs');
	await pickWithSuit(page, 'The card', 'K', 'Hearts');
	await guesses(page).getByRole('button', rank('2')).click();

	await expect(page.getByRole('heading', { name: 'Ben survived three misses and picks who deals next' })).toBeVisible();
	const next = page.getByRole('radiogroup', { name: 'Next dealer' });
	await expect(next.getByRole('radio', { name: 'Ben' })).toBeDisabled();
	await expect(next.getByRole('radio', { name: 'Ben' })).toHaveAccessibleDescription(
		'Ben: survived, so passes the deck on'
	);
	const handOver = page.getByRole('button', { name: /^Hand/ });
	await expect(handOver).toBeDisabled();
	await expectAxeClean(page, 'btd-dealers-choice');
	await next.getByRole('radio', { name: 'Eva' }).click();
	await expect(next.getByRole('radio', { name: 'Eva' })).toHaveAttribute('aria-checked', 'true');
	await expectChosenLooksDifferent(next);
	await expectAxeClean(page, 'btd-dealers-choice-picked');
	await page.getByRole('button', { name: 'Hand the deck to Eva' }).click();
	await expect(page.getByTestId('last-turn')).toContainText('Three misses in a row: Ben survived. Eva deals now.');

	// Right first time costs the dealer the table's 5, not the rulebook's 4.
	await expect(page.getByRole('heading', { name: 'Maximilian: first guess (rank, then suit)' })).toBeVisible();
	await pickWithSuit(page, 'Guesses', '7', 'Clubs');
	await pickWithSuit(page, 'The card', '7', 'Diamonds');
	await expect(page.getByTestId('last-turn')).toHaveText('7♦, right first time! Eva takes 5 sips.');
	await expectTotalsInView(page, 'Sips taken', EIGHT);
	const totals = page.getByRole('list', { name: 'Sips taken' }).getByTestId('total');
	await expect(totals).toHaveText(['0', '2', '11', '11', '5', '0', '0', '0']);

	// The record opens with one tap, as a real disclosure button.
	const record = page.getByRole('button', { name: 'Every turn' });
	await expect(record).toHaveAttribute('aria-expanded', 'false');
	await record.click();
	await expect(record).toHaveAttribute('aria-expanded', 'true');
	await expect(page.getByRole('region', { name: 'Every turn' }).locator('tbody tr[data-row]')).toHaveCount(4);
	// The sheet's header holds the same totals; the last turn shows Eva's 5 sips as taken.
	const sheet = page.getByRole('region', { name: 'Every turn' });
	await expect(sheet.locator('[data-testid^="total-"]')).toHaveText(['0', '2', '11', '11', '5', '0', '0', '0']);
	await expect(sheet.getByRole('columnheader').first()).toHaveText('Turn');
	await expect(sheet.getByTestId('turn-4').getByTestId('points')).toHaveText('+5');
	await expectAxeClean(page, 'btd-record-open');

	const gameId = new URL(page.url()).searchParams.get('game');
	await open(page, `/history/game?game=${gameId}`);
	await expect(page.getByRole('region', { name: 'Every turn' }).locator('tbody tr[data-row]')).toHaveCount(4);
	await expectAxeClean(page, 'btd-history-in-play');
});

test('to the end of the deck on a phone: a third miss on the last card passes no deck, and says the deck is empty', async ({
	page
}) => {
	test.setTimeout(180_000);
	const seats = ['Ben', 'Anna', 'Cleo', 'Dan'];
	await addPlayers(page, seats);
	await startGame(page, 'Beat the Dealer', seats, 'Ben');
	const labels = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
	const progress = page.getByTestId('progress');
	// Card i is of rank i mod 13: every guess right first time, but the last three missed.
	for (let i = 0; i < 52; i++) {
		await expect(progress).toContainText(`Card ${i + 1} of 52`);
		const label = labels[i % 13]!;
		if (i < 49) {
			await guesses(page).getByRole('button', rank(label)).click();
			await theCard(page).getByRole('button', rank(label)).click();
		} else {
			// Ace, the card at once (J, Q, K: all higher), then 2: 9, 10 and 11 off.
			await guesses(page).getByRole('button', rank('A')).click();
			await theCard(page).getByRole('button', rank(label)).click();
			await guesses(page).getByRole('button', rank('2')).click();
		}
	}
	// By hand: Ben deals all game and takes 4 for each of 49 right guesses; the guessers go
	// round Anna, Cleo, Dan, so the misses fall to Cleo (J), Dan (Q) and Anna (K).
	await expect(page.getByTestId('last-turn').locator('p')).toHaveText([
		'The card was K. Anna guessed 2 and takes 11 sips.',
		'The deck is empty: all 52 cards are face up.'
	]);
	const standings = page.getByTestId('standings').getByRole('listitem');
	await expect(standings).toHaveText([/1\.\s*Cleo\s*9/, /2\.\s*Dan\s*10/, /3\.\s*Anna\s*11/, /4\.\s*Ben\s*196/]);
	await expect(page.getByText('Cleo wins')).toBeVisible();
	await expectTotalsInView(page, 'Sips taken', seats);
	// The game is over: nobody deals or guesses any more.
	await expect(page.getByRole('list', { name: 'Sips taken' })).not.toContainText(/Dealer|Guessing/);
	await expectAxeClean(page, 'btd-finished');

	const gameId = new URL(page.url()).searchParams.get('game');
	await open(page, `/history/game?game=${gameId}`);
	await expect(page.getByRole('region', { name: 'Every turn' }).locator('tbody tr[data-row]')).toHaveCount(52);
	await expectAxeClean(page, 'btd-history-finished');
});
