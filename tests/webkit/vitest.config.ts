// The journeys in WebKit (npm run test:webkit): the built app, served by the repository's server
// in the test's own process, driven in WebKitGTK through WebKitWebDriver (webkit.ts). One browser
// at a time: the machine's two cores are shared.
import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

export default defineConfig({
	...base,
	test: {
		// A screen's answer may take a while on a busy 2-core machine: slow, not wrong (phone.ts).
		expect: { requireAssertions: true, poll: { timeout: 10_000, interval: 50 } },
		include: ['tests/webkit/**/*.test.ts'],
		testTimeout: 120_000,
		hookTimeout: 60_000,
		fileParallelism: false
	}
});
