import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { TestTable } from '$support/test-table';
import { beatTheDealerGame } from './game';
import type { BtdEvent } from './machine';
import { describeEvent } from './refusals';
import { rulesFrom } from './rules';

const describeRefusal = beatTheDealerGame.describe;

describe('Beat the Dealer’s refusals', () => {
	it.each([
		['guess_needs_suit', {}],
		['side_impossible', { side: 'higher', rank: 13 }],
		['card_contradicts_side', { side: 'lower', rank: 7 }],
		['one_guess_needs_card', {}],
		['dealer_must_change', {}],
		['no_such_seat', {}],
		['card_needs_suit', {}],
		['card_rank_all_out', { rank: 12 }],
		['card_already_out', { rank: 12, suit: 'hearts' }],
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
	const NAMES = ['Ben', 'Anna', 'Cleo'];
	const nameOf = (seat: unknown) => (typeof seat === 'number' ? NAMES[seat]! : '?');
	// Ben deals; Anna guessed 7 and the dealer entered a 10, still hidden; Cleo guesses next.
	const events: BtdEvent[] = [
		{ type: 'guess', at: 0, turn: 0, try: 'first', rank: 7 },
		{ type: 'card', at: 0, turn: 0, rank: 10 }
	];
	// Played inside the tests, not while the file is collected: mutation testing
	// (stryker.config.json) can only tell which tests reach rule code that runs inside a test.
	const played = () => {
		const table = TestTable.start(beatTheDealerGame, { seats: NAMES, firstDealer: 0, rules: rulesFrom({}) });
		for (const event of events) table.accept(event);
		const midTurn = table.snapshot;
		return { midTurn, turnOver: table.play({ type: 'guess', rank: 12 }).snapshot };
	};

	it('describes every action, naming who guessed, whose card it was and who deals', () => {
		const { turnOver } = played();
		expect(describeEvent({ type: 'guess', turn: 0, try: 'second', rank: 12, at: 0 }, nameOf, turnOver)).toBe(
			'Anna guesses Q'
		);
		expect(describeEvent({ type: 'guess', turn: 1, try: 'first', rank: 3, at: 0 }, nameOf, turnOver)).toBe(
			'Cleo guesses 3'
		);
		expect(describeEvent({ type: 'side', turn: 1, side: 'higher', at: 0 }, nameOf, turnOver)).toBe(
			'Dealer Ben: higher'
		);
		expect(describeEvent({ type: 'card', turn: 0, rank: 10, suit: 'hearts', at: 0 }, nameOf, turnOver)).toBe(
			"Anna's card: 10♥"
		);
		expect(describeEvent({ type: 'dealer', turn: 1, seat: 2, at: 0 }, nameOf, turnOver)).toBe('Next dealer: Cleo');
	});

	it('keeps a held card out until its turn ends', () => {
		const { midTurn, turnOver } = played();
		expect(describeEvent(events[1]!, nameOf, midTurn)).toBe("Anna's card entered (hidden until the turn ends)");
		expect(describeEvent(events[1]!, nameOf, turnOver)).toBe("Anna's card: 10");
	});
});
