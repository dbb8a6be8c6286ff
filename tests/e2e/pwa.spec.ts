import { chromium, expect, test, watchCsp } from './fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunch } from '../chromium.js';
import { addPlayers, waitForServiceWorker } from './table';

const ROUTES: [string, string][] = [
	['/', 'Dealkeeper'],
	['/players', 'Players (1)'],
	['/new', 'New game'],
	['/history', 'History'],
	['/play?game=missing', 'This game is not on this device.'],
	['/history/game?game=missing', 'This game is not on this device.']
];

test('the manifest is complete and its icons load', async ({ request }) => {
	const response = await request.get('/manifest.webmanifest');
	expect(response.ok()).toBe(true);
	const manifest = await response.json();
	expect(manifest).toMatchObject({
		name: 'Dealkeeper',
		short_name: 'Dealkeeper',
		start_url: '/',
		scope: '/',
		display: 'standalone'
	});
	expect(manifest.description).toBeTruthy();
	expect(manifest.theme_color).toMatch(/^#/);
	expect(manifest.background_color).toMatch(/^#/);
	const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
	expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
	expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
	for (const icon of icons) {
		const image = await request.get(`/${icon.src}`);
		expect(image.ok(), icon.src).toBe(true);
		expect(image.headers()['content-type']).toBe('image/png');
	}
});

test('the home-screen icons fill their tile: no white frame at the corners', async ({ page, request }) => {
	await page.goto('/');
	const manifest = await (await request.get('/manifest.webmanifest')).json();
	const maskable = (manifest.icons as { src: string; purpose?: string }[]).filter((i) => i.purpose === 'maskable');
	const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
	const tiles = [...maskable.map((i) => `/${i.src}`), apple!];
	expect(tiles.length).toBeGreaterThanOrEqual(2);
	for (const src of tiles) {
		// Each corner's pixel, read from the image as the browser decodes it.
		const corners = await page.evaluate(async (url) => {
			const image = new Image();
			image.src = url;
			await image.decode();
			const canvas = new OffscreenCanvas(image.width, image.height);
			const context = canvas.getContext('2d')!;
			context.drawImage(image, 0, 0);
			const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data];
			const [w, h] = [image.width - 1, image.height - 1];
			return [at(0, 0), at(w, 0), at(0, h), at(w, h)];
		}, src);
		// The icon's own dark tile (#14171c), opaque, in every corner.
		for (const corner of corners) expect(corner, src).toEqual([0x14, 0x17, 0x1c, 255]);
	}
});

test('the first visit installs the service worker, and then every route opens offline', async ({ context, page }) => {
	await addPlayers(page, ['Anna']);
	await waitForServiceWorker(page);
	// Home says so once the app can open without a network, and says when there is none.
	await page.goto('/');
	await expect(page.getByTestId('offline-status')).toHaveText(
		'✓ Ready to play offline: every screen is kept on this device.'
	);
	await context.setOffline(true);
	await expect(page.getByTestId('offline-status')).toHaveText('No network: everything on this device still works.');
	for (const [route, text] of ROUTES) {
		// A fresh page each time: a cold start, nothing in memory.
		const cold = await context.newPage();
		await cold.goto(route);
		// Visible somewhere: a narrow header offline folds its links (History among them) into the Menu.
		await expect(cold.getByText(text, { exact: true }).filter({ visible: true }).first()).toBeVisible();
		// Not just the prerendered HTML: the app's code ran, and read the database.
		await expect(cold.locator('html[data-interactive]')).toBeAttached();
		await cold.close();
	}
});

test('Chromium finds the app installable', async () => {
	// Installability is only checked in a persistent (non-incognito) profile.
	const profile = await mkdtemp(join(tmpdir(), 'dealkeeper-'));
	const context = await chromium.launchPersistentContext(profile, {
		...chromiumLaunch,
		baseURL: test.info().project.use.baseURL
	});
	const violations = await watchCsp(context);
	try {
		const page = await context.newPage();
		await page.goto('/');
		await waitForServiceWorker(page);
		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		expect(installabilityErrors).toEqual([]);
		expect(violations, 'Content-Security-Policy violations').toEqual([]);
	} finally {
		await context.close();
		await rm(profile, { recursive: true, force: true });
	}
});
