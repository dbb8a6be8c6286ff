import { afterEach, expect, test, vi } from 'vitest';

// This page's Workbox hears nothing: the worker was registered, and started installing, by a page
// opened before this one.
vi.mock('workbox-window', () => ({
	Workbox: class {
		addEventListener() {}
		register() {}
	}
}));

afterEach(() => {
	vi.unstubAllGlobals();
});

/** A browser whose service worker becomes active when `activate` is called. */
function browserWithWorker() {
	let activate = () => {};
	const ready = new Promise<void>((resolve) => (activate = resolve));
	vi.stubGlobal('navigator', { serviceWorker: { controller: null, ready } });
	return { activate: () => activate() };
}

test('a page opened while an earlier page’s worker installs says offline-ready once that worker is active', async () => {
	const worker = browserWithWorker();
	const { appUpdate } = await import('./app-update.svelte');
	await appUpdate.start();
	await new Promise((resolve) => setTimeout(resolve));
	expect(appUpdate.offlineReady).toBe(false);
	worker.activate();
	await vi.waitFor(() => expect(appUpdate.offlineReady).toBe(true));
});
