import { expect, test, type Page } from './fixtures';
import { addPlayers, startGame } from './table';

// Clockwise: Ben deals first, so Anna, on his left, guesses first (the rulebook's example).
const SEATS = ['Ben', 'Anna', 'Cleo', 'Dan'];
const LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const label = (rank: number) => LABELS[rank - 1]!;

/** The deck as the table turns it: four of each rank in a fixed shuffled order, the example's 10 first. */
function deckOrder(): number[] {
	const cards = LABELS.flatMap((_, i) => [i + 1, i + 1, i + 1, i + 1]);
	let seed = 20240611;
	for (let i = cards.length - 1; i > 0; i--) {
		seed = (seed * 16807) % 2147483647;
		const j = seed % (i + 1);
		[cards[i], cards[j]] = [cards[j]!, cards[i]!];
	}
	cards.splice(cards.indexOf(10), 1);
	return [10, ...cards];
}

/**
 * How each turn is played: the first guess; whether the dealer only says higher or lower (else
 * the dealer enters the card at once); the second guess. The first turn is the rulebook's.
 */
function planFor(index: number, card: number) {
	const other = card === 7 ? 8 : 7;
	const near = card === 13 ? 12 : card + 1;
	if (index === 0) return { first: 7, word: true, second: 12 };
	return [
		{ first: card, word: false, second: card }, // right first time
		{ first: other, word: true, second: card }, // right second time, after the dealer's word
		{ first: other, word: false, second: near }, // the card entered at once, wrong twice
		{ first: other, word: true, second: near }, // the dealer's word, wrong twice
		{ first: other, word: false, second: card } // the card entered at once, right second time
	][index % 5]!;
}

/** The whole game worked out by hand from the rulebook, not with the app's code. */
function scoreByHand(deck: number[]) {
	const totals = [0, 0, 0, 0];
	const guessers: number[] = [];
	let dealer = 0;
	let guesser = 1;
	let misses = 0;
	deck.forEach((card, index) => {
		guessers.push(guesser);
		const { first, second } = planFor(index, card);
		let missed = false;
		if (first === card) totals[dealer]! += 4;
		else if (second === card) totals[dealer]! += 2;
		else {
			totals[guesser]! += Math.abs(second - card);
			missed = true;
		}
		misses = missed ? misses + 1 : 0;
		if (misses === 3) {
			dealer = (dealer + 1) % 4;
			guesser = (dealer + 1) % 4;
			misses = 0;
		} else {
			guesser = (guesser + 1) % 4;
			if (guesser === dealer) guesser = (guesser + 1) % 4;
		}
	});
	return { totals, guessers };
}

/** Longer than the app's double-tap window (DOUBLE_TAP_MS in the game session). */
const PAST_DOUBLE_TAP_MS = 600;
let lastTap = '';

/**
 * Taps as a table does. The same tap again within DOUBLE_TAP_MS is the second tap of a double
 * tap, entered once: a player who guesses what the last one did comes at a person's pace.
 */
async function tap(page: Page, key: string, button: ReturnType<Page['getByRole']>) {
	if (key === lastTap) await page.waitForTimeout(PAST_DOUBLE_TAP_MS);
	lastTap = key;
	await button.click();
}

async function pick(page: Page, group: 'Guesses' | 'The card', rank: number) {
	await tap(
		page,
		`${group}:${rank}`,
		page.getByRole('group', { name: group }).getByRole('button', { name: new RegExp(`^${label(rank)}:`) })
	);
}

