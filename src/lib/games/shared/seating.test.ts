import { describe, expect, it } from 'vitest';
import { clockwiseFrom, leftOf, nextSeatSkipping } from './seating';

describe('seating', () => {
	it('wraps from the last seat to the first', () => {
		expect(leftOf(3, 4)).toBe(0);
		expect(clockwiseFrom(2, 4)).toEqual([2, 3, 0, 1]);
	});

	it('passes over the skipped seat (the dealer)', () => {
		expect(nextSeatSkipping(0, 1, 4)).toBe(2);
		expect(nextSeatSkipping(3, 0, 4)).toBe(1);
		expect(nextSeatSkipping(1, 3, 4)).toBe(2);
	});
});
