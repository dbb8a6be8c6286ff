// The app in Czech and Norwegian (issue 12): a browser that prefers the language gets it from
// the first screen, a whole game of Wizard and the start of Fuck the Dealer read in it, with
// its plurals, and switching language mid-game changes every word without a reload.
// Buttons are found by their catalog text; the lines checked are written out here, as a
// Czech or Norwegian player would read them, so a wrong word or plural form fails.
import { expect, test, type Page } from './fixtures';
import { open, PHONE } from './table';
import { m } from '../../src/lib/paraglide/messages.js';

type Key = keyof typeof m;
/** A message of the app's catalogs in a language, as a button or heading will show it. */
const say =
	(locale: string) =>
	(key: Key, inputs: Record<string, unknown> = {}) =>
		(m[key] as (i: object, o: object) => string)(inputs, { locale });

const SIX = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];

async function addPlayers(page: Page, t: ReturnType<typeof say>, names: readonly string[]) {
	await open(page, '/players');
	for (const name of names) {
		await page.getByLabel(t('player_name'), { exact: true }).fill(name);
		await page.getByRole('button', { name: t('add_player') }).click();
		await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
	}
}

async function startGame(
	page: Page,
	t: ReturnType<typeof say>,
	game: string,
	seats: readonly string[],
	dealer: string
) {
	await open(page, '/new');
	await page.getByRole('radio', { name: new RegExp(game) }).check();
	const roster = page.getByRole('group', { name: t('setup_roster') });
	for (const name of seats) await roster.getByRole('button', { name }).click();
	await page
		.getByRole('radiogroup', { name: t('setup_first_dealer') })
		.getByRole('radio', { name: dealer })
		.click();
	await page.getByRole('button', { name: t('start_game') }).click();
	await expect(page).toHaveURL(/\/play\?game=/);
}

/** What each language says at the checked moments of the Wizard game below. */
const WIZARD_LINES = {
	cs: {
		round: (r: number) => `Kolo ${r} z 10`,
		bids: {
			1: 'Odhady: 1 na 1 štych (přesně sedí)',
			2: 'Odhady: 2 na 2 štychy (přesně sedí)',
			5: 'Odhady: 5 na 5 štychů (přesně sedí)'
		} as Record<number, string>,
		cards: { 1: '1 karta na hráče', 2: '2 karty na hráče', 5: '5 karet na hráče' } as Record<number, string>,
		tricks: (r: number) => `Součet štychů je ${r}: všichni splnili svůj odhad.`,
		winner: 'Vyhrává Eva',
		record: 'Záznam kolo po kolu'
	},
	nb: {
		round: (r: number) => `Runde ${r} av 10`,
		bids: {
			1: 'Bud: 1 på 1 stikk (går opp)',
			2: 'Bud: 2 på 2 stikk (går opp)',
			5: 'Bud: 5 på 5 stikk (går opp)'
		} as Record<number, string>,
		cards: { 1: '1 kort hver', 2: '2 kort hver', 5: '5 kort hver' } as Record<number, string>,
		tricks: (r: number) => `Stikkene går opp i ${r}: alle klarte budet sitt.`,
		winner: 'Eva vant',
		record: 'Spillet, runde for runde'
	}
};

/** The Fuck the Dealer rulebook's worked example, in each language: clubs, 9♥; seven, K; lower, 4. */
const FTD_LINES = {
	cs: {
		first: 'Anna: jaká barva?',
		afterSuit: '9♥: vedle. Anna +2, další fáze: hodnota.',
		afterRank: 'K: vedle. Anna +4, další fáze: vyšší, nebo nižší.',
		afterSide: '4: Anna má pravdu. Ben +4, konec tahu.',
		next: 'Cleo: jaká barva?'
	},
	nb: {
		first: 'Anna: hvilken kortfarge?',
		afterSuit: '9♥: feil. Anna +2, neste: verdi.',
		afterRank: 'K: feil. Anna +4, neste: høyere eller lavere.',
		afterSide: '4: Anna hadde rett. Ben +4, turen er over.',
		next: 'Cleo: hvilken kortfarge?'
	}
};

