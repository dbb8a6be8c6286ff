// Schema upgrades, tested before they are needed. tests/fixtures/database-v1.json holds every
// record of a database written by schema version 1 (players, nights, and games of every kind
// with their real event logs, exported from the app after its journeys). It is loaded here into
// a database created with version 1's schema exactly as released, then opened with today's
// DealkeeperDatabase, which must read back every record intact.
//
// Every future `version(n)` in database.ts must keep this test passing: an upgrade that
// reshapes records changes the expectation below to the upgraded shape, never drops a record.
// The fixture itself is never regenerated; a new schema adds its own database-v<n>.json.
import { readFileSync } from 'node:fs';
import { Dexie } from 'dexie';
import { tallyGames } from '$lib/stats/tally';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from './database';
import { listGamesOfNight, listNights, loadGame } from './games';
import { listGamesOfPlayer, listHistory } from './history';
import { listPlayers } from './players';
import { findGame } from '$lib/games';
import { LEGACY_DEVICE, stampLegacyLog } from '$lib/log/legacy-stamps';
import { replay } from '$lib/runtime/replay';
import { logsByGame, oldestFirst, unpacked } from './pack-by-game';
import type { EventRecord, GameRecord, NightRecord, PlayerRecord } from '$lib/model';

type Tables = { players: PlayerRecord[]; nights: NightRecord[]; games: GameRecord[]; events: EventRecord[] };

const fixture = JSON.parse(
	readFileSync(new URL('../../../tests/fixtures/database-v1.json', import.meta.url), 'utf8')
) as {
	schema: number;
	tables: Tables;
};

/** Version 1's schema as released: a copy, so a later edit of database.ts cannot change it. */
const V1_STORES = {
	players: 'id, name',
	nights: 'id, startedAt',
	games: 'id, nightId, kind, updatedAt',
	events: 'id, &[gameId+seq]'
};

/** Version 4's schema as released: packed logs in `packedLogs`, under the game's id. */
const V4_STORES = {
	...V1_STORES,
	nights: 'id, startedAt, deletedAt',
	games: 'id, nightId, kind, updatedAt, *setup.seats, deletedAt',
	playerAliases: 'id',
	meta: 'key',
	gameDetails: 'gameId, *players',
	packedLogs: 'gameId, *gameIds',
	playerTotals: 'playerId'
};

let name: string;
let db: DealkeeperDatabase;

/** A database made by an older schema and filled by `fill`, then handed to today's DealkeeperDatabase. */
async function fromOlder(version: number, stores: Record<string, string>, fill: (old: Dexie) => Promise<unknown>) {
	name = `upgrade-${crypto.randomUUID()}`;
	const old = new Dexie(name);
	old.version(version).stores(stores);
	await old.transaction('rw', old.tables, () => fill(old));
	old.close();
	db = new DealkeeperDatabase(name);
	useDatabase(db);
}

afterEach(async () => {
	db.close();
	await Dexie.delete(name);
});

/** A clock stamp as log/hlc.ts writes it: time, counter, device. */
const HLC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z-[0-9a-f]{4}-[\w-]+$/;

const byId = <T extends { id: string }>(records: T[]) => [...records].sort((a, b) => a.id.localeCompare(b.id));

