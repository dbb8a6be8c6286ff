// Before Paraglide compiles the words, tells it where they are: every folder named i18n under
// src/lib (the app's own, the sync's, each game's) holding the base language's catalog. A new
// game's words are then found in its own folder, with no list kept by hand.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SETTINGS = 'project.inlang/settings.json';

/** The i18n folders under `root` holding `<baseLocale>.json`, as paths from `from`, sorted. */
export function messageFolders(root, baseLocale, from = '.') {
	const found = [];
	(function walk(folder) {
		for (const entry of readdirSync(folder, { withFileTypes: true })) {
			if (!entry.isDirectory() || entry.name === 'paraglide') continue;
			const full = path.join(folder, entry.name);
			if (entry.name === 'i18n' && existsSync(path.join(full, `${baseLocale}.json`))) found.push(full);
			walk(full);
		}
	})(root);
	return found.map((folder) => path.relative(from, folder).split(path.sep).join('/')).sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const settings = JSON.parse(readFileSync(SETTINGS, 'utf8'));
	const folders = messageFolders('src/lib', settings.baseLocale);
	settings['plugin.inlang.messageFormat'].pathPattern = folders.map((folder) => `./${folder}/{locale}.json`);
	writeFileSync(SETTINGS, JSON.stringify(settings, null, '\t') + '\n');
}
