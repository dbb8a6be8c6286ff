import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// Every route is prerendered; 200.html is the SPA shell a static host (and the
		// service worker) falls back to for any URL that has no file of its own.
		adapter: adapter({ fallback: '200.html', precompress: true }),
		// The service worker comes from @vite-pwa/sveltekit, not SvelteKit's own.
		serviceWorker: { register: false },
		// Inlined, the small stylesheets no longer hold up the first paint.
		inlineStyleThreshold: 16384
	}
};

export default config;
