import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { minimal2023Preset } from '@vite-pwa/assets-generator/config';
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
				// The home-screen icons fill their tile: the maskable and Apple ones are drawn on the
				// icon's own dark colour, not the preset's white, so no phone shows a white frame.
				// The maskable one keeps the cards inside the safe zone a round mask leaves.
				preset: {
					...minimal2023Preset,
					maskable: { sizes: [512], padding: 0.1, resizeOptions: { background: themeColor } },
					apple: { sizes: [180], padding: 0, resizeOptions: { background: themeColor } }
				},
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
					include: [
						'src/**/*.test.ts',
						'tests/code/**/*.test.ts',
						'tests/games/**/*.test.ts',
						'tests/server/**/*.test.ts'
					],
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
