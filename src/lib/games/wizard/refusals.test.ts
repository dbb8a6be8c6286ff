import { describe, expect, it } from 'vitest';
import { wizardGame } from './game';
import { describeEvent } from './refusals';

const nameOf = (seat: unknown) => ['Anna', 'Ben'][seat as number] ?? '?';

describe('Wizard in words', () => {
	it('says who bid what, and what was turned', () => {
		expect(describeEvent({ type: 'bid', at: 0, round: 1, seat: 1, bid: 2 }, nameOf)).toBe('Ben bids 2');
		expect(describeEvent({ type: 'trump', at: 0, round: 1, card: 'wizard', suit: 'spades' }, nameOf)).toBe(
			'Trump of round 1: ♠ Spades'
		);
	});

	it('says which round the trump and the tricks are for', () => {
		expect(describeEvent({ type: 'tricks', at: 0, round: 3, tricks: [1, 2] }, nameOf)).toBe(
			'Tricks of round 3 entered'
		);
	});

	it('explains a refusal with its numbers', () => {
		expect(wizardGame.describe({ code: 'tricks_under', params: { off: 1, cards: 3 } })).toBe(
			'The tricks are 1 short: each player was dealt 3, so the tricks must add up to 3.'
		);
		expect(wizardGame.describe({ code: 'unreadable', params: { field: 'bid', expected: 'whole' } })).toBe(
			'This action is stored in a form this version of the app cannot read: bid must be a whole number.'
		);
		expect(wizardGame.describe({ code: 'stale' })).toBe('That was already entered; nothing was changed.');
	});
});
