import { defineConfig } from '@playwright/test';

// The kill test's own run (npm run test:kill): it launches and kills Chromium itself, so the
// config only serves the built app. It takes several minutes, so it is not part of npm test.
const port = Number(process.env.E2E_PORT ?? 4175);

export default defineConfig({
	testDir: '.',
	testMatch: 'kill.spec.ts',
	workers: 1,
	retries: 0,
	reporter: [['list']],
	use: { baseURL: `http://127.0.0.1:${port}` },
	webServer: {
		command: `npx sirv build --single 200.html --port ${port} --host 127.0.0.1`,
		url: `http://127.0.0.1:${port}`,
		reuseExistingServer: false,
		// Relative to this file's folder otherwise.
		cwd: '../..'
	}
});
