import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

describe('LANGUAGES', () => {
	it('names each language in itself, as Intl does, with a capital as a menu shows it', () => {
		expect(LANGUAGES.map(({ locale }) => locale)).toEqual(['en', 'nb', 'cs']);
		for (const { locale, name } of LANGUAGES) {
			const own = new Intl.DisplayNames([locale], { type: 'language' }).of(locale)!;
			expect(name).toBe(own.charAt(0).toLocaleUpperCase(locale) + own.slice(1));
		}
	});

	it('are the names players know, whatever locale data Intl has', () => {
		expect(LANGUAGES.map(({ name }) => name)).toEqual(['English', 'Norsk bokmål', 'Čeština']);
	});
});
