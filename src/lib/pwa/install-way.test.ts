import { describe, expect, it } from 'vitest';
import { installWay, isIosSafari } from './install-way';

// User agents as the browsers send them.
const IPHONE_SAFARI =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
	'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE_CHROME =
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

const facts = (userAgent: string, more: Partial<Parameters<typeof installWay>[0]> = {}) => ({
	userAgent,
	maxTouchPoints: 5,
	standalone: false,
	offered: false,
	...more
});

describe('isIosSafari', () => {
	it('knows Safari on an iPhone, and on an iPad that asks for desktop sites', () => {
		expect(isIosSafari(facts(IPHONE_SAFARI))).toBe(true);
		expect(isIosSafari(facts(IPAD_DESKTOP_MODE))).toBe(true);
	});

	it('tells a Mac (no touch) and other browsers on iOS from Safari', () => {
		expect(isIosSafari(facts(IPAD_DESKTOP_MODE, { maxTouchPoints: 0 }))).toBe(false);
		expect(isIosSafari(facts(IPHONE_CHROME))).toBe(false);
		expect(isIosSafari(facts(ANDROID_CHROME))).toBe(false);
	});
});

describe('installWay', () => {
	it('offers the button where the browser offered to install', () => {
		expect(installWay(facts(ANDROID_CHROME, { offered: true }))).toBe('prompt');
	});

	it('gives the steps on iOS Safari, and nothing where there is no way', () => {
		expect(installWay(facts(IPHONE_SAFARI))).toBe('steps');
		expect(installWay(facts(ANDROID_CHROME))).toBe('none');
		expect(installWay(facts(IPHONE_CHROME))).toBe('none');
	});

	it('offers nothing once the app runs from the home screen', () => {
		expect(installWay(facts(IPHONE_SAFARI, { standalone: true }))).toBe('none');
		expect(installWay(facts(ANDROID_CHROME, { standalone: true, offered: true }))).toBe('none');
	});
});
