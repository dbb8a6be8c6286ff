// How long an import of 5,000 games takes before anything is written, in Node: the file read and
// checked, every game replayed strictly, the preview made. The browser's figure (nights.js) adds
// the page and IndexedDB's writes.
import { bench, describe, expect } from 'vitest';
import { FIXTURES, KNOWN_KINDS, fixtureBackup, rulesOf } from '$support/test-backups';
import { prepareImport } from '$lib/backup/import';
import { readBackup } from '$lib/backup/read';
import type { Backup } from '$lib/backup/format';

const GAMES = 5_000;

/** One file of `GAMES` games: the five recorded games, again and again, each copy its own ids. */
function bigBackup(): Backup {
	const copies = Array.from({ length: GAMES / FIXTURES.length }, (_, i) => fixtureBackup({ tag: `c${i}` }));
	const first = copies[0]!;
	return {
		...first,
		players: copies.flatMap((c) => c.players),
		games: copies.flatMap((c) => c.games),
		events: copies.flatMap((c) => c.events)
	};
}

const text = JSON.stringify(bigBackup());
const prepared = await prepareImport(text, KNOWN_KINDS, rulesOf);
expect(prepared.ok && prepared.plan.flagged).toEqual([]);

describe(`import of ${GAMES.toLocaleString()} games, before writing (${(text.length / 1024 / 1024).toFixed(0)} MB)`, () => {
	bench(
		'read and check the file',
		() => {
			readBackup(text, KNOWN_KINDS);
		},
		{ iterations: 3, warmupIterations: 1 }
	);
	bench(
		'read, check, replay every game, preview',
		async () => {
			await prepareImport(text, KNOWN_KINDS, rulesOf);
		},
		{ iterations: 3, warmupIterations: 0 }
	);
});
