// The JS a page fetches on a first visit (a fresh profile, no service worker yet) from the
// navigation until its network is quiet: what a phone downloads before it is interactive, static
// imports and the dynamic ones its first render starts alike. Quiet is Playwright's networkidle:
// no request in flight for 500 ms.

/** The built files (paths under the build folder) of every script requested, in order. */
export async function scriptsUntilQuiet(browser, url) {
	const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
	try {
		const page = await context.newPage();
		const scripts = new Set();
		page.on('request', (request) => {
			const { pathname } = new URL(request.url());
			if (pathname.endsWith('.js')) scripts.add(pathname.replace(/^\//, ''));
		});
		await page.goto(url, { waitUntil: 'networkidle' });
		return [...scripts];
	} finally {
		await context.close();
	}
}
