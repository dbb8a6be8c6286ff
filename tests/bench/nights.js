// Game nights at scale (issue 13), in Chromium on the built app, on profiles kept on disk: with
// 1,000 nights and 5,000 games stored (each game's recorded whole game, in
// turn, with their real logs), how soon the history's first screenful shows, how long one
// player's page takes over all 5,000 games, and how long export and import of everything take.
import { chromium } from '@playwright/test';
import { copyFile, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../chromium.js';
import { GAME_IDS, wholeGameFile } from '../support/game-folders.js';

const NIGHTS = 1000;
const GAMES = 5000;

/**
 * Runs in a page of the app's origin before the app opens: writes the nights, games and logs
 * through the raw IndexedDB API into a database laid out as schema 3 made it (IndexedDB's 30 is
 * Dexie's 3), each game's log as one record of JSON text (in packedLogs, under gameId), as an
 * older app kept them. The app then upgrades it as it would a phone's: schema 4 counts each
 * player's totals, schema 5 stamps the events and moves the logs to `packs`, under `key`.
 */
async function seed({ fixtures, nights, games }) {
	const db = await new Promise((resolve, reject) => {
		const request = indexedDB.open('dealkeeper', 30);
		request.onupgradeneeded = () => {
			const db = request.result;
			const store = (name, keyPath, indexes = []) => {
				const created = db.createObjectStore(name, { keyPath });
				for (const [index, options] of indexes)
					created.createIndex(index, index.startsWith('[') ? index.slice(1, -1).split('+') : index, options);
			};
			store('players', 'id', [['name']]);
			store('nights', 'id', [['startedAt'], ['deletedAt']]);
			store('games', 'id', [
				['nightId'],
				['kind'],
				['updatedAt'],
				['setup.seats', { multiEntry: true }],
				['deletedAt']
			]);
			store('events', 'id', [['[gameId+seq]', { unique: true }]]);
			store('playerAliases', 'id');
			store('meta', 'key');
			store('gameDetails', 'gameId', [['players', { multiEntry: true }]]);
			store('packedLogs', 'gameId');
		};
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
	const tx = db.transaction(['players', 'nights', 'games', 'packedLogs'], 'readwrite');
	const names = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Greta'];
	names.forEach((name, i) =>
		tx.objectStore('players').put({ id: `p${i}`, name, color: '#e6194b', archived: false, createdAt: 0 })
	);
	const day = 24 * 3600_000;
	const first = Date.UTC(2022, 0, 1, 18);
	for (let g = 0; g < games; g++) {
		const night = Math.floor((g * nights) / games);
		const at = first + night * day + (g % (games / nights)) * 3600_000;
		const evening = new Date(first + night * day);
		const nightId = `${evening.getFullYear()}-${String(evening.getMonth() + 1).padStart(2, '0')}-${String(evening.getDate()).padStart(2, '0')}`;
		tx.objectStore('nights').put({ id: nightId, startedAt: first + night * day });
		const fixture = fixtures[g % fixtures.length];
		const id = `bench-${g}`;
		const events = fixture.events.map((event) => ({
			...event,
			id: `${id}-${event.seq}`,
			gameId: id,
			at: at + event.seq * 1000
		}));
		tx.objectStore('packedLogs').put({ gameId: id, json: JSON.stringify(events) });
		tx.objectStore('games').put({
			id,
			kind: fixture.kind,
			nightId,
			setup: fixture.setup,
			rulesVersion: fixture.rulesVersion,
			summary: fixture.summary,
			lastSeq: fixture.events.length,
			createdAt: at,
			updatedAt: at + fixture.events.length * 1000
		});
	}
	await new Promise((resolve, reject) => {
		tx.oncomplete = resolve;
		tx.onerror = () => reject(tx.error);
	});
	db.close();
}

/** Runs before the app: when it became interactive, and when `selector` first showed. */
function watchFor(selector) {
	window.__shown = new Promise((resolve) => {
		const seen = { interactive: null, shown: null };
		new MutationObserver((_, observer) => {
			seen.interactive ??= document.documentElement.hasAttribute('data-interactive') ? performance.now() : null;
			if (document.querySelector(selector)) {
				seen.shown = performance.now();
				observer.disconnect();
				resolve(seen);
			}
		}).observe(document, { subtree: true, childList: true, attributes: true });
	});
}

const ms = (value) => `${value.toFixed(0)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timeToShow(context, url, selector) {
	const page = await context.newPage();
	await page.addInitScript(watchFor, selector);
	await page.goto(url);
	const seen = await page.evaluate(() => window.__shown);
	await page.close();
	return { fromNavigation: seen.shown, fromInteractive: seen.shown - (seen.interactive ?? seen.shown) };
}

/**
 * A browser profile on disk, as a phone keeps the app's data. Not an incognito context: its
 * IndexedDB lives in memory and writes several times slower (5,000 logs of 120 actions: 11 s
 * against 2.6 s here), which no player's device does.
 */
async function profileOnDisk() {
	const dir = await mkdtemp(join(tmpdir(), 'dealkeeper-bench-profile-'));
	const context = await chromium.launchPersistentContext(dir, {
		...chromiumLaunch,
		serviceWorkers: 'block',
		acceptDownloads: true,
		viewport: { width: 390, height: 844 }
	});
	return {
		context,
		close: async () => {
			await context.close();
			await rm(dir, { recursive: true, force: true });
		}
	};
}

/** With BENCH_PROFILE=dir, the page's CPU profile from now until saved as dir/name.cpuprofile. */
async function profiling(page) {
	const dir = process.env.BENCH_PROFILE;
	if (!dir) return { save: async () => {} };
	const session = await page.context().newCDPSession(page);
	await session.send('Profiler.enable');
	await session.send('Profiler.start');
	return {
		save: async (name) => {
			const { profile } = await session.send('Profiler.stop');
			await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
		}
	};
}

export async function benchNights(origin) {
	const fixtures = await Promise.all(
		GAME_IDS.map(async (kind) => JSON.parse(await readFile(wholeGameFile(kind), 'utf8')))
	);
	const seeded = await profileOnDisk();
	const { context } = seeded;
	const page = await context.newPage();
	await page.goto(`${origin}/__blank`);
	const seeding = performance.now();
	await page.evaluate(seed, { fixtures, nights: NIGHTS, games: GAMES });
	const events = fixtures.reduce((sum, f) => sum + f.events.length, 0) * (GAMES / fixtures.length);
	console.log(
		`Stored ${NIGHTS.toLocaleString()} nights, ${GAMES.toLocaleString()} games, ${events.toLocaleString()} events (seeded in ${ms(performance.now() - seeding)})`
	);

	// The app keeps what player pages count of a game when it finishes; these games were written
	// around it, like games finished before schema 3, so the player page counts them once first.
	const counting = performance.now();
	await page.goto(`${origin}/players/player?player=p0`);
	await page.locator('[data-testid^="stats-"]').first().waitFor();
	console.log(
		`Upgraded to schema 4 (every player's totals counted once) and the player's page shown: ${ms(performance.now() - counting)}`
	);
	const status = page.getByRole('status').filter({ hasText: 'Counting the details' });
	await status.waitFor({ state: 'attached', timeout: 10_000 });
	await status.waitFor({ state: 'detached', timeout: 900_000 });
	console.log(
		`Details of games stored before schema 3, counted once on the player's page: ${ms(performance.now() - counting)}`
	);

	const history = [];
	const player = [];
	for (let i = 0; i < 5; i++) {
		history.push(await timeToShow(context, `${origin}/history`, 'main section.night'));
		player.push(await timeToShow(context, `${origin}/players/player?player=p0`, '[data-testid^="stats-"]'));
	}
	const line = (samples) =>
		`${ms(median(samples.map((s) => s.fromInteractive)))} from the app being interactive, ${ms(median(samples.map((s) => s.fromNavigation)))} from navigation`;
	console.log(`History, first screenful (median of 5): ${line(history)}`);
	console.log(`One player's page over all ${GAMES.toLocaleString()} games (median of 5): ${line(player)}`);

	await page.goto(`${origin}/backup`);
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
	const exportProfiler = await profiling(page);
	const exportStart = performance.now();
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download a backup' }).click()
	]);
	const exportMs = performance.now() - exportStart;
	await exportProfiler.save('export');
	// Kept beyond the context, which deletes its downloads when it closes.
	const file = join(tmpdir(), `dealkeeper-bench-backup-${process.pid}.json`);
	await download.saveAs(file);
	const { size } = await stat(file);
	console.log(`Export of ${GAMES.toLocaleString()} games: ${ms(exportMs)} (${(size / 1024 / 1024).toFixed(1)} MB)`);
	await seeded.close();

	if (process.env.BENCH_KEEP_BACKUP) await copyFile(file, process.env.BENCH_KEEP_BACKUP);
	await benchImport(origin, file);
	await rm(file);
}

