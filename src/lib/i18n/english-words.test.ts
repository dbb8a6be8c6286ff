// English game words left in the Norwegian and Czech texts (issue 33, point 10). What stays in
// English on purpose is in docs/rules.md: the games' names, and The Dealer's role cards named as
// their faces are printed. Every other word is the rulebook's own in that language, or a native one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
	'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const folders = settings['plugin.inlang.messageFormat'].pathPattern.map((p) => p.slice(0, p.lastIndexOf('/')));
const GAME_NAMES = /Beat the Dealer|Fuck the Dealer|The Dealer/g;

/** Every text a reader sees in a catalog, by key: variants' texts, without placeholders or names of games. */
function texts(folder: string, locale: string): [string, string][] {
	const catalog = JSON.parse(readFileSync(`${folder}/${locale}.json`, 'utf8')) as Record<string, Json>;
	const found: [string, string][] = [];
	const walk = (key: string, value: Json): void => {
		if (typeof value === 'string') found.push([key, value.replace(/\{[^}]*\}/g, '').replace(GAME_NAMES, '')]);
		else if (Array.isArray(value)) value.forEach((item) => walk(key, item));
		// A variant message's declarations and selectors are code, not words.
		else if (value && typeof value === 'object')
			for (const [part, inner] of Object.entries(value))
				if (part !== 'declarations' && part !== 'selectors') walk(key, inner);
	};
	for (const [key, value] of Object.entries(catalog)) if (!key.startsWith('$')) walk(key, value);
	return found;
}

const holding = (folder: string, locale: string, word: RegExp) =>
	texts(folder, locale).filter(([, text]) => word.test(text));

describe.each(['nb', 'cs'])('in %s', (locale) => {
	it.each(folders)('%s says no "bust"', (folder) => {
		expect(holding(folder, locale, /\bbust/i)).toEqual([]);
	});

	it('Wizard names its dealer in the language’s own word', () => {
		expect(holding('src/lib/games/wizard/i18n', locale, /dealer/i)).toEqual([]);
	});

	it('names The Dealer’s role cards as they are printed, in English', () => {
		const roles = (l: string) => texts('src/lib/games/the-dealer/i18n', l).filter(([key]) => key.includes('_role_'));
		expect(roles(locale)).toEqual(roles('en'));
	});
});

describe('in Czech', () => {
	it.each(folders.filter((folder) => !folder.includes('the-dealer')))(
		'%s calls a dealer "rozdávající", not "Dealer", outside The Dealer’s role card',
		(folder) => {
			expect(holding(folder, 'cs', /dealer/i)).toEqual([]);
		}
	);
});
