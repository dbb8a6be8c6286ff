// A game's words are found in its own folder (scripts/inlang-settings.js writes Paraglide's list
// before every compile), so adding a game edits no list of catalogs by hand.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { messageFolders } from '../../scripts/inlang-settings.js';

let root: string | undefined;
afterEach(() => {
	if (root) rmSync(root, { recursive: true, force: true });
	root = undefined;
});

function catalog(folder: string, locale: string) {
	mkdirSync(path.join(root!, folder), { recursive: true });
	writeFileSync(path.join(root!, folder, `${locale}.json`), '{}');
}

it('finds every i18n folder holding the base catalog, a new game among them, and nothing generated', () => {
	root = mkdtempSync(path.join(tmpdir(), 'catalogs-'));
	catalog('i18n', 'en');
	catalog('games/wizard/i18n', 'en');
	catalog('games/a-new-game/i18n', 'en');
	catalog('games/untranslated/i18n', 'cs');
	catalog('paraglide/i18n', 'en');
	expect(messageFolders(root, 'en', root)).toEqual(['games/a-new-game/i18n', 'games/wizard/i18n', 'i18n']);
});

it("the project's list is the one the script finds", () => {
	const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8'));
	expect(settings['plugin.inlang.messageFormat'].pathPattern).toEqual(
		messageFolders('src/lib', settings.baseLocale).map((folder: string) => `./${folder}/{locale}.json`)
	);
});
