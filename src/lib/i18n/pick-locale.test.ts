import { describe, expect, it } from 'vitest';
import { pickLocale } from './pick-locale';

describe('the language the app first speaks', () => {
	it('is the saved choice when there is one', () => {
		expect(pickLocale('cs', ['nb-NO', 'en'])).toBe('cs');
	});

	it('ignores a saved value the app does not offer', () => {
		expect(pickLocale('de', ['cs-CZ'])).toBe('cs');
	});

	it('is the first browser language the app has, by full tag or base', () => {
		expect(pickLocale(null, ['de-DE', 'cs-CZ', 'nb'])).toBe('cs');
		expect(pickLocale(null, ['nb-NO', 'cs'])).toBe('nb');
		expect(pickLocale(null, ['EN-gb', 'cs'])).toBe('en');
	});

	it('reads Norwegian Nynorsk and plain "no" as Bokmål', () => {
		expect(pickLocale(null, ['nn-NO'])).toBe('nb');
		expect(pickLocale(null, ['no'])).toBe('nb');
	});

	it('falls back to English', () => {
		expect(pickLocale(null, ['de-DE', 'fr'])).toBe('en');
		expect(pickLocale(null, [])).toBe('en');
	});
});
