import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogProblems, integerForms, shapeOf, type Catalog } from './catalog-shape';

const tricks = (match: Record<string, string>) => [
	{ declarations: ['input count', 'local countPlural = count: plural'], selectors: ['countPlural'], match }
];
const english: Catalog = {
	$schema: 'x',
	greet: 'Hello {name}',
	tricks: tricks({ 'countPlural=one': '{count} trick', 'countPlural=*': '{count} tricks' })
};

describe('a message’s shape', () => {
	it('is its placeholders, or its declared inputs and selectors', () => {
		expect(shapeOf('{b} gives {a} to { b }')).toEqual({ inputs: ['a', 'b'], selectors: [] });
		expect(shapeOf(english.tricks!)).toEqual({ inputs: ['count'], selectors: ['countPlural'] });
	});
});

describe('a translated catalog', () => {
	it('with every message in the same shape has no problems', () => {
		const czech: Catalog = {
			greet: 'Ahoj {name}',
			tricks: tricks({
				'countPlural=one': '{count} štych',
				'countPlural=few': '{count} štychy',
				'countPlural=*': '{count} štychů'
			})
		};
		expect(catalogProblems(english, czech, 'cs')).toEqual([]);
	});

	it('names missing, extra and misnamed messages and inputs', () => {
		const norwegian: Catalog = { greet: 'Hei {navn}', extra: 'x' };
		expect(catalogProblems(english, norwegian, 'nb')).toEqual([
			'greet: takes {navn}, English takes {name}',
			'tricks: missing',
			'extra: not in English'
		]);
	});

	it('needs words for each plural form whole numbers take in the language', () => {
		const czech: Catalog = {
			greet: 'Ahoj {name}',
			tricks: tricks({ 'countPlural=one': '{count} štych', 'countPlural=*': '{count} štychů' })
		};
		expect(catalogProblems(english, czech, 'cs')).toEqual(['tricks: no words for the "few" form in cs']);
		const wrongForm: Catalog = {
			greet: 'Hei {name}',
			tricks: tricks({ 'countPlural=few': 'x', 'countPlural=one': 'y', 'countPlural=*': 'z' })
		};
		expect(catalogProblems(english, wrongForm, 'nb')).toEqual(['tricks: "few" is not a plural form in nb']);
	});

	it('knows the plural forms of the app’s languages', () => {
		expect([...integerForms('en')]).toEqual(['one']);
		expect([...integerForms('nb')]).toEqual(['one']);
		expect([...integerForms('cs')].sort()).toEqual(['few', 'one']);
	});
});

// The app's own catalogs: every language beside English's file, in every catalog folder.
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
	locales: string[];
	'plugin.inlang.messageFormat': { pathPattern: string[] };
};
describe.each(settings['plugin.inlang.messageFormat'].pathPattern)('the catalog %s', (pattern) => {
	const folder = pattern.slice(0, pattern.lastIndexOf('/'));
	const read = (locale: string) => JSON.parse(readFileSync(`${folder}/${locale}.json`, 'utf8')) as Catalog;
	const translations = settings.locales.filter((locale) => locale !== 'en');
	it('has a file for every language the app offers, and none it does not', () => {
		const files = readdirSync(folder)
			.filter((f) => f.endsWith('.json'))
			.map((f) => f.replace('.json', ''));
		expect(files.sort()).toEqual([...settings.locales].sort());
	});
	it('in English has words for every plural form', () => {
		expect(catalogProblems(read('en'), read('en'), 'en')).toEqual([]);
	});
	it.each(translations)('in %s keeps every English message’s shape', (locale) => {
		expect(catalogProblems(read('en'), read(locale), locale)).toEqual([]);
	});
});
