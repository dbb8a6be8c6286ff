import { describe, expect, it } from 'vitest';
import { signed } from './points';

describe('signed', () => {
	it.each([
		[30, '+30'],
		[-10, '\u221210']
	])('%i reads %s', (points, text) => {
		expect(signed(points)).toBe(text);
	});
});
