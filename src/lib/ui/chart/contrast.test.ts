// Contrast figures checked against WCAG's own formula worked out by hand.
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, withContrast } from './contrast';

const LIGHT_BG = '#f6f4ef';
const DARK_BG = '#14171c';
const ratio = (a: string, b: string) => contrastRatio(parseColor(a)!.rgb, parseColor(b)!.rgb);

describe('parseColor', () => {
	it('reads hex, short hex and the rgb() a computed style gives', () => {
		expect(parseColor('#ffe119')).toEqual({ rgb: [255, 225, 25], alpha: 1 });
		expect(parseColor('#fa0')).toEqual({ rgb: [255, 170, 0], alpha: 1 });
		expect(parseColor('rgb(246, 244, 239)')).toEqual({ rgb: [246, 244, 239], alpha: 1 });
		expect(parseColor('rgba(0, 0, 0, 0)')).toEqual({ rgb: [0, 0, 0], alpha: 0 });
		expect(parseColor('gray')).toBeNull();
	});
});

describe('contrastRatio', () => {
	it('is 21 for black on white and 1 for a colour on itself', () => {
		expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
		expect(ratio('#4363d8', '#4363d8')).toBe(1);
	});

	it('finds the palette’s yellow faint on the light theme and its blue fair on the dark', () => {
		expect(ratio('#ffe119', LIGHT_BG)).toBeCloseTo(1.19, 2);
		expect(ratio('#4363d8', DARK_BG)).toBeCloseTo(3.43, 2);
	});
});

describe('withContrast', () => {
	it('keeps a colour that already passes', () => {
		expect(withContrast('#4363d8', DARK_BG, 3)).toBe('#4363d8');
	});

	it('darkens the yellow on the light theme until a line reads at 3:1, and text at 4.5:1', () => {
		const line = withContrast('#ffe119', LIGHT_BG, 3);
		const text = withContrast('#ffe119', LIGHT_BG, 4.5);
		expect(ratio(line, LIGHT_BG)).toBeGreaterThanOrEqual(3);
		expect(ratio(text, LIGHT_BG)).toBeGreaterThanOrEqual(4.5);
		// Darker, and no further than it takes: one 2% step less would not pass.
		expect(parseColor(line)!.rgb[0]).toBeLessThan(255);
		expect(ratio(line, LIGHT_BG)).toBeLessThan(3.3);
	});

	it('lightens the blue on the dark theme for text', () => {
		const text = withContrast('#4363d8', DARK_BG, 4.5);
		expect(ratio(text, DARK_BG)).toBeGreaterThanOrEqual(4.5);
		expect(parseColor(text)!.rgb[2]).toBeGreaterThan(0xd8);
	});

	it('leaves a colour it cannot read as it is', () => {
		expect(withContrast('gray', LIGHT_BG, 3)).toBe('gray');
	});
});