describe('the version 1 fixture database', () => {
	beforeEach(() =>
		fromOlder(1, V1_STORES, async (v1) => {
			for (const [table, records] of Object.entries(fixture.tables)) await v1.table(table).bulkAdd(records);
		})
	);

	it('holds what the test claims: players, nights, and a game of every kind with its events', () => {
		expect(fixture.schema).toBe(1);
		const { players, nights, games, events } = fixture.tables;
		expect(players.length).toBeGreaterThan(0);
		expect(nights.length).toBeGreaterThan(0);
		expect(new Set(games.map((g) => g.kind))).toEqual(
			new Set(['wizard', 'the-dealer', 'beat-the-dealer', 'fuck-the-dealer', 'hell-of-a-deal'])
		);
		for (const game of games.filter((g) => g.lastSeq > 0))
			expect(
				events.some((e) => e.gameId === game.id),
				game.kind
			).toBe(true);
		expect(games.some((g) => g.summary.finished)).toBe(true);
	});

	it('opens with the current schema with every record intact, table by table', async () => {
		await db.open();
		const { events, ...rest } = fixture.tables;
		for (const [table, records] of Object.entries(rest)) {
			const stored = await db.table(table).toArray();
			expect(stored.length, table).toBe(records.length);
			expect(byId(stored), table).toEqual(byId(records as { id: string }[]));
		}
		// Version 3 packs each finished game's log into one record; the others stay one by one.
		const finished = new Set(fixture.tables.games.filter((g) => g.summary.finished).map((g) => g.id));
		expect(finished.size).toBeGreaterThan(0);
		// Version 5 stamps every event for merging, the same way on every phone, in seq order.
		const stamped = [...logsByGame(events).values()].flatMap((log) => stampLegacyLog(log));
		expect(byId(await db.events.toArray())).toEqual(byId(stamped.filter((e) => !finished.has(e.gameId))));
		// Version 5 copies them to `packs`, under `key`; version 6 drops the table they were in.
		const packed = await db.packs.toArray();
		expect(packed.map((log) => log.key).sort()).toEqual([...finished].sort());
		for (const log of packed) {
			expect(Object.keys(log).sort()).toEqual(['json', 'key']);
			expect(unpacked(log)).toEqual(stamped.filter((e) => e.gameId === log.key));
		}
		expect([...db.backendDB().objectStoreNames]).not.toContain('packedLogs');
		for (const game of fixture.tables.games) {
			const log = (await loadGame(game.id))!.events;
			expect(log.map((e) => e.deviceId).every((device) => device === 'legacy')).toBe(true);
			expect(log.map((e) => e.hlc)).toEqual(log.map((e) => e.hlc).sort());
			expect(new Set(log.map((e) => e.hlc)).size).toBe(log.length);
		}
		// Version 4 counts each player's figures once, from the games stored (no details yet).
		const totals = await db.playerTotals.toArray();
		expect(totals.length).toBeGreaterThan(0);
		expect(totals).toEqual(
			[...tallyGames(fixture.tables.games, []).values()].sort((a, b) => a.playerId.localeCompare(b.playerId))
		);
	});

	it('reads back through the storage functions the screens use', async () => {
		const { players, nights, games, events } = fixture.tables;
		expect(byId(await listPlayers())).toEqual(byId(players));
		expect(byId(await listNights())).toEqual(byId(nights));
		for (const night of nights) {
			expect(byId(await listGamesOfNight(night.id))).toEqual(byId(games.filter((g) => g.nightId === night.id)));
		}
		for (const game of games) {
			const log = stampLegacyLog(events.filter((e) => e.gameId === game.id));
			expect(await loadGame(game.id)).toEqual({ game, events: log });
			expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
			expect(game.lastSeq).toBe(log.length);
		}
	});

	it('is found through version 2’s indexes: games by player, nights page by page, nothing deleted', async () => {
		const { players, nights, games } = fixture.tables;
		for (const player of players) {
			const theirs = games.filter((g) => g.setup.seats.includes(player.id));
			expect(byId(await listGamesOfPlayer(player.id))).toEqual(byId(theirs));
		}
		const page = await listHistory(nights.length);
		expect(page.nights.map((n) => n.night.id).sort()).toEqual(nights.map((n) => n.id).sort());
		expect(page.nights.flatMap((n) => n.games).length).toBe(games.length);
		expect(await db.table('games').where('deletedAt').above(-Infinity).count()).toBe(0);
	});
});

