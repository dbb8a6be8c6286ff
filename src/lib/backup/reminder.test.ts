// The backup reminder: due after REMIND_EVERY games since the last backup, put off for as many
// more by "Not now", and quiet after a restore (imported games are in the file they came from).
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { createGame } from '$lib/storage/games';
import { dismissBackupReminder, readBackupState, recordBackup } from '$lib/storage/meta';
import { applyImport, prepareImport } from './import';
import { REMIND_EVERY, backupReminderDue } from './reminder';
import { FIXTURES, KNOWN_KINDS, fixtureBackup, rulesOf } from '$support/test-backups';

let db: DealkeeperDatabase;
beforeEach(() => {
	db = new DealkeeperDatabase(`reminder-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(() => db.delete());

const play = (n: number) =>
	Promise.all(
		Array.from({ length: n }, () =>
			createGame({
				kind: 'wizard',
				setup: { seats: ['a'], firstDealer: 0, settings: {} },
				summary: { finished: false, standings: [], progress: null }
			})
		)
	);
const due = async () => backupReminderDue(await readBackupState());

it(`comes after ${REMIND_EVERY} games without a backup, goes with a backup, and "Not now" puts it off`, async () => {
	await play(REMIND_EVERY - 1);
	expect(await due()).toBe(false);
	await play(1);
	expect(await due()).toBe(true);
	await recordBackup(1);
	expect(await due()).toBe(false);
	await play(REMIND_EVERY);
	expect(await due()).toBe(true);
	await dismissBackupReminder();
	expect(await due()).toBe(false);
	await play(REMIND_EVERY - 1);
	expect(await due()).toBe(false);
	await play(1);
	expect(await due()).toBe(true);
});

it('stays quiet after a restore: the imported games are in the file', async () => {
	const prepared = await prepareImport(JSON.stringify(fixtureBackup()), KNOWN_KINDS, rulesOf);
	if (!prepared.ok) throw new Error(prepared.problem.code);
	await applyImport(prepared.plan, new Map());
	expect(await readBackupState()).toMatchObject({ games: FIXTURES.length, lastBackup: { games: FIXTURES.length } });
	expect(await due()).toBe(false);
	await play(REMIND_EVERY);
	expect(await due()).toBe(true);
});
