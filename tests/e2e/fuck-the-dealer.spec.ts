import { expect, test, type Page } from './fixtures';
import { addPlayers, startGame } from './table';

// Clockwise: Ben deals first, so Anna, on his left, guesses first.
const SEATS = ['Ben', 'Anna', 'Cleo', 'Dan'];
const LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['Clubs', 'Diamonds', 'Hearts', 'Spades'] as const;
const SYMBOLS = { Clubs: '♣', Diamonds: '♦', Hearts: '♥', Spades: '♠' };
type SuitName = (typeof SUITS)[number];
type Card = { rank: number; suit: SuitName };
const label = (rank: number) => LABELS[rank - 1]!;
const value = (rank: number) => (rank === 1 ? 14 : rank); // ace high throughout

/** A full deck in a fixed shuffled order, starting with the page's example: 9♥, a king, a four. */
function deckOrder(): Card[] {
	const cards: Card[] = SUITS.flatMap((suit) => LABELS.map((_, i) => ({ rank: i + 1, suit })));
	let seed = 777;
	for (let i = cards.length - 1; i > 0; i--) {
		seed = (seed * 16807) % 2147483647;
		const j = seed % (i + 1);
		[cards[i], cards[j]] = [cards[j]!, cards[i]!];
	}
	const take = (match: (c: Card) => boolean) => cards.splice(cards.findIndex(match), 1)[0]!;
	const example = [
		take((c) => c.rank === 9 && c.suit === 'Hearts'),
		take((c) => c.rank === 13),
		take((c) => c.rank === 4)
	];
	return [...example, ...cards];
}

type Step = {
	stage: 1 | 2 | 3;
	guesser: number;
	guess: SuitName | number | 'Higher' | 'Lower';
	card: Card;
	reference: Card | null;
};

/**
 * The whole game worked out by hand from the page, not with the app's code: who guesses what,
 * and everyone's points. The last card is always a miss in stage 1 or 2, so the deck runs out
 * in the middle of a turn.
 */
function playByHand(deck: Card[]) {
	const points = [0, 0, 0, 0];
	const steps: Step[] = [];
	let dealer = 0;
	let guesser = 1;
	let stage: 1 | 2 | 3 = 1;
	let reference: Card | null = null;
	deck.forEach((card, index) => {
		const example = [{ guess: 'Clubs' }, { guess: 7 }, { guess: 'Lower' }][index];
		let wantRight = [index % 3 === 0, index % 4 === 0, index % 2 === 0][stage - 1]!;
		if (index === 50) wantRight = stage === 2;
		if (index === 51) wantRight = false;
		let guess: Step['guess'];
		if (example) guess = example.guess as Step['guess'];
		else if (stage === 1) guess = wantRight ? card.suit : SUITS[(SUITS.indexOf(card.suit) + 1) % 4]!;
		else if (stage === 2) guess = wantRight ? card.rank : card.rank === 7 ? 8 : 7;
		else {
			const higher = value(card.rank) > value(reference!.rank);
			guess = higher === wantRight ? 'Higher' : 'Lower';
		}
		steps.push({ stage, guesser, guess, card, reference });
		let right: boolean;
		if (stage === 1) right = guess === card.suit;
		else if (stage === 2) right = guess === card.rank;
		else {
			const difference = value(card.rank) - value(reference!.rank);
			right = guess === 'Higher' ? difference > 0 : difference < 0;
		}
		points[right ? dealer : guesser]! += right ? [2, 3, 4][stage - 1]! : [2, 4, 5][stage - 1]!;
		if (right) {
			stage = 1;
			guesser = (guesser + 1) % 4;
			if (guesser === dealer) guesser = (guesser + 1) % 4;
		} else if (stage === 3) {
			stage = 1;
			dealer = guesser;
			guesser = (dealer + 1) % 4;
		} else {
			if (stage === 2) reference = card;
			stage = stage === 1 ? 2 : 3;
		}
	});
	return { points, steps, endedAtStage: stage };
}

async function enterCard(page: Page, card: Card, withSuit: boolean) {
	await page
		.getByRole('group', { name: 'The card' })
		.getByRole('button', { name: new RegExp(`^${label(card.rank)}:`) })
		.click();
	// A suit already face up for this rank is named "Hearts: already face up".
	if (withSuit)
		await page
			.getByRole('group', { name: `${label(card.rank)} of which suit?` })
			.getByRole('button', { name: new RegExp(`^${card.suit}`) })
			.click();
}

