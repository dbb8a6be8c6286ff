// The app's language decides how numbers, dates and lists read, not the machine's.
import { afterEach, describe, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';
import { formatClock, formatDate, formatList, formatLongDate, formatNumber, formatPercent } from './format';

const speak = (locale: string) => overwriteGetLocale(() => locale as Locale);
afterEach(() => speak(baseLocale));

// 1 December 2026, 21:05 local time.
const evening = new Date(2026, 11, 1, 21, 5);
const NBSP = '\u00a0';

describe('in the chosen language', () => {
	it('groups thousands and marks decimals as the language does', () => {
		speak('en');
		expect(formatNumber(1234.5)).toBe('1,234.5');
		speak('cs');
		expect(formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
		speak('nb');
		expect(formatNumber(1234.5)).toBe(`1${NBSP}234,5`);
	});

	it('writes a share as a percentage with the language’s spacing', () => {
		speak('en');
		expect(formatPercent(0.5)).toBe('50%');
		speak('cs');
		expect(formatPercent(0.5)).toBe(`50${NBSP}%`);
	});

	it('names the day and month in the language', () => {
		speak('cs');
		expect(formatLongDate(evening)).toBe('úterý 1. prosince 2026');
		speak('nb');
		expect(formatLongDate(evening)).toBe('tirsdag 1. desember 2026');
	});

	it('writes a short date in the language', () => {
		speak('en');
		expect(formatDate(evening)).toBe('Dec 1, 2026');
		speak('nb');
		expect(formatDate(evening)).toBe('1. des. 2026');
		speak('cs');
		expect(formatDate(evening)).toBe(`1. 12. 2026`);
	});

	it('tells the time on the 24-hour clock where the language does', () => {
		speak('cs');
		expect(formatClock(evening)).toBe('21:05');
		speak('en');
		expect(formatClock(evening)).toMatch(/^09:05\sPM$/);
	});

	it('joins names with the language’s "and"', () => {
		speak('en');
		expect(formatList(['Anna', 'Bo', 'Cy'])).toBe('Anna, Bo, and Cy');
		speak('cs');
		expect(formatList(['Anna', 'Bo', 'Cy'])).toBe(`Anna, Bo a${NBSP}Cy`);
		speak('nb');
		expect(formatList(['Anna', 'Bo'])).toBe('Anna og Bo');
	});
});
