// A game is one folder: no file of the app outside src/lib/games/<id>/ names a game's id, so a
// new game (or one taken out) edits nothing elsewhere. Tests, docs and the generated list of
// catalogs may name them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { GAME_IDS } from '../support/game-folders.js';

const SCANNED = ['src', 'server', 'scripts', 'static'];
const SKIPPED = new Set(['src/lib/paraglide', 'server/dist']);
const TEXT = /\.(ts|js|svelte|json|html|css|webmanifest)$/;

function files(folder: string): string[] {
	return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(folder, entry.name);
		if (entry.isDirectory()) return SKIPPED.has(full) ? [] : files(full);
		return TEXT.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
	});
}

/** Its id as written in code, a path or a message key: wizard, the-dealer, the_dealer, theDealer. */
const spellings = (id: string) => [
	id,
	id.replaceAll('-', '_'),
	id.replace(/-(\w)/g, (_, letter) => letter.toUpperCase())
];

it('names each game only inside its own folder', () => {
	expect(GAME_IDS.length).toBeGreaterThan(0);
	const found: string[] = [];
	for (const file of SCANNED.flatMap(files)) {
		const text = readFileSync(file, 'utf8');
		for (const id of GAME_IDS) {
			if (file.startsWith(path.join('src/lib/games', id) + path.sep)) continue;
			const named = spellings(id).find((spelling) => new RegExp(`(?<![\\w-])${spelling}(?![\\w-])`).test(text));
			if (named) found.push(`${file}: ${named}`);
		}
	}
	expect(found).toEqual([]);
});
