// Reviewing nights: the list with winners and lengths, filters, a night's page with its table,
// name and note, sharing its results, the CSV of results, a player's page, a game's running
// totals, and the backup reminder. The games are the five recorded whole games, imported.
import { readFile } from 'node:fs/promises';
import { backupFile, readFixtures } from './backup-file';
import { expect, test, type Page } from './fixtures';
import { addPlayers, open } from './table';

const KINDS = ['wizard', 'the-dealer', 'beat-the-dealer', 'fuck-the-dealer', 'hell-of-a-deal'];
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Greta'];

/** Two nights: four games on 1 December, Hell of a Deal on 2 December, as a backup file. */
async function twoNights(): Promise<Buffer> {
	const fixtures = await readFixtures(KINDS);
	const start = new Date(2026, 11, 1, 19).getTime();
	const games = fixtures.map((f, i) => {
		const createdAt = i < 4 ? start + i * 3_600_000 : start + 24 * 3_600_000;
		return {
			id: `g-${f.kind}`,
			kind: f.kind,
			nightId: i < 4 ? '2026-12-01' : '2026-12-02',
			setup: f.setup,
			rulesVersion: f.rulesVersion,
			summary: f.summary,
			lastSeq: f.events.length,
			createdAt,
			updatedAt: createdAt + 40 * 60_000
		};
	});
	return backupFile({
		exportedAt: start,
		names: NAMES,
		nights: [
			{ id: '2026-12-01', startedAt: start },
			{ id: '2026-12-02', startedAt: start + 24 * 3_600_000 }
		],
		games,
		events: fixtures.flatMap((f) => f.events.map((e) => ({ ...e, id: `${f.kind}-${e.id}`, gameId: `g-${f.kind}` })))
	});
}

async function seed(page: Page): Promise<void> {
	await open(page, '/backup');
	await page
		.getByLabel('Backup file')
		.setInputFiles({ name: 'nights.json', mimeType: 'application/json', buffer: await twoNights() });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
}

test('the nights list shows each night’s games, winners and length, and filters by player and game', async ({
	page
}) => {
	await seed(page);
	await open(page, '/history');
	const nights = page.locator('main section.night');
	await expect(nights).toHaveCount(2);
	await expect(nights.nth(0).getByRole('heading')).toHaveText('Wednesday, December 2, 2026');
	await expect(nights.nth(0)).toContainText('1 game · 40 min');
	await expect(nights.nth(1)).toContainText('4 games · 3 h 40 min');
	// Each game with its winner and the winning score (the fewest points win the last two);
	// the co-op game as the table's result with its pot, not a win for each.
	await expect(nights.nth(1).locator('li')).toHaveText([
		/^Wizard\s*Cleo wins with -10\s*$/,
		/^The Dealer\s*Anna wins with 10\s*$/,
		/^Beat the Dealer\s*Anna wins with 21 sips\s*$/,
		/^Fuck the Dealer\s*Ben wins with 2\s*$/
	]);
	await expect(nights.nth(0).locator('li')).toHaveText([/^Hell of a Deal\s*The table won · 7 Souls\s*$/]);

	await page.getByLabel('Game').selectOption({ label: 'Wizard' });
	await expect(nights).toHaveCount(1);
	await expect(nights.locator('li')).toHaveText([/^Wizard/]);
	await page.getByLabel('Game').selectOption({ label: 'Every game' });
	// Greta sits only at the seven-seat games: Beat the Dealer and Fuck the Dealer.
	await page.getByLabel('Player').selectOption({ label: 'Greta' });
	await expect(nights.locator('li')).toHaveText([/^Beat the Dealer/, /^Fuck the Dealer/]);
});

