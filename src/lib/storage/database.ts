// The one place that knows Dexie's schema. Everything else goes through the storage modules
// beside this file, which are the only code that touches IndexedDB.
import { Dexie, type EntityTable } from 'dexie';
import { NewerDatabaseError } from './errors';
import { keepPlayerTotals } from './keep-player-totals';
import { keepOutbox } from './keep-outbox';
import { stampLegacyLog } from '$lib/log/legacy-stamps';
import { logsByGame, packByGame, unpacked } from './pack-by-game';
import type { EventRecord, GameRecord, NightRecord, PlayerAlias, PlayerRecord } from '$lib/model';
import type { DetailsRecord, MetaRecord, OutboxRecord, PackedLog, PlayerTally } from './records';
import { OPENED_BEFORE } from './opened-before';
import { storageStatus } from './status.svelte';
import { tallyRules } from './tally-rules';

/** A packed log as schemas 3 to 5 kept it, in `packedLogs`, under `gameId` (read by the upgrades only). */
type OldPackedLog = Omit<PackedLog, 'key'> & { gameId: string };

export class DealkeeperDatabase extends Dexie {
	players!: EntityTable<PlayerRecord, 'id'>;
	nights!: EntityTable<NightRecord, 'id'>;
	games!: EntityTable<GameRecord, 'id'>;
	events!: EntityTable<EventRecord, 'id'>;
	playerAliases!: EntityTable<PlayerAlias, 'id'>;
	meta!: EntityTable<MetaRecord, 'key'>;
	gameDetails!: EntityTable<DetailsRecord, 'gameId'>;
	packs!: EntityTable<PackedLog, 'key'>;
	playerTotals!: EntityTable<PlayerTally, 'playerId'>;
	outbox!: EntityTable<OutboxRecord, 'n'>;

	constructor(name = 'dealkeeper') {
		super(name);
		const rules = tallyRules();
		// v1. A later version that reshapes stored data adds .version(2).stores(…).upgrade(…);
		// never edit this line once released. Every future version(n) must keep
		// upgrade.test.ts passing: it opens tests/fixtures/database-v1.json, a database written
		// under this schema with games of every kind, and checks that not one record is lost.
		this.version(1).stores({
			players: 'id, name',
			nights: 'id, startedAt',
			games: 'id, nightId, kind, updatedAt',
			// The unique compound index is what stops two tabs writing the same seq.
			events: 'id, &[gameId+seq]'
		});
		// v2 (issue 13) adds indexes and tables; no stored record changes shape, so no upgrade().
		// games by player (every seat) for player pages and filters, and by deletedAt for
		// Recently deleted (a record without deletedAt is in no deletedAt index, so that index
		// holds the deleted ones only); playerAliases: imported players merged into one here;
		// meta: when the last backup was made, for the reminder; gameDetails: what a player page
		// counts beyond the summaries (bids made, busts), read once per finished game, by player.
		this.version(2).stores({
			nights: 'id, startedAt, deletedAt',
			games: 'id, nightId, kind, updatedAt, *setup.seats, deletedAt',
			playerAliases: 'id',
			meta: 'key',
			gameDetails: 'gameId, *players'
		});
		// v3: a finished game's log is kept as one record (records.ts, PackedLog); the logs of
		// games finished before it are packed here, so every finished game is stored alike.
		this.version(3)
			.stores({ packedLogs: 'gameId' })
			.upgrade(async (tx) => {
				const finished = new Set(
					(await tx.table<GameRecord>('games').toArray()).filter((g) => g.summary.finished).map((g) => g.id)
				);
				const events = (await tx.table<EventRecord>('events').toArray()).filter((e) => finished.has(e.gameId));
				await tx
					.table<OldPackedLog>('packedLogs')
					.bulkAdd(packByGame(events).map(({ key, json }) => ({ gameId: key, json })));
				await tx.table<EventRecord>('events').bulkDelete(events.map((e) => e.id));
			});
		// v4: each player's figures kept as one record (records.ts, PlayerTally), in step with every write
		// through keepPlayerTotals; counted here once from the games and details already stored.
		// And packed logs by the games a bundle holds (records.ts, PackedLog); none has one yet.
		this.version(4)
			.stores({ playerTotals: 'playerId', packedLogs: 'gameId, *gameIds' })
			.upgrade(async (tx) => {
				const [games, details] = await Promise.all([
					tx.table<GameRecord>('games').toArray(),
					tx.table<DetailsRecord>('gameDetails').toArray()
				]);
				await tx.table<PlayerTally>('playerTotals').bulkAdd([...rules.tallyGames(games, details).values()]);
			});
		// v5 (issue 23): every event gets the clock stamp and device a merged log is ordered by
		// (log/legacy-stamps.ts: the same stamps on every phone that upgrades the same game), the
		// loose ones and those inside packed logs alike. A merge may place an event before those
		// held, so seq is a position, kept in step by storage/merge-logs.ts, and its index no longer
		// unique: two tabs writing at once are told apart by the game's lastSeq (games.ts).
		// And packed logs move to `packs`, under `key` (what it holds is not always a game's id):
		// IndexedDB cannot change a table's key in place, so they are copied here, stamped, and the
		// old table goes in version 6.
		this.version(5)
			.stores({ events: 'id, [gameId+seq]', packs: 'key, *gameIds' })
			.upgrade(async (tx) => {
				const [loose, packed] = await Promise.all([
					tx.table<EventRecord>('events').toArray(),
					tx.table<OldPackedLog>('packedLogs').toArray()
				]);
				const stamped = new Map<string, EventRecord>();
				const all = [...loose, ...packed.flatMap(unpacked)];
				for (const log of logsByGame(all).values())
					for (const event of stampLegacyLog(log)) stamped.set(event.id, event);
				const restamp = (event: EventRecord) => stamped.get(event.id)!;
				await tx.table<EventRecord>('events').bulkPut(loose.map(restamp));
				await tx.table<PackedLog>('packs').bulkAdd(
					packed.map(({ gameId, ...log }) => ({
						key: gameId,
						...log,
						json: JSON.stringify(unpacked(log).map(restamp))
					}))
				);
			});
		// v6: the old table of packed logs, copied to `packs` by version 5, goes.
		this.version(6).stores({ packedLogs: null });
		// v7 (issue 25): the totals counted again, as v4 counted them. A team game is no longer a
		// win for each of its players, and games for places add up their table sizes ("average
		// place 2 of 4"), and the best score reads its way from the game's meta, no longer from
		// counts of directions; totals kept under the old count would take a game away by the new one.
		this.version(7).upgrade(async (tx) => {
			const [games, details] = await Promise.all([
				tx.table<GameRecord>('games').toArray(),
				tx.table<DetailsRecord>('gameDetails').toArray()
			]);
			await tx.table<PlayerTally>('playerTotals').clear();
			await tx.table<PlayerTally>('playerTotals').bulkAdd([...rules.tallyGames(games, details).values()]);
		});
		// v8 (issue 31): what this phone wrote and its table has not acknowledged (outbox.ts). Rows
		// start with this version: a record written before it is what the table already has.
		this.version(8).stores({ outbox: '++n, [table+id]' });
		this.use(keepPlayerTotals(rules));
		this.use(keepOutbox());
		this.#guardVersions();
	}

