import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { TestTable } from '$support/test-table';
import { fuckTheDealerGame } from './game';
import type { FtdEvent } from './machine';
import { describeEvent } from './refusals';

const describeRefusal = fuckTheDealerGame.describe;

describe('Fuck the Dealer’s refusals', () => {
	it.each([
		['card_needs_suit', {}],
		['card_rank_all_out', { rank: 4 }],
		['card_already_out', { rank: 9, suit: 'hearts' }],
		['stale', {}]
	])('%s has its own message', (code, params) => {
		expect(describeRefusal({ code, params })).not.toBe(m.error_not_now());
	});
});

describe('Fuck the Dealer’s record', () => {
	const NAMES = ['Ben', 'Anna', 'Cleo'];
	const nameOf = (seat: unknown) => (typeof seat === 'number' ? NAMES[seat]! : '?');
	// Ben deals; Anna guessed clubs for the first card, a 9 of hearts; she guesses again.
	const events: FtdEvent[] = [
		{ type: 'guess_suit', at: 0, card: 0, suit: 'clubs' },
		{ type: 'card', at: 0, card: 0, rank: 9, suit: 'hearts' }
	];
	// Played inside the test, not while the file is collected: mutation testing (stryker.config.json)
	// can only tell which tests reach rule code that runs inside a test.
	const afterTheEvents = () => {
		const table = TestTable.setUp(fuckTheDealerGame, { seats: NAMES, firstDealer: 0, settings: {} });
		for (const event of events) table.accept(event);
		return table.snapshot;
	};

	it('describes every action, naming who guessed', () => {
		const now = afterTheEvents();
		expect(describeEvent({ type: 'guess_suit', card: 0, suit: 'clubs', at: 0 }, nameOf, now)).toBe(
			'Anna guesses ♣ clubs'
		);
		expect(describeEvent({ type: 'guess_rank', card: 1, rank: 7, at: 0 }, nameOf, now)).toBe('Anna guesses 7');
		// An undone action for a card the game has not reached again.
		expect(describeEvent({ type: 'guess_side', card: 2, side: 'lower', at: 0 }, nameOf, now)).toBe('? guesses lower');
		expect(describeEvent({ type: 'card', card: 0, rank: 9, suit: 'hearts', at: 0 }, nameOf, now)).toBe(
			"Anna's card: 9♥"
		);
	});
});
