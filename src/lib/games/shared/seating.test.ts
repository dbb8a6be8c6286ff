import { describe, expect, it } from 'vitest';
import { clockwiseFrom, leftOf } from './seating';

describe('seating', () => {
	it('wraps from the last seat to the first', () => {
		expect(leftOf(3, 4)).toBe(0);
		expect(clockwiseFrom(2, 4)).toEqual([2, 3, 0, 1]);
	});
});