test('a whole game over 52 cards, the page’s example first, a reload mid-turn, ends mid-turn on the right standings, saying the deck is empty', async ({
	page
}) => {
	test.setTimeout(240_000);
	await addPlayers(page, SEATS);
	await startGame(page, 'Fuck the Dealer', SEATS, 'Ben');

	const deck = deckOrder();
	const { points, steps, endedAtStage } = playByHand(deck);
	expect(endedAtStage).toBeGreaterThan(1);
	let forbiddenShown = false;
	let reloaded = false;

	for (const [index, { stage, guesser: seat, guess, card, reference }] of steps.entries()) {
		const guesser = SEATS[seat]!;
		await expect(page.getByTestId('progress')).toContainText(`Card ${index + 1} of 52`);
		if (stage === 1) {
			await expect(page.getByRole('heading', { name: `${guesser}: which suit?` })).toBeVisible();
			// Each suit's button also says how many of it are left: "Clubs: 13 left".
			await page
				.getByRole('group', { name: 'the suit' })
				.getByRole('button', { name: new RegExp(`^${guess as string}:`) })
				.click();
			await expect(
				page.getByRole('heading', {
					name: `${guesser} said ${SYMBOLS[guess as SuitName]} ${guess}. Dealer: which card is it?`
				})
			).toBeVisible();
			const earlier = deck
				.slice(0, index)
				.find((c, i) => steps[i]!.stage === 1 && deck.slice(0, index).filter((d) => d.rank === c.rank).length < 4);
			if (index >= 20 && !forbiddenShown && earlier) {
				// The exact card is already face up: its suit cannot be picked, and says why.
				await page
					.getByRole('group', { name: 'The card' })
					.getByRole('button', { name: new RegExp(`^${label(earlier.rank)}:`) })
					.click();
				const suit = page
					.getByRole('group', { name: `${label(earlier.rank)} of which suit?` })
					.getByRole('button', { name: new RegExp(`^${earlier.suit}`) });
				await expect(suit).toBeDisabled();
				await expect(suit).toHaveAccessibleDescription('Struck through: already face up, so it cannot be the card.');
				// The rank is chosen again from the top, as a dealer who changed their mind would.
				await page
					.getByRole('group', { name: 'The card' })
					.getByRole('button', { name: new RegExp(`^${label(earlier.rank)}:`) })
					.click();
				forbiddenShown = true;
			}
			await enterCard(page, card, true);
		} else if (stage === 2) {
			await expect(page.getByRole('heading', { name: `${guesser}: which rank?` })).toBeVisible();
			if (index >= 10 && !reloaded) {
				// Mid-turn, the phone is locked and the page reloaded: the turn goes on where it was.
				await page.reload();
				await expect(page.getByTestId('stage')).toHaveText('Stage 2 of 3: the rank');
				await expect(page.getByRole('heading', { name: `${guesser}: which rank?` })).toBeVisible();
				reloaded = true;
			}
			await page
				.getByRole('group', { name: 'the rank' })
				.getByRole('button', { name: new RegExp(`^${label(guess as number)}:`) })
				.click();
			await enterCard(page, card, false);
		} else {
			await expect(
				page.getByRole('heading', { name: `${guesser}: higher or lower than ${label(reference!.rank)}?` })
			).toBeVisible();
			if (index === 2) {
				// A slip of the finger, taken back.
				await page.getByRole('group', { name: 'higher or lower' }).getByRole('button', { name: 'Higher' }).click();
				await page.getByRole('button', { name: /Undo/ }).click();
				await expect(page.getByRole('heading', { name: `${guesser}: higher or lower than K?` })).toBeVisible();
			}
			await page
				.getByRole('group', { name: 'higher or lower' })
				.getByRole('button', { name: guess as string })
				.click();
			await enterCard(page, card, false);
		}

		// The page's worked example, card by card.
		if (index === 0) await expect(page.getByTestId('last-step')).toHaveText('9♥: wrong. Anna +2, on to the rank.');
		if (index === 1)
			await expect(page.getByTestId('last-step')).toHaveText('K: wrong. Anna +4, on to higher or lower.');
		if (index === 2) {
			await expect(page.getByTestId('last-step')).toHaveText('4: Anna was right. Ben +4, turn over.');
			await expect(page.getByTestId('score-1')).toContainText('6');
			await expect(page.getByTestId('score-0')).toContainText('4');
			await expect(page.getByTestId('guesser')).toContainText('Cleo');
		}
	}
	expect(reloaded && forbiddenShown).toBe(true);
	await expect(page.getByTestId('last-step').locator('p').last()).toHaveText(
		'The deck is empty: all 52 cards are face up.'
	);
	await expect(page.getByTestId('last-step')).not.toContainText(/on to|turn over|takes over the deck/);

	const ranked = SEATS.map((name, seat) => ({ name, total: points[seat]! })).sort((a, b) => a.total - b.total);
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
