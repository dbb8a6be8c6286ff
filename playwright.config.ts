import { defineConfig } from '@playwright/test';

import { chromiumLaunch } from './tests/chromium.js';

// Browser journeys run against the built app, served as a static host would serve it.

// E2E_PORT lets two checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
	testDir: 'tests/e2e',
	timeout: 90_000,
	// A 2-core machine shared with builds: give a screen time to answer before calling it wrong.
	expect: { timeout: 10_000 },
	workers: 2,
	retries: 0,
	reporter: [['list']],
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		launchOptions: chromiumLaunch,
		viewport: { width: 390, height: 844 },
		// The app speaks the browser's language: journeys are written in English unless they
		// say otherwise (languages.spec.ts), whatever the machine's own locale.
		locale: 'en-US',
		serviceWorkers: 'allow'
	},
	webServer: {
		command: `npx sirv build --single 200.html --port ${port} --host 127.0.0.1`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: false
	}
});