for (const locale of ['cs', 'nb'] as const) {
	test.describe(`in ${locale}`, () => {
		test.use({ locale, viewport: PHONE });
		const t = say(locale);

		test('a whole game of Wizard reads in the language, plurals and all, to its record', async ({ page }) => {
			const lines = WIZARD_LINES[locale];
			await open(page, '/');
			await expect(page.locator('html')).toHaveAttribute('lang', locale);
			await addPlayers(page, t, SIX);
			await startGame(page, t, 'Wizard', SIX, 'Anna');
			// Each round the first bidder (the dealer's left) bids every card and everyone else 0,
			// and everyone makes their bid: the tricks start at the bids, so one tap scores it.
			let lastBid = -1;
			for (let round = 1; round <= 10; round++) {
				const dealer = (round - 1) % 6;
				await expect(page.getByTestId('round')).toHaveText(lines.round(round));
				if (lines.cards[round]) await expect(page.getByText(lines.cards[round]!, { exact: true })).toBeVisible();
				if (round < 10) await page.getByRole('button', { name: new RegExp(t('suit_hearts')) }).click();
				for (let i = 0; i < 6; i++) {
					const seat = (dealer + 1 + i) % 6;
					const bid = i === 0 ? round : 0;
					await expect(page.getByRole('heading', { name: `${t('wizard_bid_prompt')} ${SIX[seat]}` })).toBeVisible();
					if (i === 5 && lines.bids[round]) await expect(page.getByTestId('bid-total')).toHaveText(lines.bids[round]!);
					// The same bid twice in a row comes at a person's pace, not as a double tap.
					if (bid === lastBid) await page.waitForTimeout(450);
					lastBid = bid;
					await page
						.getByRole('group', { name: t('wizard_bid_choices') })
						.getByRole('button', { name: String(bid), exact: true })
						.click();
				}
				await expect(page.getByRole('heading', { name: t('wizard_tricks_prompt') })).toBeVisible();
				await expect(page.getByTestId('tricks-total')).toHaveText(lines.tricks(round));
				await page.getByRole('button', { name: t('wizard_score_round') }).click();
			}
			// 20 a round for each made bid of 0, and 20 + 10 a trick for the first bidder's.
			const totals = [260, 280, 300, 320, 340, 250];
			await expect(page.getByText(lines.winner, { exact: true })).toBeVisible();
			const standings = page.getByTestId('standings').getByRole('listitem');
			await expect(standings.first()).toContainText('Eva');
			await expect(standings.first()).toContainText('340');

			await open(page, '/history');
			await page.getByRole('link', { name: /Wizard/ }).click();
			await expect(page.getByRole('heading', { name: lines.record })).toBeVisible();
			for (const [seat, total] of totals.entries())
				await expect(page.getByTestId(`cell-10-${seat}`).locator('strong')).toHaveText(String(total));
		});

		test('History at 360 px: the header keeps one line, and a game’s time reads on the 24-hour clock', async ({
			page
		}) => {
			// A game started at 04:35 in the morning: "04:35" in either language, never "AM".
			await page.clock.setFixedTime(new Date(2026, 11, 2, 4, 35));
			await addPlayers(page, t, ['Anna', 'Ben', 'Cleo']);
			await startGame(page, t, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
			// Home lists the game being played with the time it started.
			await open(page, '/');
			const game = page.getByRole('link', { name: /Wizard/ });
			await expect(game).toContainText('04:35');
			await expect(game).not.toContainText(/AM|PM/);
			await open(page, '/history');
			// One row of 48 px links: "Historikk" and "Historie" do not push a link onto a second line.
			const links = page.getByRole('navigation').getByRole('link');
			const tops = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().top));
			expect(new Set(tops).size, `links start at ${tops.join(', ')}`).toBe(1);
		});

		test('Fuck the Dealer’s worked example reads in the language, and switching language mid-turn keeps the game', async ({
			page
		}) => {
			const lines = FTD_LINES[locale];
			const seats = ['Ben', 'Anna', 'Cleo', 'Dan'];
			await addPlayers(page, t, seats);
			await startGame(page, t, 'Fuck the Dealer', seats, 'Ben');
			const pickCard = async (rank: string, suit?: string) => {
				await page
					.getByRole('group', { name: t('cards_the_card') })
					.getByRole('button', { name: t('cards_rank_out', { rank, out: 0 }) })
					.click();
				if (suit)
					await page
						.getByRole('group', { name: t('cards_pick_suit', { rank }) })
						.getByRole('button', { name: new RegExp(`^${suit}`) })
						.click();
			};

			await expect(page.getByRole('heading', { name: lines.first })).toBeVisible();
			await page
				.getByRole('group', { name: t('fuck_the_dealer_stage_suit') })
				.getByRole('button', { name: new RegExp(`^${t('suit_clubs')}`) })
				.click();
			await pickCard('9', t('suit_hearts'));
			await expect(page.getByTestId('last-step')).toHaveText(lines.afterSuit);

			// Mid-turn, someone switches to English and back: no reload, the turn stays where it was.
			await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
			await page.getByLabel(t('language_label')).selectOption('en');
			await expect(page.locator('html')).toHaveAttribute('lang', 'en');
			await expect(page.getByTestId('last-step')).toHaveText('9♥: wrong. Anna +2, on to the rank.');
			await expect(page.getByRole('heading', { name: 'Anna: which rank?' })).toBeVisible();
			await page.getByLabel('Language').selectOption(locale);
			await expect(page.getByTestId('last-step')).toHaveText(lines.afterSuit);
			expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

			await page
				.getByRole('group', { name: t('fuck_the_dealer_stage_rank') })
				.getByRole('button', { name: t('cards_rank_out', { rank: '7', out: 0 }) })
				.click();
			await pickCard('K');
			await expect(page.getByTestId('last-step')).toHaveText(lines.afterRank);
			await page
				.getByRole('group', { name: t('fuck_the_dealer_stage_side') })
				.getByRole('button', { name: t('cards_lower') })
				.click();
			await pickCard('4');
			await expect(page.getByTestId('last-step')).toHaveText(lines.afterSide);
			await expect(page.getByRole('heading', { name: lines.next })).toBeVisible();

			// The choice is remembered on this device: a reload comes back in the same language.
			await page.reload();
			await expect(page.locator('html')).toHaveAttribute('lang', locale);
			await expect(page.getByTestId('last-step')).toHaveText(lines.afterSide);
		});
	});
}

test.describe('a browser preferring no language the app has', () => {
	test.use({ locale: 'de-DE' });
	test('gets English', async ({ page }) => {
		await open(page, '/');
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.getByRole('link', { name: 'Players' })).toBeVisible();
	});
});
