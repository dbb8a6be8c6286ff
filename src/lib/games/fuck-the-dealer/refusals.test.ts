import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { fuckTheDealerMachine, type FtdEvent, type FtdSnapshot } from './machine';
import { describeEvent, describeRefusal } from './refusals';

describe('Fuck the Dealer’s refusals', () => {
	it.each([
		['guess_needs_suit', {}],
		['guess_unknown_rank', {}],
		['guess_needs_side', {}],
		['guess_first', {}],
		['card_needs_suit', {}],
		['card_rank_all_out', { rank: 4 }],
		['card_already_out', { rank: 9, suit: 'hearts' }],
		['deck_empty', {}],
		['stale', {}]
	])('%s has its own message', (code, params) => {
		expect(describeRefusal({ code, params })).not.toBe(m.error_not_now());
	});
});

describe('Fuck the Dealer’s record', () => {
	const NAMES = ['Ben', 'Anna', 'Cleo'];
	const nameOf = (seat: unknown) => (typeof seat === 'number' ? NAMES[seat]! : '?');
	// Ben deals; Anna guessed clubs for the first card, a 9 of hearts; she guesses again.
	const start = initialTransition(fuckTheDealerMachine, { seats: NAMES, firstDealer: 0 })[0];
	const events: FtdEvent[] = [
		{ type: 'guessSuit', at: 0, card: 0, suit: 'clubs' },
		{ type: 'card', at: 0, card: 0, rank: 9, suit: 'hearts' }
	];
	const now = events.reduce((snap: FtdSnapshot, event) => transition(fuckTheDealerMachine, snap, event)[0], start);

	it('describes every action, naming who guessed', () => {
		expect(describeEvent({ type: 'guessSuit', card: 0, suit: 'clubs', at: 0 }, nameOf, now)).toBe('Anna guesses ♣ Clubs');
		expect(describeEvent({ type: 'guessRank', card: 1, rank: 7, at: 0 }, nameOf, now)).toBe('Anna guesses 7');
		// An undone action for a card the game has not reached again.
		expect(describeEvent({ type: 'guessSide', card: 2, side: 'lower', at: 0 }, nameOf, now)).toBe('? guesses lower');
		expect(describeEvent({ type: 'card', card: 0, rank: 9, suit: 'hearts', at: 0 }, nameOf, now)).toBe('Card: 9♥');
	});
});
