import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { describeEvent, describeRefusal } from './refusals';

describe('Beat the Dealer’s refusals', () => {
	it.each([
		['guess_needs_suit', {}],
		['guess_unknown_rank', {}],
		['side_unknown', {}],
		['side_impossible', { side: 'higher', rank: 13 }],
		['card_contradicts_side', { side: 'lower', rank: 7 }],
		['one_guess_needs_card', {}],
		['dealer_must_change', {}],
		['no_such_seat', {}],
		['card_unknown_rank', {}],
		['card_needs_suit', {}],
		['card_rank_all_out', { rank: 12 }],
		['card_already_out', { rank: 12, suit: 'hearts' }],
		['deck_empty', {}],
		['stale', {}]
	])('%s has its own message', (code, params) => {
		expect(describeRefusal({ code, params })).not.toBe(m.error_not_now());
	});

	it('name the cards and the word in question', () => {
		expect(describeRefusal({ code: 'side_impossible', params: { side: 'higher', rank: 13 } })).toBe(
			'No card higher than K is left in the deck, so the dealer cannot say higher. Check the card.'
		);
		expect(describeRefusal({ code: 'card_contradicts_side', params: { side: 'lower', rank: 7 } })).toBe(
			'The dealer said lower than 7, so the card cannot be that. Check the card and enter it again.'
		);
		expect(describeRefusal({ code: 'card_rank_all_out', params: { rank: 12 } })).toBe(
			'All four Q cards are already face up, so this cannot be the card. Check the card and enter it again.'
		);
		expect(describeRefusal({ code: 'card_already_out', params: { rank: 1, suit: 'spades' } })).toBe(
			'The A♠ is already face up, so this cannot be the card. Check the card and enter it again.'
		);
	});
});

describe('Beat the Dealer’s record', () => {
	it('describes every action', () => {
		expect(describeEvent({ type: 'guess', rank: 12, at: 0 })).toBe('Guess: Q');
		expect(describeEvent({ type: 'side', side: 'higher', at: 0 })).toBe('Dealer: higher');
		expect(describeEvent({ type: 'card', rank: 10, suit: 'hearts', at: 0 })).toBe('Card: 10♥');
		expect(describeEvent({ type: 'dealer', seat: 2, at: 0 })).toBe('Next dealer chosen');
	});
});
