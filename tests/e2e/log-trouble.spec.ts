// A stored log that was changed behind the app's back (by hand, by a broken sync, by a bug)
// must open with a notice naming what is left out, never silently differently.
import { expect, test, type Page } from './fixtures';
import { addPlayers, startGame } from './table';

/** Rewrites the stored events of the open game: runs `change` on each, in IndexedDB itself. */
async function tamper(page: Page, change: 'bid seven' | 'delete first'): Promise<void> {
	await page.evaluate(async (change) => {
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const request = indexedDB.open('dealkeeper');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
		const store = db.transaction('events', 'readwrite').objectStore('events');
		await new Promise<void>((resolve, reject) => {
			const cursor = store.openCursor();
			cursor.onsuccess = () => {
				const at = cursor.result;
				if (!at) return resolve();
				const event = at.value as { seq: number; type: string; payload: Record<string, unknown> };
				if (change === 'delete first' && event.seq === 1) at.delete();
				if (change === 'bid seven' && event.type === 'bid')
					at.update({ ...event, payload: { ...event.payload, bid: 7 } });
				at.continue();
			};
			cursor.onerror = () => reject(cursor.error);
		});
		db.close();
	}, change);
}

async function wizardWithOneBid(page: Page): Promise<void> {
	await addPlayers(page, ['Anna', 'Ben', 'Cleo']);
	await startGame(page, 'Wizard', ['Anna', 'Ben', 'Cleo'], 'Anna');
	await page.getByRole('button', { name: /Hearts/ }).click();
	await page.getByRole('group', { name: 'Bids' }).getByRole('button', { name: '1', exact: true }).click();
	await expect(page.getByRole('heading', { name: 'Bid: Cleo' })).toBeVisible();
}

test('an event the rules refuse is named on opening, the rest is shown, and history marks it', async ({ page }) => {
	await wizardWithOneBid(page);
	await tamper(page, 'bid seven');
	await page.reload();
	const notice = page.getByTestId('log-trouble');
	await expect(notice).toContainText("This game's record holds actions that the rules do not accept (1).");
	await expect(notice).toContainText('#2 Ben bids 7: A bid is a whole number from 0 to 1.');
	// Without the refused bid, Ben is asked again.
	await expect(page.getByRole('heading', { name: 'Bid: Ben' })).toBeVisible();

	await page.goto('/history');
	await page.getByRole('link', { name: /Wizard/ }).click();
	await expect(page.getByTestId('log-trouble')).toBeVisible();
	await page.getByText(/Every action/).click();
	await expect(
		page.getByRole('listitem').filter({ hasText: 'Ben bids 7 (left out: A bid is a whole number from 0 to 1.)' })
	).toBeVisible();
});

test('a hole in the log is named on opening', async ({ page }) => {
	await wizardWithOneBid(page);
	await tamper(page, 'delete first');
	await page.reload();
	const notice = page.getByTestId('log-trouble');
	await expect(notice).toContainText("Actions are missing from this game's record: #1.");
	// Without the trump the bid no longer fits: it is named too, and the game asks for trump.
	await expect(notice).toContainText('#2 Ben bids 1: That is not possible at this point of the game.');
	await expect(page.getByRole('button', { name: /Hearts/ })).toBeVisible();
});
