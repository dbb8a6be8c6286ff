// Sync trouble in words: a phone that cannot reach the server says so on every screen within 30 s
// (scrolled to a long page's foot too),
// since when, and that everything is kept; reloaded meanwhile, it still says when it last synced;
// offline, it says that instead. The server's going away is played by the test, which routes the
// phone's WebSocket and, while "down", closes it and every new one.
import type { WebSocketRoute } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { tableAtHome } from './sync-table';
import { PHONE, scrollToFootOfLongPage } from './table';

test('a phone that loses the server says so in words, and when it last synced after a reload', async ({ browser }) => {
	test.setTimeout(120_000);
	const context = await browser.newContext({ viewport: PHONE });
	const phone = await context.newPage();
	let down = false;
	const open_ = new Set<WebSocketRoute>();
	await context.routeWebSocket(/\/sync$/, (socket) => {
		if (down) return void socket.close();
		const server = socket.connectToServer();
		open_.add(socket);
		socket.onMessage((message) => server.send(message));
		server.onMessage((message) => socket.send(message));
		socket.onClose(() => open_.delete(socket));
	});
	const { badge, trouble } = await tableAtHome(phone, 'Thursday', "Anna's phone");

	down = true;
	for (const socket of open_) await socket.close();
	await expect(trouble).toContainText(
		/Not syncing: the server cannot be reached since [^.]+\. Everything is kept on this phone\./,
		{
			timeout: 30_000
		}
	);
	// In view on any screen: at the foot of a long page too.
	await scrollToFootOfLongPage(phone);
	await expect(trouble).toBeInViewport({ ratio: 1 });
	for (const theme of ['light', 'dark'] as const)
		await expectNoViolations(phone, theme, '[data-testid="sync-trouble"]');
	// Read once the server is gone: a sync before it (presence, the home page's own) moves the time.
	const lastSync = (await badge.getAttribute('aria-label'))!.match(/Last synced at ([^,]+),/)![1]!;

	await phone.reload();
	await expect(trouble).toHaveText(
		`Not syncing: the server cannot be reached. Last synced at ${lastSync}. Everything is kept on this phone.`,
		{ timeout: 30_000 }
	);

	down = false;
	await expect(trouble).toHaveCount(0, { timeout: 30_000 });
	// Offline: the routed socket outlives the emulated network, so the test closes it as a network
	// would, first (a close sent once the page is offline may never reach it).
	down = true;
	for (const socket of open_) await socket.close();
	await context.setOffline(true);
	await expect(
		phone.getByRole('status').filter({ hasText: /^Offline since [^:]+:\d\d[^:]*: nothing syncs/ })
	).toBeVisible({
		timeout: 30_000
	});
	await context.close();
});