/**
 * Imports a backup file on a fresh profile: how long until the preview, and until it is written,
 * with the phases the app marks. BENCH_PROFILE=dir also saves the page's CPU profile of it
 * (import.cpuprofile), as it does of the export (export.cpuprofile).
 */
export async function benchImport(origin, file) {
	const fresh = await profileOnDisk();
	const importer = await fresh.context.newPage();
	await importer.goto(`${origin}/backup`);
	await importer.locator('html[data-interactive]').waitFor({ state: 'attached' });
	const profiler = await profiling(importer);
	const readStart = performance.now();
	await importer.getByLabel('Backup file').setInputFiles(file);
	await importer.getByTestId('backup-preview').waitFor({ timeout: 900_000 });
	const readMs = performance.now() - readStart;
	const writeStart = performance.now();
	await importer.getByRole('button', { name: 'Import', exact: true }).click();
	await importer.getByRole('status').filter({ hasText: 'Imported' }).waitFor({ timeout: 900_000 });
	const writeMs = performance.now() - writeStart;
	console.log(
		`Import of that file on a fresh profile: ${ms(readMs + writeMs)} (checked, replayed and previewed in ${ms(readMs)}; written in ${ms(writeMs)})`
	);
	await profiler.save('import');
	// The phases the app marks (src/lib/backup/phases.ts), in the order they ran.
	const phases = await importer.evaluate(() =>
		performance
			.getEntriesByType('measure')
			.flatMap((m) => (m.name.startsWith('import: ') ? [[m.name.slice(8), m.duration]] : []))
	);
	console.log(`  phases: ${phases.map(([name, duration]) => `${name} ${ms(duration)}`).join(', ')}`);
	await fresh.close();
}
