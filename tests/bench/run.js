// npm run bench: figures, not pass/fail. Sizes of the home page's initial JS and CSS (and of the
// sync's code, which loads only on a phone in a table), the sync's figures between phones, the
// time to replay a 1,000-event log, and in Chromium, with 1,000 finished games stored, the
// time from a tap to its event committed and shown, and the home page's largest paint.
// BENCH_ONLY=home runs the home page's figures alone (its JS, largest paint in Chromium and in
// Lighthouse), a few minutes instead of the game nights' long section.
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { chromiumLaunch } from '../chromium.js';
import { measureActions } from './latency.js';
import { seedFinishedGames } from './seed.js';
import { initialAssets, measure, syncCode } from './sizes.js';
import { lighthousePaint, lighthouseScores } from './lighthouse.js';
import { scriptsUntilQuiet } from './until-quiet.js';
import { benchImport, benchNights } from './nights.js';
import { waitForSchema } from './schema.js';

// BENCH_ONLY=nights: only the game nights at scale (tests/bench/nights.js).
if (process.env.BENCH_ONLY === 'nights') {
	const { server, origin } = await serveBuild();
	await benchNights(origin).finally(() => server.close());
	process.exit(0);
}

// BENCH_ONLY=import BENCH_FILE=backup.json: only the import of that file (one that
// BENCH_KEEP_BACKUP=backup.json kept from the nights section).
if (process.env.BENCH_ONLY === 'import') {
	const { server, origin } = await serveBuild();
	await benchImport(origin, process.env.BENCH_FILE).finally(() => server.close());
	process.exit(0);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const percentile = (values, p) =>
	[...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
const median = (values) => percentile(values, 50);
const onlyHome = process.env.BENCH_ONLY === 'home';

// Issue 35: what a phone downloads before home answers its first tap, gzipped.
const LIMIT_FIRST_STATIC_KIB = 35;
const LIMIT_UNTIL_QUIET_KIB = 75;
const withinLimit = (bytes, limitKib) =>
	`limit ${limitKib} KiB: ${bytes <= limitKib * 1024 ? 'within' : `OVER by ${kib(bytes - limitKib * 1024)}`}`;

/** `runs` of each measure, taking turns at going first, so neither one always runs on a cold browser. */
async function alternately(runs, measureHome, measureBlank) {
	const home = [];
	const blank = [];
	for (let i = 0; i < runs; i++) {
		if (i % 2) blank.push(await measureBlank());
		home.push(await measureHome());
		if (!(i % 2)) blank.push(await measureBlank());
	}
	return { home, blank };
}

console.log('\n# Home page, initial assets (build/index.html)');
const home = await initialAssets('build');
console.log(
	`JS, the first static imports: ${kib(home.js.raw)} raw, ${kib(home.js.gzip)} gzipped, ${home.js.files.length} files (${withinLimit(home.js.gzip, LIMIT_FIRST_STATIC_KIB)})`
);
console.log(
	`CSS ${kib(home.css.raw)} raw, ${kib(home.css.gzip)} gzipped, ${home.css.files.length} files; inlined in the HTML ${kib(home.inlinedCss.raw)} raw, ${kib(home.inlinedCss.gzip)} gzipped`
);
// What SvelteKit and Svelte cost before any of the app's code: a page with home's header shape
// and one heading (tests/bench/floor/), built by the same versions the same way.
await rm('tests/bench/floor/build', { recursive: true, force: true });
const floorBuild = spawnSync('npx', ['vite', 'build'], { cwd: 'tests/bench/floor', encoding: 'utf8' });
if (floorBuild.status !== 0) throw new Error(`the floor did not build:\n${floorBuild.stderr}`);
const floor = await initialAssets('tests/bench/floor/build');
console.log(
	`The stack's own floor (tests/bench/floor: home's header and one heading, no app code): ${kib(floor.js.gzip)} gzipped, ${floor.js.files.length} files, ${kib(home.js.gzip - floor.js.gzip)} of home's are the app's own`
);
const homeCode = (await Promise.all(home.js.files.map((f) => readFile(`build/${f}`, 'utf8')))).join('\n');
// Strings only the games' rules contain: none should be in the home page's code.
const rulesInHome = ['bid_forbidden', 'card_contradicts_side', 'tricks_over'].filter((code) => homeCode.includes(code));
console.log(
	`Game rules in the home page's JS: ${rulesInHome.length ? `YES (${rulesInHome.join(', ')}): should load lazily` : 'none (loaded when a game opens)'}`
);

const sync = await syncCode('build', home.js.files);
console.log(
	`\n# The sync's code, loaded only on a phone in a table\nJS  ${kib(sync.raw)} raw, ${kib(sync.gzip)} gzipped, ${sync.files.length} files`
);

if (!onlyHome) {
	console.log('\n# Replaying a 1,000-event log (vitest bench)');
	spawnSync('npx', ['vitest', 'bench', '--run', '--project', 'node'], { stdio: 'inherit' });
	// Phones in Node through the sync server: taps, convergence, a join, fifty phones, two instances
	// on one Redis (BENCH_SYNC=taps|join|crowd|long|instances runs one).
	console.log('\n# The sync (tests/bench/sync-*.figures.ts)');
	spawnSync(
		'npx',
		['vitest', 'run', '--config', 'tests/bench/vitest.sync.config.ts', '--silent=false', '--reporter=dot'],
		{
			stdio: 'inherit'
		}
	);
}

console.log('\n# In Chromium');
const { server, origin } = await serveBuild();
const browser = await chromium.launch(chromiumLaunch);

try {
	// Three first visits; the dynamic imports a render starts may race the quiet, so the most is told.
	const visits = [];
	for (let i = 0; i < 3; i++) visits.push(await measure('build', await scriptsUntilQuiet(browser, `${origin}/`)));
	const untilQuiet = visits.reduce((most, visit) => (visit.gzip > most.gzip ? visit : most));
	console.log(
		`Home's JS until the network is quiet (fresh profile, the most of 3 visits): ${kib(untilQuiet.gzip)} gzipped, ${untilQuiet.files.length} files (${withinLimit(untilQuiet.gzip, LIMIT_UNTIL_QUIET_KIB)})`
	);

	const largestPaint = async (path) => {
		const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(origin + path, { waitUntil: 'load' });
		const lcp = await page.evaluate(
			() =>
				new Promise((resolve) =>
					new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
						type: 'largest-contentful-paint',
						buffered: true
					})
				)
		);
		await context.close();
		return lcp;
	};
	const paints = await alternately(
		15,
		async () => [await largestPaint('/'), await largestPaint('/__home-without-scripts')],
		() => largestPaint('/__blank')
	);
	const ratio = (ms) => `${(ms / median(paints.blank)).toFixed(2)} x`;
	const homePaints = median(paints.home.map(([withScripts]) => withScripts));
	const markupPaints = median(paints.home.map(([, without]) => without));
	console.log(
		`Largest contentful paint, median of 15: home ${homePaints.toFixed(0)} ms (${ratio(homePaints)}), blank page ${median(paints.blank).toFixed(0)} ms; home's markup with every script taken out ${markupPaints.toFixed(0)} ms (${ratio(markupPaints)})`
	);

	// Lighthouse's slow 4G and slow phone: every script that arrived before the first paint counts.
	const simulated = await alternately(
		5,
		() => lighthousePaint(`${origin}/`),
		() => lighthousePaint(`${origin}/__blank`)
	);
	const homePaint = median(simulated.home.map((run) => run.largestPaint));
	const blankPaint = median(simulated.blank.map((run) => run.largestPaint));
	console.log(
		`Lighthouse (mobile) largest paint, median of 5: home ${homePaint.toFixed(0)} ms, one-heading page ${blankPaint.toFixed(0)} ms (${(homePaint / blankPaint).toFixed(2)} x); home's performance score ${simulated.home.map((run) => run.score).join(', ')}`
	);

	if (!onlyHome) {
		const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		await page.goto(`${origin}/players`);
		await page
			.getByRole('heading', { name: /Players/ })
			.first()
			.waitFor();
		await waitForSchema(page, 3);
		await page.evaluate(seedFinishedGames, 1000);
		await page.goto(`${origin}/new`);
		// New game opens on the last game's seating: clear it, then seat these players in order.
		const roster = page.getByRole('group', { name: 'Roster' });
		await roster.and(page.locator('[aria-busy="false"]')).waitFor();
		const seated = roster.getByRole('button', { pressed: true });
		while ((await seated.count()) > 0) await seated.first().click();
		for (const name of ['Anna', 'Ben', 'Cleo', 'Dan']) await roster.getByRole('button', { name }).click();
		await page.getByRole('radiogroup', { name: 'First dealer' }).getByRole('radio', { name: 'Anna' }).click();
		await page.getByRole('button', { name: 'Start game' }).click();
		await page.getByTestId('round').waitFor();
		const samples = await page.evaluate(measureActions, 8);
		console.log(
			`Tap to event committed and screen updated, ${samples.length} actions with 1,000 finished games stored: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`
		);
		await context.close();

		// Game nights at scale (issue 13): history, player pages, export and import.
		console.log('\n# Game nights at scale: 1,000 nights, 5,000 games (tests/bench/nights.js)');
		await benchNights(origin);

		for (const path of ['/', '/new']) {
			const { scores, failing } = await lighthouseScores(origin + path);
			const line = Object.entries(scores)
				.map(([id, score]) => `${id} ${score}`)
				.join(', ');
			console.log(
				`Lighthouse (mobile) ${path}: ${line}${failing.length ? `; audits below 1: ${failing.join(', ')}` : ''}`
			);
		}
	}
} finally {
	await browser.close();
	server.close();
}

/** The built app, and a blank page to compare its paint with, on a free port. */
async function serveBuild() {
	const homeWithoutScripts = (await readFile('build/index.html', 'utf8')).replace(/<script[\s\S]*?<\/script>/g, '');
	const serve = sirv('build', { single: '200.html', brotli: true, gzip: true });
	const server = createServer((req, res) => {
		// Home as prerendered, less its scripts: what its markup and styles alone cost to paint.
		if (req.url === '/__home-without-scripts') {
			res.setHeader('content-type', 'text/html');
			return res.end(homeWithoutScripts);
		}
		if (req.url === '/__blank') {
			res.setHeader('content-type', 'text/html');
			return res.end(
				'<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Blank</title><h1>Dealkeeper</h1></html>'
			);
		}
		serve(req, res);
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
