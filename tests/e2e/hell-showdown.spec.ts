import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { addPlayers, expectInViewport, PHONE, startGame } from './table';

// The showdown judge on a phone held in one hand: the cards tapped in, a card entered twice
// refused, the judge's verdicts filled into the showdown form, one changed, the round settled.
test.use({ viewport: PHONE });

// Anna deals first, so Ben, on her left, acts first in the first round.
const SEATS = ['Anna', 'Ben'];
const SUITS: Record<string, string> = { c: 'Clubs', d: 'Diamonds', h: 'Hearts', s: 'Spades' };

/** A player takes longer than half a second to choose, so equal bets are not a double tap. A chip is one tap. */
async function bet(page: Page, player: string, chip: string) {
	await expect(page.getByTestId('turn')).toHaveText(`${player}: bet one chip or fold`);
	await page.clock.fastForward(1_000);
	await page.getByRole('group', { name: 'Which chip?' }).getByRole('button', { name: chip, exact: true }).click();
}

/** Cards written as at a table ("Jh 9c Ts"), tapped into the open place: the rank, then the suit. */
async function enter(page: Page, cards: string) {
	for (const card of cards.split(' ')) {
		const rank = card[0] === 'T' ? '10' : card[0]!;
		await page
			.getByRole('group', { name: /^Card for:/ })
			.getByRole('button', { name: new RegExp(`^${rank}:`) })
			.click();
		await page
			.getByRole('group', { name: /which suit\?$/i })
			.getByRole('button', { name: new RegExp(`^${SUITS[card[1]!]}`) })
			.click();
	}
}

async function expectNoSidewaysScroll(page: Page) {
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - document.documentElement.clientWidth
	);
	expect(overflow).toBeLessThanOrEqual(0);
}

/** axe on the judge alone, in both themes: the rest of the screen has its own checks. */
async function expectJudgePassesAxe(page: Page) {
	for (const theme of ['dark', 'light']) {
		await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
		const { violations } = await new AxeBuilder({ page }).include('section[aria-labelledby="judge-heading"]').analyze();
		expect(violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
	}
}

test('the judge suggests the verdicts, the table changes one and settles', async ({ page }) => {
	await page.clock.install();
	await addPlayers(page, SEATS);
	await startGame(page, 'Hell of a Deal', SEATS, 'Anna');
	// Begin also turns the first Boss over.
	await page.getByRole('button', { name: /^Begin/ }).click();
	await expect(page.getByTestId('boss').getByRole('heading')).toHaveText(/Dedly Aloor/);
	await page.getByRole('button', { name: 'Cards are dealt: Pre-flop' }).click();
	// Anna bets both Earn a Soul chips: her win is worth 2 Souls.
	for (const chip of ['Earn a Soul', 'Earn a Soul', 'Reveal 2 Cards', 'Draw a Favor']) {
		for (const player of ['Ben', 'Anna']) await bet(page, player, chip);
	}

	await page.getByRole('button', { name: 'Judge the hands' }).click();
	await expect(page.getByRole('button', { name: 'Judge the hands' })).toHaveAttribute('aria-expanded', 'true');
	const judge = page.getByRole('region', { name: 'Showdown judge' });
	await expect(judge.getByRole('button', { name: /^Community cards/ })).toHaveAttribute('aria-expanded', 'true');

	// The board; once it has its five cards, Anna's hand opens for entry.
	await enter(page, 'Jh 9c 9d 4s 2c');
	await expect(judge.getByRole('button', { name: /^Anna's cards/ })).toHaveAttribute('aria-expanded', 'true');
	await expectNoSidewaysScroll(page);

	// The jack of hearts again, by mistake: refused beside the picker, and Anna has no card yet.
	await enter(page, 'Jh');
	const refusal = judge.getByRole('alert');
	await expect(refusal).toHaveText('The J♥ is already entered: Community cards.');
	await expectInViewport(refusal);
	await expect(judge.getByRole('button', { name: /^Anna's cards/ })).toContainText('0 of 3');

	await enter(page, 'Js Ah 3d');
	await enter(page, '5h 6h 7c');
	// The Boss's two cards, then his printed default hand: a pair of fives, values only.
	await enter(page, 'Jd Kh');
	await expect(judge.getByTestId('judge-needs')).toContainText("Enter the Boss's default minimum hand");
	await judge.getByRole('button', { name: /^The Boss's default minimum hand/ }).click();
	const values = page.getByRole('group', { name: /^Value for:/ });
	await values.getByRole('button', { name: /^5:/ }).click();
	await values.getByRole('button', { name: /^5:/ }).click();

	// J-J-9-9-A beats the Boss's J-J-9-9-K on the kicker; Ben's pair of nines loses.
	const [anna, ben] = [judge.getByTestId('judge-verdict').nth(0), judge.getByTestId('judge-verdict').nth(1)];
	await expect(judge.getByTestId('judge-boss')).toContainText(
		'The Boss plays the cards: Two pair, jacks and nines, king kicker.'
	);
	await expect(anna).toContainText('Anna: Win');
	await expect(anna).toContainText('Two pair, jacks and nines, ace kicker');
	await expect(anna).toContainText("Both have two pair, equal up to the kickers: your ace against the Boss's king.");
	// The cards her hand uses are marked in words too, not by colour alone; her 3 is not used.
	await expect(anna.getByText('J♠, in the hand')).toBeAttached();
	await expect(anna.getByText('A♥, in the hand')).toBeAttached();
	await expect(anna.getByText('3♦, in the hand')).toHaveCount(0);
	await expect(ben).toContainText('Ben: Lose');
	await expect(ben).toContainText('Pair of nines, jack kicker');
	await expect(ben).toContainText('You have one pair, the Boss two pair.');
	await expectNoSidewaysScroll(page);
	await expectJudgePassesAxe(page);

	// The judge fills in the form; the table decides Ben's hand was a push after all.
	await judge.getByRole('button', { name: 'Fill in these verdicts' }).click();
	await expect(judge.getByRole('status')).toHaveText('Filled in below. Change any of them before settling.');
	const annaHand = page.getByRole('radiogroup', { name: "Anna's hand" });
	const benHand = page.getByRole('radiogroup', { name: "Ben's hand" });
	await expect(annaHand.getByRole('radio', { name: 'Win' })).toHaveAttribute('aria-checked', 'true');
	await expect(benHand.getByRole('radio', { name: 'Lose' })).toHaveAttribute('aria-checked', 'true');
	await benHand.getByRole('radio', { name: 'Push' }).click();
	await expect(benHand.getByRole('radio', { name: 'Push' })).toHaveAttribute('aria-checked', 'true');

	// Anna's two Souls go in; Ben's push costs nothing.
	await page.getByRole('button', { name: 'Settle the round' }).click();
	await expect(page.getByTestId('settled')).toHaveText('Souls earned 2, lost 0; the pot holds 4.');
});
