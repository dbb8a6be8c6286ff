import { describe, expect, it } from 'vitest';
import { formatScore, formatSigned, leaders, legendText, toneOf } from './sheet';

describe('formatScore', () => {
	it('writes a negative score with a true minus, never a hyphen', () => {
		expect(formatScore(-20)).toBe('\u221220');
		expect(formatScore(-140)).toBe('\u2212140');
		expect(formatScore(0)).toBe('0');
		expect(formatScore(30)).toBe('30');
	});
	it('groups thousands as the language does (English here)', () => {
		expect(formatScore(1030)).toBe('1,030');
		expect(formatScore(-1030)).toBe('\u22121,030');
	});
});

describe('formatSigned', () => {
	it('gives a gain its plus and a loss its true minus', () => {
		expect(formatSigned(30)).toBe('+30');
		expect(formatSigned(-10)).toBe('\u221210');
		expect(formatSigned(5)).toBe('+5');
	});
	it('writes nothing gained or lost as a plain 0, without a sign', () => {
		expect(formatSigned(0)).toBe('0');
		expect(formatSigned(-0)).toBe('0');
	});
});

describe('toneOf', () => {
	it('colours points by what they do to the player, not by their sign', () => {
		expect(toneOf(30, 'higher')).toBe('gain');
		expect(toneOf(-10, 'higher')).toBe('loss');
		// In a fewest-points game, points taken are a loss.
		expect(toneOf(3, 'lower')).toBe('loss');
		expect(toneOf(-3, 'lower')).toBe('gain');
		expect(toneOf(0, 'higher')).toBe('none');
		expect(toneOf(0, 'lower')).toBe('none');
	});
});

describe('leaders', () => {
	it('marks the most in a most-points game', () => {
		expect(leaders([20, 30, 20], 'higher')).toEqual([false, true, false]);
	});
	it('marks the fewest in a fewest-points game', () => {
		expect(leaders([4, 1, 7], 'lower')).toEqual([false, true, false]);
	});
	it('marks every player tied for best', () => {
		expect(leaders([30, 10, 30, -20], 'higher')).toEqual([true, false, true, false]);
		expect(leaders([2, 2, 5], 'lower')).toEqual([true, true, false]);
	});
	it('marks nobody while everyone shares first place, or nobody plays', () => {
		expect(leaders([0, 0, 0], 'higher')).toEqual([false, false, false]);
		expect(leaders([5, 5], 'lower')).toEqual([false, false]);
		expect(leaders([], 'higher')).toEqual([]);
	});
});

describe('legendText', () => {
	it('reads as one line, each mark before its meaning', () => {
		expect(
			legendText([
				{ mark: 'D', meaning: 'dealt' },
				{ mark: '✗', meaning: 'bust', tone: 'loss' },
				{ mark: '+5', meaning: 'points this round', tone: 'gain' }
			])
		).toBe('D dealt · ✗ bust · +5 points this round');
		expect(legendText([])).toBe('');
	});
});