test('a night’s page shows its table, takes a name and a note, and shares its results', async ({ page, context }) => {
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	// No share sheet here: the results go to the clipboard instead.
	await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
	await seed(page);
	await open(page, '/history/night?night=2026-12-01');
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tuesday, December 1, 2026');
	const table = page.getByRole('table');
	await expect(table.getByRole('row')).toHaveCount(1 + 7);
	// Anna won The Dealer and Beat the Dealer; Cleo Wizard, Ben Fuck the Dealer.
	await expect(page.getByTestId('most-wins')).toHaveText('Most wins: Anna (2)');

	await page.getByRole('button', { name: 'Name or note' }).click();
	await page.getByLabel('Name of the night').fill('At Anna’s');
	await page.getByLabel('Note').fill('Cleo, brought "cake"');
	await page.getByRole('button', { name: 'Save' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('At Anna’s');
	await expect(page.getByText('Cleo, brought "cake"')).toBeVisible();

	await page.getByRole('button', { name: 'Share the results' }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
	const text = await page.evaluate(() => navigator.clipboard.readText());
	expect(text.split('\n')[0]).toBe('At Anna’s (Tuesday, December 1, 2026)');
	expect(text).toMatch(/^Wizard: Cleo wins with -10$/m);

	// The night of the co-op game: the table won it, so no one has the most wins, and its card
	// lists no places.
	await open(page, '/history/night?night=2026-12-02');
	await expect(page.getByRole('table').getByRole('row')).toHaveCount(1 + 3);
	await expect(page.getByTestId('most-wins')).toHaveCount(0);
	// Each player's win is counted as on their page: the team's, apart from wins for places.
	await expect(page.getByRole('table').getByRole('row', { name: /Anna/ })).toContainText('team games won 1 of 1');
	await expect(page.getByRole('listitem').filter({ hasText: 'Anna' })).toContainText('team games won 1 of 1');
	const hell = page.getByRole('link', { name: /Hell of a Deal/ });
	await expect(hell).toContainText('The table won · 7 Souls');
	await expect(hell).not.toContainText('1. Anna');
	await hell.click();
	await expect(page.getByTestId('standings')).toHaveText(/^\s*Anna\s*Ben\s*Cleo\s*$/);
	await expect(page.getByText('The table won · 7 Souls')).toBeVisible();

	await open(page, '/history');
	await expect(page.locator('main section.night').nth(1).getByRole('heading')).toHaveText('At Anna’s');
});

test('results download as CSV, one row per player per game', async ({ page }) => {
	await seed(page);
	await open(page, '/backup');
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download results (CSV)' }).click()
	]);
	const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
	const rows = csv.trimEnd().split('\r\n');
	expect(rows[0]).toBe('night,night_name,game,started,finished,player,place,score,win,team_result');
	// Seats: Wizard 5, The Dealer 5, Beat the Dealer 7, Fuck the Dealer 7, Hell of a Deal 3.
	expect(rows.length - 1).toBe(5 + 5 + 7 + 7 + 3);
});

test('a player’s page and a game’s running totals', async ({ page }) => {
	await seed(page);
	await open(page, '/players');
	// Anna's four games for places and the co-op one; she last played on 2 December.
	await expect(page.getByRole('listitem').filter({ hasText: 'Anna' })).toContainText(
		'5 games, 2 won · last played Dec 2, 2026'
	);
	await expect(page.getByRole('listitem').filter({ hasText: 'Greta' })).toContainText(
		'2 games, 0 won · last played Dec 1, 2026'
	);
	await page.getByRole('link', { name: 'Stats for Anna' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anna');
	// In sentences with units: places of 5 at Wizard and The Dealer, of 7 at the other two;
	// wins over the games for places, the co-op game apart.
	const overall = page.getByRole('region', { name: 'All games' });
	await expect(overall).toContainText(/Played\s*5 games/);
	await expect(overall).toContainText(/Wins\s*2 of 4 \(50%\)/);
	await expect(overall).toContainText(/Average place\s*1\.75 of 6/);
	await expect(overall).toContainText(/Team games\s*won 1 of 1/);
	await expect(page.getByTestId('stats-wizard')).toContainText(/Average place\s*2 of 5/);
	await expect(page.getByTestId('stats-wizard')).toContainText(/Highest score\s*-200/);
	// The fewest points win at Fuck the Dealer.
	await expect(page.getByTestId('stats-fuck-the-dealer')).toContainText(/Lowest score\s*21/);
	await expect(page.getByTestId('stats-fuck-the-dealer')).not.toContainText('Best');
	await expect(page.getByTestId('stats-hell-of-a-deal')).toContainText(/Team games\s*won 1 of 1/);
	await expect(page.getByTestId('stats-hell-of-a-deal')).toContainText(/Best team result\s*7 Souls/);
	await expect(page.getByTestId('stats-hell-of-a-deal')).not.toContainText('Wins');
	await expect(page.getByTestId('stats-wizard')).toContainText('Points per round');
	await expect(page.getByTestId('stats-hell-of-a-deal')).toContainText('Bosses beaten');
	// Counted from each game's replay when it was imported.
	await expect(page.getByTestId('stats-wizard')).toContainText(/Bids made\s*\d+% \(\d+ of 12 rounds\)/);
	await expect(page.getByTestId('stats-the-dealer')).toContainText('Busts');
	await expect(page.getByTestId('stats-fuck-the-dealer')).toContainText('Points given');
	await page.getByRole('button', { name: 'Show the chart' }).click();
	await expect(page.getByTestId('line-chart')).toHaveCount(1);
	// No empty choice to open first: tapping Ben opens the head to head.
	await expect(page.getByTestId('versus')).toHaveCount(0);
	await page.getByRole('radiogroup', { name: 'Against' }).getByRole('radio', { name: 'Ben' }).click();
	// Anna above Ben at Wizard (2nd, 3rd), The Dealer and Beat the Dealer; below at Fuck the
	// Dealer; one team at Hell of a Deal, won (its fixtures/whole-game.json).
	await expect(page.getByTestId('versus')).toHaveText(
		/^Games played together\s*5\s*Anna placed higher\s*3\s*Ben placed higher\s*1\s*Placed level\s*0\s*On one team\s*won 1 of 1$/
	);
	// And game by game: each kind holds one of those five.
	await expect(page.getByTestId('versus-wizard')).toHaveText(
		/^Games played together\s*1\s*Anna placed higher\s*1\s*Ben placed higher\s*0\s*Placed level\s*0\s*$/
	);
	await expect(page.getByTestId('versus-fuck-the-dealer')).toHaveText(
		/^Games played together\s*1\s*Anna placed higher\s*0\s*Ben placed higher\s*1\s*Placed level\s*0\s*$/
	);
	await expect(page.getByTestId('versus-hell-of-a-deal')).toHaveText(
		/^Games played together\s*1\s*On one team\s*won 1 of 1\s*$/
	);

	await open(page, '/history/game?game=g-the-dealer');
	await page.getByRole('button', { name: 'Show the chart' }).click();
	await expect(page.getByTestId('line-chart')).toHaveCount(1);
});

test('the backup reminder comes after some games without a backup, and goes with one tap', async ({ page }) => {
	// Games played here, not imported: imported games are in the backup they came from.
	await open(page, '/players');
	// Polled from here: waitForFunction takes an async predicate's promise as a truthy answer.
	await expect
		.poll(() =>
			page.evaluate(async () =>
				(await indexedDB.databases()).some((db) => db.name === 'dealkeeper' && (db.version ?? 0) >= 30)
			)
		)
		.toBe(true);
	const games = (JSON.parse((await twoNights()).toString('utf8')) as { games: unknown[] }).games;
	await page.evaluate(
		(games) =>
			new Promise((resolve, reject) => {
				const request = indexedDB.open('dealkeeper');
				request.onsuccess = () => {
					const tx = request.result.transaction('games', 'readwrite');
					for (const game of games) tx.objectStore('games').put(game);
					tx.oncomplete = () => (request.result.close(), resolve(null));
					tx.onerror = () => reject(tx.error);
				};
			}),
		games
	);
	await open(page, '/history');
	const reminder = page.getByRole('complementary', { name: 'Backup reminder' });
	await expect(reminder).toContainText('5 games and no backup yet.');
	await reminder.getByRole('button', { name: 'Not now' }).click();
	await expect(reminder).toHaveCount(0);
	await open(page, '/history');
	await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
	await expect(reminder).toHaveCount(0);
});

test('an imported player with a name already here is asked about before anything is imported', async ({ page }) => {
	await addPlayers(page, ['anna']);
	await open(page, '/backup');
	await page
		.getByLabel('Backup file')
		.setInputFiles({ name: 'nights.json', mimeType: 'application/json', buffer: await twoNights() });
	await expect(page.getByText('“Anna” is already a player on this device. Is it the same person?')).toBeVisible();
	const importButton = page.getByRole('button', { name: 'Import', exact: true });
	await expect(importButton).toBeDisabled();
	const choice = page.getByRole('radiogroup', { name: 'Is the imported Anna the same person?' });
	await expect(choice.getByRole('radio')).toHaveText([/the same person as anna here/, /becomes “Anna \(2\)”/]);
	await expect(choice.getByRole('radio', { checked: true })).toHaveCount(0);
	await choice.getByRole('radio', { name: /becomes “Anna \(2\)”/ }).click();
	await importButton.click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
		'Imported. New games: 5, new players: 7, actions: 596.'
	);
	await open(page, '/players');
	await expect(page.getByRole('link', { name: 'Stats for Anna (2)' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Stats for anna', exact: true })).toBeVisible();
});
