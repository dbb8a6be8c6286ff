import { expect, it } from 'vitest';
import { stepAt, stepByKey, valuesLine } from './reading';

it('takes the nearest step to a tap, and none past either end', () => {
	// Ten steps over 200 px: a step every 20 px.
	expect(stepAt(0, 200, 10)).toBe(0);
	expect(stepAt(29, 200, 10)).toBe(1);
	expect(stepAt(31, 200, 10)).toBe(2);
	expect(stepAt(-15, 200, 10)).toBe(0);
	expect(stepAt(260, 200, 10)).toBe(10);
	expect(stepAt(50, 200, 0)).toBe(0);
});

it('moves a step with the arrows, a tenth with the page keys, to the ends with Home and End', () => {
	expect(stepByKey('ArrowLeft', 3, 20)).toBe(2);
	expect(stepByKey('ArrowRight', 3, 20)).toBe(4);
	expect(stepByKey('ArrowRight', 20, 20)).toBe(20);
	expect(stepByKey('ArrowLeft', 0, 20)).toBe(0);
	expect(stepByKey('PageUp', 3, 20)).toBe(5);
	expect(stepByKey('PageDown', 1, 20)).toBe(0);
	expect(stepByKey('Home', 7, 20)).toBe(0);
	expect(stepByKey('End', 7, 20)).toBe(20);
	expect(stepByKey('Enter', 7, 20)).toBeNull();
});

it('reads every line at a step, in order', () => {
	expect(
		valuesLine([
			{ name: 'Anna', value: '0' },
			{ name: 'Ben', value: '40' },
			{ name: 'Cleo', value: '−10' }
		])
	).toBe('Anna 0 · Ben 40 · Cleo −10');
});