test('a whole game over 52 cards, with a reload mid-turn, an undo and forbidden cards, ends on the right standings', async ({
	page
}) => {
	test.setTimeout(240_000);
	lastTap = '';
	await addPlayers(page, SEATS);
	await startGame(page, 'Beat the Dealer', SEATS, 'Ben');

	const deck = deckOrder();
	const { totals, guessers } = scoreByHand(deck);
	const told = page.getByTestId('told');

	for (const [index, card] of deck.entries()) {
		const { first, word, second } = planFor(index, card);
		const guesser = SEATS[guessers[index]!]!;
		const side = card > first ? 'Higher' : 'Lower';
		await expect(page.getByTestId('progress')).toContainText(`Card ${index + 1} of 52`);
		await expect(page.getByRole('heading', { name: `${guesser}: first guess` })).toBeVisible();

		if (index === 11) {
			// A slip of the finger, double-tapped and taken back. The double tap enters the guess once
			// (the K is not entered as the card too), so one undo takes it back.
			await page.getByRole('group', { name: 'Guesses' }).getByRole('button', { name: /^K:/ }).dblclick();
			lastTap = 'Guesses:13';
			const theCard = page.getByRole('heading', { name: `${guesser} guessed K. Dealer: which card is it?` });
			await expect(theCard).toBeVisible();
			await expect(page.getByTestId('progress')).toContainText(`Card ${index + 1} of 52`);
			await expect(theCard).toBeVisible();
			await page.getByRole('button', { name: /Undo/ }).click();
			await expect(page.getByRole('heading', { name: `${guesser}: first guess` })).toBeVisible();
		}
		await pick(page, 'Guesses', first);
		if (first === card) {
			await pick(page, 'The card', card);
		} else if (word) {
			await tap(
				page,
				side,
				page.getByRole('group', { name: 'Or the dealer only says:' }).getByRole('button', { name: side })
			);
			await expect(told).toHaveText(`${side} than ${label(first)}`);
			await pick(page, 'Guesses', second);
			if (index === 13) {
				// The card must agree with what the dealer said: the guessed rank cannot be entered.
				const guessed = page
					.getByRole('group', { name: 'The card' })
					.getByRole('button', { name: new RegExp(`^${label(first)}:`) });
				await expect(guessed).toBeDisabled();
				await expect(guessed).toHaveAccessibleDescription(
					`Struck through: the dealer said ${side.toLowerCase()} than ${label(first)}, so it cannot be the card.`
				);
			}
			await pick(page, 'The card', card);
		} else {
			const allOut = LABELS.findIndex((_, i) => deck.slice(0, index).filter((c) => c === i + 1).length === 4) + 1;
			if (index >= 30 && allOut > 0 && index % 5 === 2) {
				// A rank whose four cards are face up cannot be the card, and says why.
				const gone = page
					.getByRole('group', { name: 'The card' })
					.getByRole('button', { name: new RegExp(`^${label(allOut)}:`) });
				await expect(gone).toBeDisabled();
				await expect(gone).toHaveAccessibleDescription(
					'Struck through: all four are face up, so it cannot be the card.'
				);
			}
			await pick(page, 'The card', card);
			// The card stays hidden: the table only learns higher or lower.
			await expect(told).toHaveText(`${side} than ${label(first)}`);
			if (index === 22) {
				// Mid-turn, the phone is locked and the page reloaded: the turn is still there.
				await page.reload();
				await expect(told).toHaveText(`${side} than ${label(first)}`);
			}
			await expect(page.getByRole('heading', { name: `${guesser}: second guess` })).toBeVisible();
			await pick(page, 'Guesses', second);
		}

		if (index === 0) {
			await expect(page.getByTestId('last-turn')).toHaveText('The card was 10. Anna guessed Q and takes 2 sips.');
			await expect(page.getByTestId('score-1')).toContainText('2');
		}
	}

	const ranked = SEATS.map((name, seat) => ({ name, total: totals[seat]! })).sort((a, b) => a.total - b.total);
	const standings = page.getByTestId('standings').getByRole('listitem');
	await expect(standings).toHaveCount(4);
	for (const [i, { name, total }] of ranked.entries()) {
		await expect(standings.nth(i)).toContainText(name);
		await expect(standings.nth(i)).toContainText(String(total));
	}
	const winners = ranked.filter((r) => r.total === ranked[0]!.total).map((r) => r.name);
	await expect(
		page.getByText(
			winners.length > 1
				? `Shared win: ${new Intl.ListFormat('en', { type: 'conjunction' }).format(winners)}`
				: `${winners[0]} wins`
		)
	).toBeVisible();
});

test('a double click on a guess enters it once: the try, then the turn, move on by one', async ({ page }) => {
	await addPlayers(page, SEATS);
	await startGame(page, 'Beat the Dealer', SEATS, 'Ben');
	const progress = page.getByTestId('progress');

	// Anna's first guess, double-clicked: the turn moves on to the dealer's answer, no further.
	await page.getByRole('group', { name: 'Guesses' }).getByRole('button', { name: /^7:/ }).dblclick();
	await expect(page.getByRole('heading', { name: 'Anna guessed 7. Dealer: which card is it?' })).toBeVisible();
	await expect(progress).toContainText('Card 1 of 52');
	await page.getByRole('group', { name: 'Or the dealer only says:' }).getByRole('button', { name: 'Higher' }).click();
	await expect(page.getByTestId('told')).toHaveText('Higher than 7');
	// Her second guess, double-clicked: taken once, and the card is still to come.
	await page.getByRole('group', { name: 'Guesses' }).getByRole('button', { name: /^Q:/ }).dblclick();
	await expect(page.getByRole('heading', { name: 'Anna guessed Q. Dealer: which card is it?' })).toBeVisible();
	await expect(progress).toContainText('Card 1 of 52');
	await page.getByRole('group', { name: 'The card' }).getByRole('button', { name: /^10:/ }).click();
	await expect(page.getByTestId('last-turn')).toHaveText('The card was 10. Anna guessed Q and takes 2 sips.');
	await expect(page.getByRole('heading', { name: 'Cleo: first guess' })).toBeVisible();
	await expect(progress).toContainText('Card 2 of 52');

	// The game's record holds each guess once.
	const gameId = new URL(page.url()).searchParams.get('game');
	await page.goto(`/history/game?game=${gameId}`);
	await page.getByText('Every action (4)').click();
	await expect(page.locator('ol.log > li')).toHaveText([
		/Anna guesses 7/,
		/Dealer Ben: higher/,
		/Anna guesses Q/,
		/Anna's card: 10/
	]);
});
