// A phone reloaded at the worst moment: the instant another phone's new game reaches it, before it
// could have kept the game in its own database. Phone B's WebSocket is routed through the test,
// which hands B the server's message that carries the game and reloads B in the same breath. B
// must still show the game after the reload, and take the moves made on it, never "waiting".
import { expect, test } from './fixtures';
import { createTable } from './sync-table';
import { addPlayers, open, PHONE, startGame } from './table';
import { bid } from './wizard-pad';

const PLAYERS = ['Anna', 'Ben', 'Cleo'];

test('a phone reloaded the instant a new game lands still shows the game, and takes its moves', async ({
	page: phoneA,
	browser
}) => {
	test.setTimeout(120_000);
	await phoneA.setViewportSize(PHONE);
	await addPlayers(phoneA, PLAYERS);
	const invite = await createTable(phoneA, 'Thursday', "Anna's phone");

	const contextB = await browser.newContext({ viewport: PHONE });
	const phoneB = await contextB.newPage();
	let armed = false;
	let reloads = 0;
	await contextB.routeWebSocket(/\/sync$/, (socket) => {
		const server = socket.connectToServer();
		socket.onMessage((message) => server.send(message));
		server.onMessage((message) => {
			socket.send(message);
			// The first message naming a Wizard game is the table's document bringing it.
			if (!armed || !String(message).includes('wizard')) return;
			armed = false;
			reloads++;
			void phoneB.reload().catch(() => {});
		});
	});
	await phoneB.goto(invite);
	await phoneB.locator('html[data-interactive]').waitFor({ state: 'attached' });
	await phoneB.getByLabel("This phone's name").fill("Ben's phone");
	await phoneB.getByRole('button', { name: 'Join the table' }).click();
	await expect(phoneB.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
	await open(phoneB, '/');

	armed = true;
	await startGame(phoneA, 'Wizard', PLAYERS, 'Anna');
	await expect.poll(() => reloads, { message: 'B was reloaded as the game landed' }).toBe(1);
	await phoneB.locator('html[data-interactive]').waitFor({ state: 'attached' });

	// After the reload B has the game on home, and A's moves reach it.
	const game = phoneB.getByRole('link', { name: /Wizard/ }).first();
	await expect(game).toBeVisible();
	await phoneA.getByRole('button', { name: 'Clubs', exact: true }).click();
	await bid(phoneA, 0);
	await game.click();
	await expect(phoneB.getByRole('heading', { name: /^Bid:/ })).toHaveText('Bid: Cleo');
	await expect(phoneB.getByText(/waiting for their game/)).toHaveCount(0);
	await contextB.close();
});
