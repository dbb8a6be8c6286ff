import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromiumLaunch } from './tests/chromium.js';

// Browser journeys run against the built app, served by the repository's server (server/), as
// `npm start` serves it: the pages, and the sync endpoint the table journeys use.

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
		// The app follows the phone's light or dark preference until a theme is picked: journeys
		// see the dark theme unless they say otherwise (first-run.spec.ts asks for light).
		colorScheme: 'dark',
		serviceWorkers: 'allow'
	},
	webServer: {
		command: 'node server/dist/server/main.js',
		env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(tmpdir(), `dealkeeper-e2e-${port}-${Date.now()}`) },
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: false
	}
});
