import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { addPlayers, startGame } from './table';

for (const theme of ['dark', 'light'] as const) {
	test(`every screen passes axe in the ${theme} theme`, async ({ page }) => {
		// axe on every screen of every game: a minute alone, past the default on a busy machine.
		test.setTimeout(180_000);
		await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
		await expectNoViolations(page, theme);
		for (const route of ['/', '/new', '/history']) {
			await page.goto(route);
			await expectNoViolations(page, theme);
		}
		await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna', ["Bids may not add up to the round's tricks"]);
		await expectNoViolations(page, theme);
		await page.getByRole('button', { name: /Hearts/ }).click();
		// Each bid once the screen asks for it: a tap names the bidder it was made for.
		const bids = page.getByRole('group', { name: 'Bids' });
		for (const [bidder, value] of [
			['Ben', '1'],
			['Cleo', '0']
		]) {
			await expect(page.getByRole('heading', { name: `Bid: ${bidder}` })).toBeVisible();
			await bids.getByRole('button', { name: value, exact: true }).click();
		}
		// The dealer's forbidden bid, disabled with its reason.
		await expect(page.getByRole('heading', { name: 'Bid: Anna' })).toBeVisible();
		await expect(bids.getByRole('button', { name: '0', exact: true })).toBeDisabled();
		await expectNoViolations(page, theme);
		await bids.getByRole('button', { name: '1', exact: true }).click();
		await expectNoViolations(page, theme);
		await page.getByRole('button', { name: 'Show the chart' }).click();
		await expectNoViolations(page, theme);
		await page.goto('/history');
		await page.getByRole('link', { name: /Wizard/ }).click();
		await expect(page.getByRole('heading', { name: 'The record, round by round' })).toBeVisible();
		await expectNoViolations(page, theme);
	});
}

test('every game’s first screen passes axe', async ({ page }) => {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	for (const game of ['The Dealer', 'Beat the Dealer', 'Fuck the Dealer', 'Hell of a Deal']) {
		await startGame(page, game, ['Anna', 'Ben', 'Cleo'], 'Anna');
		await expect(page.getByRole('heading', { name: game, level: 1 })).toBeVisible();
		await expectNoViolations(page, 'dark');
	}
});
