// The JS and CSS a page loads before it is interactive, read from the built HTML:
// its module preloads, its entry imports, its stylesheets and the styles inlined in it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export async function initialAssets(buildDir, page = 'index.html') {
	const html = await readFile(join(buildDir, page), 'utf8');
	const js = new Set();
	const css = new Set();
	for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
		const href = /href="([^"]+)"/.exec(tag)?.[1];
		if (!href) continue;
		if (/rel="modulepreload"/.test(tag)) js.add(href);
		// Disabled links are the inlined stylesheets' twins, fetched only on later navigation.
		if (/rel="stylesheet"/.test(tag) && !/\sdisabled/.test(tag)) css.add(href);
	}
	for (const [, href] of html.matchAll(/import\("([^"]+)"\)/g)) js.add(href);
	const measure = async (hrefs) => {
		let raw = 0;
		let gzip = 0;
		const files = [];
		for (const href of hrefs) {
			const body = await readFile(join(buildDir, href.replace(/^(\.\/|\/)/, '')));
			raw += body.length;
			gzip += gzipSync(body, { level: 9 }).length;
			files.push(href);
		}
		return { raw, gzip, files };
	};
	const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join('');
	return {
		js: await measure(js),
		css: await measure(css),
		inlinedCss: { raw: Buffer.byteLength(inlined), gzip: gzipSync(inlined, { level: 9 }).length }
	};
}
