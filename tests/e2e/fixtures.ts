// Every journey runs under the app's Content-Security-Policy and fails if the browser reports
// a single violation: something the policy blocks is something the app silently lost (a
// script that did not run, a style that did not apply).
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Re-exported so each spec's one import line from '@playwright/test' points here instead.
export { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
export { expect };

export type CspViolation = { directive: string; blocked: string; page: string; sample: string };

/**
 * Records every `securitypolicyviolation` on every page the context opens from now on, as the
 * browser reports it (before any of the page's own scripts could hide it).
 */
export async function watchCsp(context: BrowserContext): Promise<CspViolation[]> {
	const violations: CspViolation[] = [];
	await context.exposeBinding('__dealkeeperCspViolation', (_source, violation: CspViolation) => {
		violations.push(violation);
	});
	await context.addInitScript(() => {
		const report = (window as unknown as { __dealkeeperCspViolation: (v: CspViolation) => void })
			.__dealkeeperCspViolation;
		window.addEventListener(
			'securitypolicyviolation',
			(event) =>
				void report({
					directive: event.effectiveDirective,
					blocked: event.blockedURI,
					page: event.documentURI,
					sample: event.sample
				}),
			true
		);
	});
	return violations;
}

/** Every record of the app's database as it stands, table by table (see databaseExport). */
async function exportDatabase(context: BrowserContext): Promise<Record<string, unknown[]>> {
	const page = await context.newPage();
	try {
		await page.goto('/robots.txt');
		return await page.evaluate(
			() =>
				new Promise<Record<string, unknown[]>>((resolve, reject) => {
					const request = indexedDB.open('dealkeeper');
					request.onerror = () => reject(request.error);
					request.onsuccess = () => {
						const db = request.result;
						const names = [...db.objectStoreNames];
						const transaction = db.transaction(names);
						const tables: Record<string, unknown[]> = {};
						for (const name of names) {
							const all = transaction.objectStore(name).getAll();
							all.onsuccess = () => (tables[name] = all.result);
						}
						transaction.oncomplete = () => {
							db.close();
							resolve(tables);
						};
						transaction.onerror = () => reject(transaction.error);
					};
				})
		);
	} finally {
		await page.close();
	}
}

export const test = base.extend<{ cspViolations: CspViolation[]; databaseExport: void; phonesClosed: void }>({
	cspViolations: [
		async ({ context }, use) => {
			const violations = await watchCsp(context);
			await use(violations);
			expect(violations, 'Content-Security-Policy violations').toEqual([]);
		},
		{ auto: true }
	],
	// DEALKEEPER_EXPORT_DB=<dir> writes each journey's database to <dir>/<test>.json when it
	// ends: how tests/fixtures/database-v1.json was made (tests/fixtures/merge-exports.js).
	databaseExport: [
		async ({ context }, use, testInfo) => {
			await use();
			const dir = process.env.DEALKEEPER_EXPORT_DB;
			if (!dir || testInfo.status !== 'passed') return;
			await mkdir(dir, { recursive: true });
			const file = testInfo.titlePath
				.join(' ')
				.replace(/[^a-z0-9]+/gi, '-')
				.slice(0, 120);
			await writeFile(join(dir, `${file}.json`), JSON.stringify(await exportDatabase(context)));
		},
		{ auto: true }
	],
	// The phones a journey opens itself (browser.newContext) close when it ends, passed or failed.
	// Left open, each kept its renderers and its service worker running through every later journey
	// of its worker: 36 Chromium processes at load 10 by the end of a full run, where a journey of
	// one minute alone took 2.2.
	phonesClosed: [
		async ({ browser, context }, use) => {
			const before = new Set(browser.contexts());
			await use();
			const opened = browser.contexts().filter((phone) => phone !== context && !before.has(phone));
			await Promise.all(opened.map((phone) => phone.close()));
		},
		{ auto: true }
	]
});
