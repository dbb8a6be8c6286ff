// The JS and CSS a page loads before it is interactive, read from the built HTML:
// its module preloads, its entry imports and its stylesheets.
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
		if (/rel="stylesheet"/.test(tag)) css.add(href);
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
	return { js: await measure(js), css: await measure(css) };
}
