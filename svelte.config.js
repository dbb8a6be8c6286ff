import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * The hashes of app.html's own inline scripts (the theme script), read from the file at each
 * build so an edit there cannot leave a stale hash behind. SvelteKit hashes its bootstrap.
 * @returns {`sha256-${string}`[]}
 */
function appHtmlScriptHashes() {
	const html = readFileSync(new URL('./src/app.html', import.meta.url), 'utf8');
	return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
		([, body]) =>
			`sha256-${createHash('sha256')
				.update(body ?? '')
				.digest('base64')}`
	);
}

/**
 * The sync server, when it is not this app's own origin: named at build time in
 * VITE_SYNC_ORIGIN (https://sync.example.org), and allowed to be reached, over HTTPS for its
 * clock and over WebSocket for the documents. Without it, 'self' is all the policy allows.
 * @returns {string[]}
 */
function syncOrigins() {
	const named = process.env.VITE_SYNC_ORIGIN;
	if (!named) return [];
	const origin = new URL(named).origin;
	return [origin, origin.replace(/^http/, 'ws')];
}

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// Every route is prerendered; 200.html is the SPA shell a static host (and the
		// service worker) falls back to for any URL that has no file of its own.
		adapter: adapter({ fallback: '200.html', precompress: true }),
		// Helpers only tests use (random games, a test table, fixture backups) live outside src/lib,
		// so no app code can import them; tests reach them as $support/….
		alias: { $support: 'tests/support' },
		// The service worker comes from @vite-pwa/sveltekit, not SvelteKit's own.
		serviceWorker: { register: false },
		// Inlined, the small stylesheets no longer hold up the first paint.
		inlineStyleThreshold: 16384,
		// Nothing runs or loads from anywhere but this origin. Prerendered pages carry the
		// policy in a <meta> tag, with the hashes of every inline script and <style> element.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['none'],
				'script-src': ['self', ...appHtmlScriptHashes()],
				// <style> elements: only this origin's files and SvelteKit's hashed inline CSS.
				'style-src': ['self'],
				// style="" attributes: prerendered markup carries some (the colour swatches), and
				// Svelte does not reapply a style attribute at hydration that it finds unchanged, so
				// blocking them would leave the swatches blank. Attributes cannot hold selectors or
				// @import, and img-src/font-src keep url() to this origin.
				'style-src-attr': ['unsafe-inline'],
				'img-src': ['self'],
				'font-src': ['self'],
				'connect-src': ['self', ...syncOrigins()],
				'worker-src': ['self'],
				'manifest-src': ['self'],
				'base-uri': ['none'],
				'form-action': ['self'],
				'object-src': ['none']
			}
		}
	}
};

export default config;