	/**
	 * A database made now, where one had opened before, was lost: say so rather than start blank.
	 * A browser that empties the app's storage from its settings empties localStorage too, but a
	 * database lost on its own leaves OPENED_BEFORE behind.
	 */
	#noticeVanished(): void {
		if (typeof localStorage === 'undefined') return;
		this.on('populate', () => {
			if (localStorage.getItem(OPENED_BEFORE) !== null) storageStatus.vanished = true;
		});
		this.on('ready', () => localStorage.setItem(OPENED_BEFORE, '1'), true);
	}

	/**
	 * Another tab may run a newer version of the app. Dexie itself would open a database that
	 * one upgraded (it retries IndexedDB's VersionError without a version) and go on reading
	 * data shaped for newer code; here that open fails instead, with a NewerDatabaseError the
	 * screens can name. And when the newer tab asks to upgrade, this tab lets go at once
	 * (Dexie closes the connection) and says why, rather than holding up the upgrade.
	 */
	#guardVersions(): void {
		// Sticky: checked on every open, including the reopen after a versionchange.
		this.on(
			'ready',
			(db) => {
				// IndexedDB's version is Dexie's times ten (plus one if Dexie patched the schema).
				const installed = Math.floor(db.backendDB().version / 10);
				if (installed > db.verno) throw new NewerDatabaseError(installed, db.verno);
				storageStatus.blocked = false;
			},
			true
		);
		this.on('versionchange', (event) => {
			if ((event.newVersion ?? 0) > this.verno * 10) storageStatus.newer = true;
		});
		this.on('blocked', () => {
			storageStatus.blocked = true;
		});
		this.#noticeVanished();
	}
}

let instance: DealkeeperDatabase | undefined;

/** Opened lazily, in the browser only: prerendering runs in Node, which has no IndexedDB. */
export function database(): DealkeeperDatabase {
	instance ??= new DealkeeperDatabase();
	return instance;
}

/** For tests: use a database of this name from now on. */
export function useDatabase(db: DealkeeperDatabase): void {
	instance = db;
}
