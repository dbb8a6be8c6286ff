import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
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
	it('describes every action', () => {
		expect(describeEvent({ type: 'guessSuit', suit: 'clubs', at: 0 })).toBe('Guess: ♣ Clubs');
		expect(describeEvent({ type: 'guessRank', rank: 7, at: 0 })).toBe('Guess: 7');
		expect(describeEvent({ type: 'guessSide', side: 'lower', at: 0 })).toBe('Guess: lower');
		expect(describeEvent({ type: 'card', rank: 9, suit: 'hearts', at: 0 })).toBe('Card: 9♥');
	});
});
