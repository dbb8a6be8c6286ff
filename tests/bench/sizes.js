// The JS and CSS a page loads before it is interactive, read from the built HTML: its module
// preloads, its entry imports and the route nodes it hydrates (node_ids), with every module
// those import statically; its stylesheets and the styles inlined in it.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

// `import"./a.js"` and `from"./a.js"`, not `import("./a.js")`, which loads later if at all.
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;

async function withStaticImports(buildDir, roots) {
	const found = new Set();
	const visit = async (file) => {
		if (found.has(file)) return;
		found.add(file);
		const code = await readFile(join(buildDir, file), 'utf8');
		for (const [, spec] of code.matchAll(STATIC_IMPORT)) await visit(posix.join(dirname(file), spec));
	};
	for (const root of roots) await visit(root);
	return [...found];
}

async function hydratedNodes(buildDir, html) {
	const ids =
		/node_ids: \[([\d, ]*)\]/
			.exec(html)?.[1]
			.split(',')
			.map((id) => id.trim()) ?? [];
	const nodesDir = join(buildDir, '_app/immutable/nodes');
	const files = await readdir(nodesDir);
	return ids.map((id) => `_app/immutable/nodes/${files.find((f) => f.startsWith(`${id}.`) && f.endsWith('.js'))}`);
}

/** The files' bytes, as they are and gzipped. */
export async function measure(buildDir, files) {
	let raw = 0;
	let gzip = 0;
	for (const f of files) {
		const body = await readFile(join(buildDir, f));
		raw += body.length;
		gzip += gzipSync(body, { level: 9 }).length;
	}
	return { raw, gzip, files };
}

export async function initialAssets(buildDir, page = 'index.html') {
	const html = await readFile(join(buildDir, page), 'utf8');
	const file = (href) => posix.normalize(href.replace(/^(\.\/|\/)/, ''));
	const roots = new Set();
	const css = new Set();
	for (const [tag] of html.matchAll(/<link[^>]*>/g)) {
		const href = /href="([^"]+)"/.exec(tag)?.[1];
		if (!href) continue;
		if (/rel="modulepreload"/.test(tag)) roots.add(file(href));
		// Disabled links are the inlined stylesheets' twins, fetched only on later navigation.
		if (/rel="stylesheet"/.test(tag) && !/\sdisabled/.test(tag)) css.add(file(href));
	}
	for (const [, href] of html.matchAll(/import\("([^"]+)"\)/g)) roots.add(file(href));
	for (const node of await hydratedNodes(buildDir, html)) roots.add(node);
	const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body).join('');
	return {
		js: await measure(buildDir, await withStaticImports(buildDir, roots)),
		css: await measure(buildDir, [...css]),
		inlinedCss: { raw: Buffer.byteLength(inlined), gzip: gzipSync(inlined, { level: 9 }).length }
	};
}

/**
 * The sync's code, as a phone in a table loads it (src/lib/sync/session.ts, imported on demand):
 * the chunk holding it and every module it imports statically that the page has not loaded already.
 */
export async function syncCode(buildDir, alreadyLoaded) {
	const chunks = join(buildDir, '_app/immutable/chunks');
	const names = await readdir(chunks);
	let entry;
	for (const name of names) {
		if (!name.endsWith('.js')) continue;
		// The session names the table document it keeps on the phone: no other chunk holds this.
		if ((await readFile(join(chunks, name), 'utf8')).includes('dealkeeper-sync-'))
			entry = `_app/immutable/chunks/${name}`;
	}
	if (!entry) throw new Error('no chunk holds the sync session');
	const files = (await withStaticImports(buildDir, [entry])).filter((file) => !alreadyLoaded.includes(file));
	return measure(buildDir, files);
}
