import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { defineConfig } from 'vitest/config';

const themeColor = '#14171c';

export default defineConfig({
	plugins: [
		sveltekit(),
		SvelteKitPWA({
			// 'prompt': a new version waits until the players choose to reload; it never
			// reloads a tab in the middle of a game.
			registerType: 'prompt',
			injectRegister: false,
			kit: { adapterFallback: '200.html', spa: true },
			pwaAssets: {
				image: 'static/icon.svg',
				preset: 'minimal-2023',
				includeHtmlHeadLinks: false,
				overrideManifestIcons: true
			},
			manifest: {
				name: 'Dealkeeper',
				short_name: 'Dealkeeper',
				description: 'Keeps score and runs the table for your card games, offline.',
				start_url: '/',
				scope: '/',
				display: 'standalone',
				orientation: 'any',
				theme_color: themeColor,
				background_color: themeColor,
				lang: 'en'
			},
			workbox: {
				globPatterns: ['client/**/*.{js,css,ico,png,svg,webmanifest}', 'prerendered/**/*.html'],
				navigateFallback: '/200.html',
				// Pages are prerendered without their query (/play?game=…), so any query
				// still finds the precached page.
				ignoreURLParametersMatching: [/.*/]
			}
		})
	],
	test: {
		expect: { requireAssertions: true },
		projects: [
			{
				extends: true,
				test: {
					name: 'node',
					environment: 'node',
					// Property tests play hundreds of whole games: on a busy 2-core machine that can
					// take several seconds, which is slow, not wrong.
					testTimeout: 30_000,
					include: ['src/**/*.test.ts', 'tests/games/**/*.test.ts'],
					setupFiles: [
						'src/lib/storage/fake-indexeddb.setup.ts',
						'tests/support/tally-rules.setup.ts',
						'tests/support/fast-check.setup.ts'
					],
					benchmark: { include: ['tests/bench/**/*.bench.ts'] }
				}
			}
		]
	}
});
