// A reload in WebKit keeps the game where it was, and with the app's server gone the service
// worker alone opens it again. WebDriver has no network switch, so "offline" here is the server
// stopped: every page and file then comes from what the service worker keeps.
import { expect, test } from 'vitest';
import { addPlayers, bid, pause, PAST_DOUBLE_TAP_MS, startGame, useTable } from './table';

const table = useTable();
const PLAYERS = ['Anna', 'Ben', 'Cleo'];

test('a game reloaded mid-round goes on where it was, and reloads again with the server gone', async () => {
	const phone = await table.phone();
	await addPlayers(phone, PLAYERS);
	await startGame(phone, 'Wizard', PLAYERS, 'Anna');
	await phone.tap(['button', /Spades/]);
	await bid(phone, 1);
	await pause(PAST_DOUBLE_TAP_MS);
	await bid(phone, 0);
	await phone.find(['heading', 'Bid: Anna']);

	await phone.reload();
	await phone.find(['heading', 'Bid: Anna']);
	await expect.poll(() => phone.text('bid-total')).toBe('Bids: 1 for 1 trick (exactly even)');
	await expect.poll(() => phone.text('trump')).toContain('Spades');

	// Home says when the service worker keeps every screen; the game is one tap away from there.
	await phone.open('/');
	await expect
		.poll(() => phone.text('offline-status'), { timeout: 30_000 })
		.toBe('✓ Ready to play offline: every screen is kept on this device.');
	await phone.tap(['link', /Wizard/]);
	await phone.find(['heading', 'Bid: Anna']);

	await table.server.stop();
	await expect(fetch(table.server.url)).rejects.toThrow();
	await phone.reload();
	await phone.find(['heading', 'Bid: Anna']);
	await expect.poll(() => phone.text('bid-total')).toBe('Bids: 1 for 1 trick (exactly even)');
	// Other pages open too, and the game goes on from them.
	await phone.open('/');
	await phone.tap(['link', /Wizard/]);
	await phone.find(['heading', 'Bid: Anna']);
	await bid(phone, 0);
	await phone.find(['heading', 'Tricks taken']);
});
