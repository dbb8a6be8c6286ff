// Export and import against fake-indexeddb: a round trip restores every record, a second import
// changes nothing, and every kind of bad file is refused with the database left exactly as it was.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { createGame, loadGame } from '$lib/storage/games';
import { wizardGame } from '$lib/games/wizard/game';
import { replay } from '$lib/runtime/replay';
import { addPlayer } from '$lib/storage/players';
import { MAX_EVENTS_PER_GAME, type EventRecord } from '$lib/model';
import { FORMAT_VERSION, type Backup } from './format';
import { applyImport, prepareImport, type ImportPlan } from './import';
import type { Resolution } from './merge';
import { describeProblem, type BackupProblem } from './problems';
import { FIXTURES, KNOWN_KINDS, createBackup, dumpDatabase, fixtureBackup, rulesOf } from '$support/test-backups';
import { stampLegacyLog } from '$lib/log/legacy-stamps';
import { logsByGame } from '$lib/storage/pack-by-game';

/** Events of a file from before logs could merge, as storage stamps them on import. */
const stamped = (events: EventRecord[]) => [...logsByGame(events).values()].flatMap((log) => stampLegacyLog(log));

let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`backup-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

async function prepare(file: Backup | string): Promise<ImportPlan | BackupProblem> {
	const prepared = await prepareImport(typeof file === 'string' ? file : JSON.stringify(file), KNOWN_KINDS, rulesOf);
	return prepared.ok ? prepared.plan : prepared.problem;
}

async function importFile(file: Backup | string, resolutions: Record<string, Resolution> = {}): Promise<ImportPlan> {
	const plan = await prepare(file);
	if ('code' in plan) throw new Error(`refused: ${describeProblem(plan)}`);
	const applied = await applyImport(plan, new Map(Object.entries(resolutions)));
	if (!applied.ok) throw new Error(`not applied: ${describeProblem(applied.problem)}`);
	return plan;
}

const sortById = <T extends { id: string }>(records: readonly T[]) =>
	[...records].sort((a, b) => a.id.localeCompare(b.id));

describe('a backup', () => {
	it('restores into an empty database every player, night, game and action it holds, as they were', async () => {
		const file = fixtureBackup();
		const plan = await importFile(file);
		expect(plan.preview).toMatchObject({
			games: FIXTURES.length,
			nights: 1,
			players: 7,
			gamesHere: 0,
			nightsHere: 0,
			playersHere: 0,
			clashes: []
		});
		expect(plan.preview.events).toBe(FIXTURES.reduce((sum, f) => sum + f.events.length, 0));
		const exported = await createBackup(123);
		expect(exported.formatVersion).toBe(FORMAT_VERSION);
		expect(exported.exportedAt).toBe(123);
		expect(sortById(exported.players)).toEqual(sortById(file.players));
		expect(sortById(exported.nights)).toEqual(sortById(file.nights));
		// A file from before logs could merge: its events come back stamped as the upgrade stamps them.
		expect(sortById(exported.events)).toEqual(sortById(stamped(file.events)));
		// The fixtures are whole legal games: the strict replay agrees with the recorded summary.
		expect(sortById(exported.games)).toEqual(sortById(file.games));
	});

	it('imported twice is the same as once: the second import finds everything already here', async () => {
		const file = fixtureBackup();
		await importFile(file);
		const once = await dumpDatabase(db);
		const again = await importFile(file);
		expect(again.preview).toMatchObject({
			gamesHere: FIXTURES.length,
			nightsHere: 1,
			playersHere: 7,
			events: 0,
			clashes: []
		});
		expect(await dumpDatabase(db)).toBe(once);
	});

	it('exported and imported into another device gives the same database (but for when each was backed up)', async () => {
		await importFile(fixtureBackup());
		const before = await dumpDatabase(db, ['meta']);
		const text = JSON.stringify(await createBackup(5));
		const other = new DealkeeperDatabase(`other-${crypto.randomUUID()}`);
		useDatabase(other);
		await importFile(text);
		expect(await dumpDatabase(other, ['meta'])).toBe(before);
		await other.delete();
	});

	it('upgrades format 1, the database as schema 1 held it (tests/fixtures/database-v1.json)', async () => {
		const text = readFileSync(new URL('../../../tests/fixtures/database-v1.json', import.meta.url), 'utf8');
		const old = JSON.parse(text) as { tables: Pick<Backup, 'players' | 'nights' | 'games' | 'events'> };
		const plan = await importFile(text);
		expect(plan.upgradedFrom).toBe(1);
		const stored = await createBackup(1);
		expect(sortById(stored.players)).toEqual(sortById(old.tables.players));
		expect(sortById(stored.events)).toEqual(sortById(stamped(old.tables.events)));
		expect(stored.games.map((g) => g.id).sort()).toEqual(old.tables.games.map((g) => g.id).sort());
	});
});

describe('players with the same name', () => {
	it('are asked about; "the same person" merges the games under the player here, and stays merged', async () => {
		const anna = await addPlayer('anna', '#3cb44b');
		const file = fixtureBackup();
		const imported = file.players.find((p) => p.name === 'Anna')!;
		const plan = await prepare(file);
		expect('preview' in plan && plan.preview.clashes.map((c) => [c.imported.id, c.local.id])).toEqual([
			[imported.id, anna.id]
		]);
		// Nothing is written without an answer.
		const unanswered = await applyImport(plan as ImportPlan, new Map());
		expect(unanswered).toEqual({ ok: false, problem: { code: 'clashes_with_device' } });

		await importFile(file, { [imported.id]: 'same' });
		const stored = await createBackup(1);
		expect(stored.players.filter((p) => p.name.toLowerCase() === 'anna')).toEqual([anna]);
		const annasGames = stored.games.filter((g) => g.setup.seats.includes(anna.id));
		expect(annasGames.length).toBe(file.games.filter((g) => g.setup.seats.includes(imported.id)).length);
		for (const game of annasGames) expect(game.summary.standings.some((s) => s.playerId === anna.id)).toBe(true);
		expect(stored.games.some((g) => g.setup.seats.includes(imported.id))).toBe(false);

		const once = await dumpDatabase(db);
		const again = await importFile(file);
		expect(again.preview.clashes).toEqual([]);
		expect(await dumpDatabase(db)).toBe(once);
	});

	it('"two people" keeps both, the imported one renamed where everyone can see it', async () => {
		await addPlayer('Anna', '#3cb44b');
		const file = fixtureBackup();
		const imported = file.players.find((p) => p.name === 'Anna')!;
		await importFile(file, { [imported.id]: 'different' });
		const stored = await createBackup(1);
		expect(stored.players.map((p) => p.name).sort()).toEqual([
			'Anna',
			'Anna (2)',
			'Ben',
			'Cleo',
			'Dan',
			'Eva',
			'Finn',
			'Greta'
		]);
		expect(stored.players.find((p) => p.id === imported.id)?.name).toBe('Anna (2)');
	});
});

describe('an imported game of an older rules version', () => {
	it('replays through the game’s upcasters, unmarked', async () => {
		const old = JSON.parse(
			readFileSync(new URL('../games/hell-of-a-deal/fixtures/rules-v1.json', import.meta.url), 'utf8')
		) as (typeof FIXTURES)[number];
		const current = FIXTURES.find((f) => f.kind === old.kind)!;
		expect(old.rulesVersion).toBeLessThan(current.rulesVersion);
		const plan = await importFile(fixtureBackup({ fixtures: [old] }));
		expect(plan.flagged).toEqual([]);
		const [game] = (await createBackup(1)).games;
		expect(game!.rulesVersion).toBe(old.rulesVersion);
		expect(game!.summary.standings.map((st) => st.score)).toEqual(old.summary.standings.map((st) => st.score));
		expect(game!.summary.team).toBe(old.summary.team);
	});
});

describe('an imported game whose log the rules refuse', () => {
	it('is imported, marked with what replay found, and summed up as the rules read it', async () => {
		const file = fixtureBackup({ fixtures: FIXTURES.filter((f) => f.kind === 'wizard') });
		// A bid of 9 in round 1 (one card each): the rules refuse it, whatever the file says.
		const bid = file.events.find((e) => e.type === 'bid')!;
		bid.payload = { ...bid.payload, bid: 9 };
		const plan = await importFile(file);
		expect(plan.flagged).toEqual([{ id: file.games[0]!.id, kind: 'wizard' }]);
		const [game] = (await createBackup(1)).games;
		expect(game!.imported).toMatchObject({ missing: 0, newer: false });
		expect(game!.imported!.refused).toBeGreaterThan(0);
	});
});

describe('an imported game with an action that does not fit its schema', () => {
	it('is read on import whatever the file claims, and its replay here still names the action', async () => {
		const file = fixtureBackup({ fixtures: FIXTURES.filter((f) => f.kind === 'wizard') });
		const bid = file.events.find((e) => e.type === 'bid')!;
		bid.payload = { ...bid.payload, bid: 'one' };
		// A file saying its log was read is no reading on this phone.
		file.games[0]!.readUnder = wizardGame.rulesVersion;
		const plan = await importFile(file);
		expect(plan.flagged).toEqual([{ id: file.games[0]!.id, kind: 'wizard' }]);
		const stored = (await loadGame(file.games[0]!.id))!;
		expect(stored.game.readUnder).toBeUndefined();
		const { refused } = replay(wizardGame, stored.game.setup, stored.events, stored.game);
		// The rounds after it are refused too, as the game cannot go on without that bid.
		expect(refused[0]).toMatchObject({
			record: { id: bid.id },
			refusal: { code: 'unreadable', params: { field: 'bid', expected: 'whole' } }
		});
	});

	it('is stored as read when every action fits, and exported without saying so', async () => {
		const file = fixtureBackup({ fixtures: FIXTURES.filter((f) => f.kind === 'wizard') });
		await importFile(file);
		expect((await loadGame(file.games[0]!.id))!.game.readUnder).toBe(wizardGame.rulesVersion);
		expect((await createBackup(1)).games[0]).not.toHaveProperty('readUnder');
	});
});

/** A valid backup changed one way. */
function mutated(change: (file: Backup & Record<string, unknown>) => void): string {
	const file = fixtureBackup() as Backup & Record<string, unknown>;
	change(file);
	return JSON.stringify(file);
}

const BAD_FILES: [string, () => string, BackupProblem['code'], RegExp][] = [
	['truncated JSON', () => JSON.stringify(fixtureBackup()).slice(0, 5000), 'not_json', /not complete/],
	['a wrong type', () => mutated((f) => ((f.games[0]!.lastSeq as unknown) = '92')), 'damaged', /game 1, “lastSeq”/],
	[
		'a missing field',
		() => mutated((f) => delete (f.players[0] as Partial<Backup['players'][number]>).color),
		'damaged',
		/player 1/
	],
	['an extra field', () => mutated((f) => ((f.nights[0] as Record<string, unknown>).secret = 1)), 'damaged', /night 1/],
	[
		'a name of 10 MB',
		() => mutated((f) => (f.players[0]!.name = 'A'.repeat(10 * 1024 * 1024))),
		'name_too_long',
		/10,485,760 characters/
	],
	[
		'200,000 events',
		() =>
			mutated((f) => {
				const game = f.games[0]!;
				f.events = Array.from({ length: 200_000 }, (_, i) => ({
					id: `e${i}`,
					gameId: game.id,
					seq: i + 1,
					type: 'bid',
					payload: { bid: 0 },
					at: i
				}));
				game.lastSeq = 200_000;
			}),
		'too_many_events',
		new RegExp(`200,000 actions; no game has more than ${MAX_EVENTS_PER_GAME.toLocaleString()}`)
	],
	['an unknown game kind', () => mutated((f) => (f.games[0]!.kind = 'poker')), 'unknown_game', /“poker”/],
	[
		'a duplicate id',
		() => mutated((f) => f.players.push({ ...f.players[0]!, name: 'Other' })),
		'duplicate_id',
		/same record twice/
	],
	[
		'one action id in two games',
		() => mutated((f) => (f.events.at(-1)!.id = f.events[0]!.id)),
		'duplicate_id',
		/same record twice/
	],
	[
		'a __proto__ key',
		() => JSON.stringify(fixtureBackup()).replace('"players":[{', '"players":[{"__proto__":{"isAdmin":true},'),
		'forbidden_key',
		/“__proto__”/
	],
	[
		'a __proto__ key spelled with escapes',
		() => JSON.stringify(fixtureBackup()).replace('"payload":{', '"payload":{"\\u005f_proto__":{},'),
		'forbidden_key',
		/“__proto__”/
	],
	[
		'a constructor key',
		() => JSON.stringify(fixtureBackup()).replace('"payload":{', '"payload":{"constructor":{"name":"x"},'),
		'forbidden_key',
		/“constructor”/
	],
	[
		'a newer format version',
		() => mutated((f) => ((f.formatVersion as number) = FORMAT_VERSION + 1)),
		'newer_format',
		/Update the app first/
	],
	['something else entirely', () => JSON.stringify({ hello: 'world' }), 'not_a_backup', /not a Dealkeeper backup/],
	[
		'an action of a game not in the file',
		() => mutated((f) => (f.events[0]!.gameId = 'elsewhere')),
		'missing_record',
		/“elsewhere”/
	],
	[
		'a seat naming no player',
		() => mutated((f) => (f.games[0]!.setup.seats[0] = 'nobody')),
		'missing_record',
		/“nobody”/
	],
	[
		'a colour that is not a colour',
		() => mutated((f) => (f.players[0]!.color = 'red;background:url(x)')),
		'damaged',
		/player 1, “color”/
	],
	[
		'a payload nested too deep',
		() => mutated((f) => (f.events[0]!.payload = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } })),
		'damaged',
		/action 1, “payload”/
	]
];

describe('a bad file', () => {
	it.each(BAD_FILES)(
		'with %s is refused with a message, and the database is byte-for-byte unchanged',
		async (_, make, code, message) => {
			await importFile(fixtureBackup({ tag: 'here' }));
			await createGame({
				kind: 'wizard',
				setup: { seats: ['x'], firstDealer: 0, settings: {} },
				summary: { finished: false, standings: [], progress: null }
			});
			const before = await dumpDatabase(db);
			const problem = await prepare(make());
			expect(problem).toMatchObject({ code });
			expect(describeProblem(problem as BackupProblem)).toMatch(message);
			expect(describeProblem(problem as BackupProblem)).toMatch(/Nothing was imported/);
			expect(await dumpDatabase(db)).toBe(before);
		}
	);

	it('with markup in a name is imported, the name kept as text', async () => {
		const name = '<img src=x onerror=alert(1)>';
		await importFile(mutated((f) => (f.players[0]!.name = name.slice(0, 24))));
		expect((await createBackup(1)).players.some((p) => p.name === name.slice(0, 24))).toBe(true);
	});

	it('whose ids clash with records here under another game is refused whole at the write', async () => {
		await importFile(fixtureBackup({ tag: 'here' }));
		const before = await dumpDatabase(db);
		const here = await createBackup(1);
		// A new game whose first action reuses an action id already stored for another game.
		const plan = await prepare(mutated((f) => (f.events[0]!.id = here.events[0]!.id)));
		expect('preview' in plan).toBe(true);
		expect(await applyImport(plan as ImportPlan, new Map())).toEqual({
			ok: false,
			problem: { code: 'clashes_with_device' }
		});
		expect(await dumpDatabase(db)).toBe(before);
	});
});
