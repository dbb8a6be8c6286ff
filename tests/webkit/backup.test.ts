// A backup's round trip in WebKit: a phone imports a file written by the journeys (every kind of
// game), downloads a backup, and a new phone imports that backup and shows the same history.
// WebDriver cannot reach WebKit's downloads, so the file is read where the app hands it to the
// browser: the blob behind the download link it clicks. What this proves is the file the app
// made in WebKit, and its import there; that WebKit then saves it to the phone's disk is not.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import type { Phone } from './phone';
import { useTable } from './table';

const table = useTable();
/** A database written by the app's journeys: every kind of game, finished and not (format 1). */
const SEEDED = new URL('../fixtures/database-v1.json', import.meta.url);
const files = await mkdtemp(join(tmpdir(), 'dealkeeper-webkit-backup-'));
afterAll(() => rm(files, { recursive: true, force: true }));

/** Chooses the file at `path` in the import's file field, as a player picks it. */
async function importFile(phone: Phone, path: string): Promise<void> {
	await phone.open('/backup');
	await phone.session.type(await phone.find(['field', 'Choose a backup file']), path);
}

/**
 * Taps "Download a backup" and returns the file's name and text: the blob the app hands to its
 * download link, kept as the link's URL is made (the page's CSP lets no script fetch a blob: URL).
 */
async function downloadBackup(phone: Phone): Promise<{ name: string; text: string }> {
	await phone.open('/backup');
	await phone.session.execute(`
		const blobs = new Map();
		const createObjectURL = URL.createObjectURL;
		URL.createObjectURL = (blob) => {
			const url = createObjectURL(blob);
			blobs.set(url, blob);
			return url;
		};
		window.downloaded = new Promise((resolve) =>
			document.addEventListener('click', (event) => {
				const link = event.target.closest?.('a[download]');
				if (link) resolve(blobs.get(link.href).text().then((text) => ({ name: link.download, text })));
			}, true)
		);`);
	await phone.tap(['button', 'Download a backup']);
	return phone.session.executeAsync('window.downloaded.then(arguments[0])');
}

/** What a player reads on History, and on every game's page it links to. */
async function history(phone: Phone): Promise<string[]> {
	await phone.open('/history');
	await phone.find(['link', /Wizard/]);
	const games = await phone.session.execute<string[]>(
		"return [...document.querySelectorAll('main section.night li a')].map((a) => a.getAttribute('href'))"
	);
	const pages = [await phone.textOf(['link', /Wizard/])];
	for (const href of games) {
		await phone.open(href);
		await phone.find(['heading', /./]);
		await expect
			.poll(() => phone.session.execute('return document.querySelectorAll("[aria-busy=true]").length'))
			.toBe(0);
		pages.push(await phone.session.execute<string>('return document.querySelector("main").innerText'));
	}
	return pages;
}

test('a backup downloaded in WebKit restores every game on a new phone, and says so', async () => {
	const first = await table.phone();
	await importFile(first, SEEDED.pathname);
	await expect.poll(() => first.text('backup-preview')).toBe('7 games, 1 night, 28 players.');
	await first.tap(['button', 'Import']);
	await expect
		.poll(() => first.textOf(['status', /^Imported/]))
		.toBe('Imported. New games: 7, new players: 28, actions: 501.');
	const before = await history(first);
	expect(before.length).toBe(1 + 7);

	const backup = await downloadBackup(first);
	expect(backup.name).toMatch(/^dealkeeper-backup-\d{4}-\d{2}-\d{2}\.json$/);
	await expect.poll(() => first.text('last-backup')).toContain('Last backup:');
	const file = join(files, backup.name);
	await writeFile(file, backup.text);
	expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format: 'dealkeeper-backup' });

	const second = await table.phone();
	await importFile(second, file);
	await expect.poll(() => second.text('backup-preview')).toBe('7 games, 1 night, 28 players.');
	await second.tap(['button', 'Import']);
	await expect
		.poll(() => second.textOf(['status', /^Imported/]))
		.toBe('Imported. New games: 7, new players: 28, actions: 501.');
	expect(await history(second)).toEqual(before);
});
