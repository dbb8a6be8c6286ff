// Who a settled round says won and lost: a fold is a lost hand.
import { describe, expect, it } from 'vitest';
import { outcomeSeats } from './settle';

describe('outcomeSeats', () => {
	it('counts a fold with the losses and keeps seat order', () => {
		expect(outcomeSeats(['fold', 'win', 'lose', 'push'])).toEqual({ won: [1], lost: [0, 2], pushed: [3] });
	});

	it('has nobody won when every hand lost', () => {
		expect(outcomeSeats(['lose', 'fold'])).toEqual({ won: [], lost: [0, 1], pushed: [] });
	});
});
