import { expect, it } from 'vitest';
import { integerTicks } from './ticks';

it('steps by 1, 2 or 5 times a power of ten, covering the range', () => {
	expect(integerTicks(0, 90)).toEqual([0, 20, 40, 60, 80, 100]);
	expect(integerTicks(-30, 95)).toEqual([-50, 0, 50, 100]);
	expect(integerTicks(0, 3)).toEqual([0, 1, 2, 3]);
	expect(integerTicks(0, 12, 6)).toEqual([0, 5, 10, 15]);
});

it('never ticks a fraction, even over a range of less than one', () => {
	expect(integerTicks(0, 0.4)).toEqual([0, 1]);
	expect(integerTicks(2.5, 2.5)).toEqual([2, 3]);
});

it('widens a flat range', () => {
	expect(integerTicks(0, 0)).toEqual([0, 1]);
});
