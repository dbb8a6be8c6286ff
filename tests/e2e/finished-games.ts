// Whole recorded games, finished, imported on a phone as a backup: game `g-<kind>` for each kind,
// in one night, played by NAMES.
import { backupFile, readFixtures } from './backup-file';
import { expect, type Page } from './fixtures';
import { open } from './table';

export const NAMES = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn', 'Greta'];
export const NIGHT = '2026-12-01';

/** Imports the finished games of these kinds on this phone. */
export async function seedFinishedGames(page: Page, kinds: readonly string[]): Promise<void> {
	const fixtures = await readFixtures(kinds);
	const start = new Date(2026, 11, 1, 19).getTime();
	const buffer = backupFile({
		exportedAt: start,
		names: NAMES,
		nights: [{ id: NIGHT, startedAt: start }],
		games: fixtures.map((f, i) => ({
			id: `g-${f.kind}`,
			kind: f.kind,
			nightId: NIGHT,
			setup: f.setup,
			rulesVersion: f.rulesVersion,
			summary: f.summary,
			lastSeq: f.events.length,
			createdAt: start + i * 60_000,
			updatedAt: start + i * 60_000
		})),
		events: fixtures.flatMap((f) => f.events.map((e) => ({ ...e, id: `${f.kind}-${e.id}`, gameId: `g-${f.kind}` })))
	});
	await open(page, '/backup');
	await page.getByLabel('Backup file').setInputFiles({ name: 'games.json', mimeType: 'application/json', buffer });
	await page.getByRole('button', { name: 'Import', exact: true }).click();
	await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
}
