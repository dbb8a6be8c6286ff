// A whole Wizard round in WebKit: the trump, the bids with one taken back by Undo and put back by
// Redo, the tricks, the score. Three players; Anna deals, so Ben bids first. Worked out by hand:
// Ben bids 1 and takes the trick (20 + 10), Cleo and Anna bid 0 and take none (20 each).
import { expect, test } from 'vitest';
import { addPlayers, bid, pause, PAST_DOUBLE_TAP_MS, startGame, useTable } from './table';

const table = useTable();
const PLAYERS = ['Anna', 'Ben', 'Cleo'];

test('a whole Wizard round, with a bid undone and redone, scores as the rules say', async () => {
	const phone = await table.phone();
	await addPlayers(phone, PLAYERS);
	await startGame(phone, 'Wizard', PLAYERS, 'Anna');
	await expect.poll(() => phone.text('round')).toBe('Round 1 of 20');
	await phone.tap(['button', /Hearts/]);
	await expect.poll(() => phone.text('trump')).toContain('Hearts');

	await phone.find(['heading', 'Bid: Ben']);
	await bid(phone, 1);
	await phone.find(['heading', 'Bid: Cleo']);
	// Undo names what it takes back, and the bar says what it took back, offering it again.
	await phone.tap(['button', /^Undo/]);
	await phone.find(['heading', 'Bid: Ben']);
	await expect.poll(() => phone.text('undone')).toBe('Undone: Ben bids 1 · Redo');
	await pause(PAST_DOUBLE_TAP_MS);
	await phone.tap(['status', /^Undone/], ['button', 'Redo']);
	await phone.find(['heading', 'Bid: Cleo']);
	await expect.poll(() => phone.text('undone')).toBe('');
	await expect.poll(() => phone.text('bid-total')).toBe('Bids: 1 for 1 trick (exactly even)');

	await pause(PAST_DOUBLE_TAP_MS);
	await bid(phone, 0);
	// The same key for the next bidder, at a person's pace: not the second tap of a double tap.
	await pause(PAST_DOUBLE_TAP_MS);
	await bid(phone, 0);
	await phone.find(['heading', 'Tricks taken']);
	await expect.poll(() => phone.text('tricks-total')).toBe('Tricks add up to 1: everyone made their bid.');
	await phone.tap(['button', 'Score the round']);
	await expect.poll(() => phone.text('round')).toBe('Round 2 of 20');
	for (const [seat, total] of [20, 30, 20].entries()) expect(await phone.text(`total-${seat}`)).toBe(String(total));
});