describe('a version 4 database holding an import’s bundle', () => {
	const { players, nights, games, events } = fixture.tables;
	const finished = games
		.filter((g) => g.summary.finished)
		.map((g) => g.id)
		.sort();
	const isFinished = (event: EventRecord) => finished.includes(event.gameId);
	// As an import bundled them: each game's log oldest first.
	const bundle = {
		gameId: `imported:${finished[0]}`,
		gameIds: finished,
		json: JSON.stringify(finished.flatMap((id) => events.filter((e) => e.gameId === id).sort((a, b) => a.seq - b.seq)))
	};
	beforeEach(() =>
		fromOlder(4, V4_STORES, (v4) =>
			Promise.all([
				v4.table('players').bulkAdd(players),
				v4.table('nights').bulkAdd(nights),
				v4.table('games').bulkAdd(games),
				v4.table('events').bulkAdd(events.filter((e) => !isFinished(e))),
				v4.table('packedLogs').add(bundle)
			])
		)
	);

	it('keeps it whole in `packs`, stamped, under the same key, still found by each of its games', async () => {
		const stamped = new Map([...logsByGame(events).values()].flatMap(stampLegacyLog).map((e) => [e.id, e]));
		const json = JSON.stringify(unpacked(bundle).map((e) => stamped.get(e.id)));
		expect(await db.packs.toArray()).toEqual([{ key: bundle.gameId, gameIds: finished, json }]);
		expect(await db.packs.where('gameIds').equals(finished[1]!).primaryKeys()).toEqual([bundle.gameId]);
		for (const game of games)
			expect((await loadGame(game.id))!.events, game.kind).toEqual(
				stampLegacyLog(events.filter((e) => e.gameId === game.id))
			);
	});

	it('gives every event of every game, finished and not, a stamp and a device, and each replays as before', async () => {
		for (const game of games) {
			const rules = await findGame(game.kind)!.load();
			const { events: upgraded } = (await loadGame(game.id))!;
			expect(
				upgraded.every((e) => HLC.test(e.hlc ?? '') && e.deviceId === LEGACY_DEVICE),
				game.kind
			).toBe(true);
			const before = replay(rules, game.setup, oldestFirst(events.filter((e) => e.gameId === game.id)), game);
			const after = replay(rules, game.setup, upgraded, game);
			expect(JSON.stringify(after.snapshot.context), game.kind).toBe(JSON.stringify(before.snapshot.context));
			expect(after.refused.length, game.kind).toBe(before.refused.length);
			expect(rules.summarize(after.snapshot), game.kind).toEqual(rules.summarize(before.snapshot));
		}
	});
});

/** Version 6's schema as released: events' seq no longer unique, packed logs in `packs`. */
const V6_STORES = Object.fromEntries(
	Object.entries({ ...V4_STORES, events: 'id, [gameId+seq]', packs: 'key, *gameIds' }).filter(
		([table]) => table !== 'packedLogs'
	)
);

describe('a version 6 database whose totals were kept by the old count', () => {
	const { players, nights, games } = fixture.tables;
	const won = games.find((g) => g.summary.team === 'won')!;
	const winner = won.summary.standings[0]!.playerId;
	const wizard = games.find((g) => g.kind === 'wizard')!;
	const third = wizard.summary.standings.find((s) => s.place === 3)!.playerId;
	/** As version 4 counted them: the team's win a win for each, and no table sizes. */
	const oldTotals = [
		{
			playerId: winner,
			kinds: {
				'hell-of-a-deal': { played: 1, wins: { '1': 1 }, placeSum: 0, placed: 0, teamWins: 1, teamLosses: 0 }
			}
		},
		{ playerId: third, kinds: { wizard: { played: 1, wins: {}, placeSum: 3, placed: 1 } } }
	];
	beforeEach(() =>
		fromOlder(6, V6_STORES, (v6) =>
			Promise.all([
				v6.table('players').bulkAdd(players),
				v6.table('nights').bulkAdd(nights),
				v6.table('games').bulkAdd(games),
				v6.table('playerTotals').bulkAdd(oldTotals)
			])
		)
	);

	it('counts them again: a team game is no one’s own win, and a place comes with its table’s size', async () => {
		const hell = (await db.playerTotals.get(winner))!.kinds['hell-of-a-deal']!;
		expect(hell).toMatchObject({ played: 1, wins: {}, placed: 0, teamWins: 1, teamLosses: 0 });
		// Third of six at Wizard.
		expect((await db.playerTotals.get(third))!.kinds.wizard).toMatchObject({
			played: 1,
			wins: {},
			placeSum: 3,
			placed: 1,
			tableSum: 6
		});
		// Everyone seated at the six finished games (the seventh, The Dealer, is unfinished): 22.
		expect(await db.playerTotals.count()).toBe(22);
	});
});
