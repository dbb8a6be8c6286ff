import { expect, test } from './fixtures';
import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sirv from 'sirv';
import { waitForServiceWorker } from './table';

// A host of our own, serving a copy of the build that the test can "deploy" a new version to.
let site: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
	site = await mkdtemp(join(tmpdir(), 'dealkeeper-site-'));
	await cp('build', site, { recursive: true });
	server = createServer(sirv(site, { single: '200.html', dev: true }));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
	server?.close();
	await rm(site, { recursive: true, force: true });
});

test('a new version waits until the player chooses to reload', async ({ page }) => {
	await page.goto(`${origin}/`);
	await waitForServiceWorker(page);
	// The next visit is the one the service worker controls, as it is for a returning player.
	await page.reload();
	expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
	await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

	// Deploy: any change to the service worker is a new version.
	await appendFile(join(site, 'sw.js'), '\n// next version\n');
	await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

	await expect(page.getByText('A new version of Dealkeeper is ready.')).toBeVisible();
	// Nothing reloaded by itself.
	expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

	await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload now' }).click()]);
	expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
	await expect(page.getByText('A new version of Dealkeeper is ready.')).toBeHidden();
});
