// Who may enter a table, as its phones decide: Anna forgets Ben's phone, which the server shuts out
// at once and says so on Ben's phone; Anna makes a new invite, and the old link lets Cleo's phone
// in no more while the new one does.
import { expect, test } from './fixtures';
import { createTable, joinTable } from './sync-table';
import { open, PHONE } from './table';

test('a forgotten phone is shut out and told why; a new invite retires the old link', async ({
	page: anna,
	browser
}) => {
	test.setTimeout(120_000);
	await anna.setViewportSize(PHONE);
	const oldInvite = await createTable(anna, 'Thursday', "Anna's phone");
	const [ben, cleo] = await Promise.all(
		[0, 1].map(async () => (await browser.newContext({ viewport: PHONE })).newPage())
	);
	await joinTable(ben!, oldInvite, "Ben's phone");
	await open(anna, '/table');
	const phones = anna.getByRole('region', { name: 'Phones' });
	await expect(phones.getByRole('listitem').filter({ hasText: "Ben's phone" })).toBeVisible();

	anna.once('dialog', (dialog) => void dialog.accept());
	await phones.getByRole('listitem').filter({ hasText: "Ben's phone" }).getByRole('button', { name: 'Forget' }).click();
	await expect(
		ben!.getByRole('alert').filter({ hasText: 'Another phone took this phone off the table' })
	).toBeVisible();
	await expect(phones.getByRole('listitem').filter({ hasText: "Ben's phone" })).toHaveCount(0);
	// Reloaded, Ben's phone is refused again: the server, not the page, remembers.
	await ben!.reload();
	await expect(
		ben!.getByRole('alert').filter({ hasText: 'Another phone took this phone off the table' })
	).toBeVisible();

	anna.once('dialog', (dialog) => void dialog.accept());
	await anna.getByRole('button', { name: 'New invite' }).click();
	await expect(anna.getByTestId('invite-link')).not.toHaveText(oldInvite);
	const newInvite = await anna.getByTestId('invite-link').innerText();

	await cleo!.goto(oldInvite);
	await cleo!.locator('html[data-interactive]').waitFor({ state: 'attached' });
	await cleo!.getByLabel("This phone's name").fill("Cleo's phone");
	await cleo!.getByRole('button', { name: 'Join the table' }).click();
	await expect(cleo!.getByRole('alert').filter({ hasText: 'invite it joined with was replaced' })).toBeVisible();
	// Cleo's phone opens the new link: it is in that table already, and gets in with it.
	await cleo!.goto(newInvite);
	await expect(cleo!.getByRole('status').filter({ hasText: 'Up to date' })).toBeVisible();
	await expect(anna.getByText("Connected now: Cleo's phone", { exact: true })).toBeVisible();
});
