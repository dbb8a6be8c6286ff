// The Content-Security-Policy itself: on every page, strict for scripts, and the guard every
// journey runs under (fixtures.ts) does see a violation when there is one.
import { test as plain } from '@playwright/test';
import { expect, test, watchCsp } from './fixtures';
import { open } from './table';

const PAGES = ['/', '/players', '/new', '/play?game=none', '/history', '/history/game?game=none', '/no-such-page'];

test('every page carries a policy that runs only this origin and hashed inline scripts', async ({ page }) => {
	for (const path of PAGES) {
		await open(page, path);
		const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
		const directives = new Map(
			policy!.split(';').map((d) => {
				const [name, ...values] = d.trim().split(/\s+/);
				return [name!, values] as const;
			})
		);
		expect(directives.get('default-src'), path).toEqual(["'none'"]);
		const scripts = directives.get('script-src')!;
		expect(scripts[0], path).toBe("'self'");
		expect(
			scripts.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(s)),
			`${path}: ${scripts}`
		).toBe(true);
		for (const name of ['connect-src', 'worker-src', 'manifest-src', 'img-src'])
			expect(directives.get(name), `${path} ${name}`).toEqual(["'self'"]);
		expect(directives.get('style-src')!.includes("'unsafe-inline'"), path).toBe(false);
	}
});

test("the theme script runs under the policy: a light-theme player's choice applies on load", async ({ page }) => {
	await open(page, '/');
	await page.evaluate(() => localStorage.setItem('dealkeeper.theme', 'light'));
	// The app's own code never reads the stored theme: only the inline script in app.html does.
	await page.reload();
	await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

plain('the guard reports a script the policy blocks', async ({ context, page }) => {
	const violations = await watchCsp(context);
	await open(page, '/');
	await page.evaluate(() => {
		const script = document.createElement('script');
		script.textContent = 'window.injected = true';
		document.head.append(script);
	});
	await expect.poll(() => violations.map((v) => v.directive)).toEqual(['script-src-elem']);
	expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
