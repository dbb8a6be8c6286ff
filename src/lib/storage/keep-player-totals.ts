// Each player's tally (records.ts, PlayerTally) kept in `playerTotals` (read by player-totals.ts),
// in step with every write of a game or of its details, in that write's own transaction. A Dexie
// middleware does it, so no path can forget: finishing, undoing, deleting, restoring, importing
// and purging, and any written later. It widens each read-write transaction over games or
// gameDetails to the three tables, and adds to the totals what each write changes: its records'
// tallies after, less before, as the rules given count them (tally-rules.ts; stats/tally.ts).
import {
	Dexie,
	cmp,
	type DBCore,
	type DBCoreRangeType,
	type DBCoreMutateRequest,
	type DBCoreMutateResponse,
	type DBCoreTable,
	type DBCoreTransaction,
	type Middleware
} from 'dexie';
import type { GameRecord } from '$lib/model';
import type { DetailsRecord, PlayerTally } from './records';
import type { Tallies, TallyRules } from './tally-rules';

const GAMES = 'games';
const DETAILS = 'gameDetails';
const TOTALS = 'playerTotals';

/**
 * Dexie's own promises throughout, not async functions: they carry Dexie's zone (the transaction
 * its reads look up) from one step to the next, which a native await loses.
 */
const Chain = Dexie.Promise;

export const keepPlayerTotals = (rules: TallyRules): Middleware<DBCore> => ({
	stack: 'dbcore',
	name: 'PlayerTotals',
	create(down) {
		const isQuiet = (game: unknown) => game === undefined || rules.countsForNobody(game as GameRecord);
		/** One write at a time per transaction, so no two read the same totals before either adds to them. */
		const queues = new WeakMap<DBCoreTransaction, Promise<unknown>>();
		/**
		 * Games this transaction has read or written, by id: whether each, as it stands now,
		 * counts for nobody (unfinished, or deleted). A live tap reads its game, then writes it
		 * back still unfinished: known quiet before and after, that write changes no totals and
		 * needs no reads of its own, which were a third of a tap's transaction. A flag, not the
		 * record, so a caller changing the record it read cannot change what is known.
		 */
		const quietGames = new WeakMap<DBCoreTransaction, Map<unknown, boolean>>();
		const known = (trans: DBCoreTransaction) => {
			if (!quietGames.has(trans)) quietGames.set(trans, new Map());
			return quietGames.get(trans)!;
		};
		return {
			transaction(stores, mode, options) {
				const watched = mode === 'readwrite' && (stores.includes(GAMES) || stores.includes(DETAILS));
				return down.transaction(watched ? [...new Set([...stores, GAMES, DETAILS, TOTALS])] : stores, mode, options);
			},
			table(name) {
				const table = down.table(name);
				if (name !== GAMES && name !== DETAILS) return table;
				const noteRead = (trans: DBCoreTransaction, keys: unknown[], records: unknown[]) => {
					if (name === GAMES) keys.forEach((key, i) => known(trans).set(key, isQuiet(records[i])));
				};
				return {
					...table,
					get(req) {
						return table.get(req).then((record) => (noteRead(req.trans, [req.key], [record]), record));
					},
					getMany(req) {
						return table.getMany(req).then((records) => (noteRead(req.trans, req.keys, records), records));
					},
					mutate(req) {
						const run = () => (name === GAMES ? mutateGames(req) : mutateKeepingTotals(rules, down, table, req));
						const done = (queues.get(req.trans) ?? Chain.resolve()).then(run, run);
						queues.set(
							req.trans,
							done.catch(() => {})
						);
						return done;
					}
				};
				/** A write of games known quiet before and after goes straight down; any other keeps the totals. */
				function mutateGames(req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
					const seen = known(req.trans);
					const values = req.type === 'add' || req.type === 'put' ? req.values : null;
					const keys =
						req.type === 'deleteRange'
							? null
							: (req.keys ?? values!.map((value) => table.schema.primaryKey.extractKey!(value)));
					const quiet =
						keys !== null && keys.every((key, i) => seen.get(key) === true && (values === null || isQuiet(values[i])));
					const write = quiet ? table.mutate(req) : mutateKeepingTotals(rules, down, table, req);
					return write.then((response) => {
						if (keys === null || response.numFailures) quietGames.delete(req.trans);
						else keys.forEach((key, i) => seen.set(key, values === null || isQuiet(values[i])));
						return response;
					});
				}
			}
		};
	}
});

function mutateKeepingTotals(
	rules: TallyRules,
	down: DBCore,
	table: DBCoreTable,
	req: DBCoreMutateRequest
): Promise<DBCoreMutateResponse> {
	const { trans } = req;
	return keysOf(table, req).then((keys) => {
		if (!keys.length) return table.mutate(req);
		// A write changes one of the pair a game counts by; the other is read as it stands.
		const other = down.table(table.name === GAMES ? DETAILS : GAMES);
		const before = req.type === 'add' ? Chain.resolve(keys.map(() => undefined)) : readMany(table, trans, keys);
		return Chain.all([before, readMany(other, trans, keys)]).then(([before, others]) =>
			table.mutate(req).then((response) => {
				const after =
					req.type === 'add' || req.type === 'put'
						? req.values.map((value, i) => (i in response.failures ? before[i] : value))
						: keys.map(() => undefined);
				const change: Tallies = new Map();
				keys.forEach((_, i) => {
					const pair = (record: unknown) =>
						(table.name === GAMES ? [record, others[i]] : [others[i], record]) as [
							GameRecord | undefined,
							DetailsRecord | undefined
						];
					rules.tallyGame(change, ...pair(before[i]), -1);
					rules.tallyGame(change, ...pair(after[i]), 1);
				});
				return addToTotals(rules, down.table(TOTALS), trans, change).then(() => response);
			})
		);
	});
}

/** At least this many keys are worth counting what lies between the first and the last. */
const MANY = 100;
const RANGE = 2 as DBCoreRangeType.Range; // a const enum, which an isolated module cannot import as a value

/**
 * Records by key (undefined where there is none). Thousands of keys (an import) are read as one
 * range when it holds few others: one request instead of one per key, which in Chromium cost
 * 170 ms for 5,000 keys against a few ms.
 */
function readMany(table: DBCoreTable, trans: DBCoreTransaction, keys: unknown[]): Promise<unknown[]> {
	if (keys.length < MANY) return table.getMany({ trans, keys });
	const sorted = [...keys].sort(cmp);
	const query = {
		index: table.schema.primaryKey,
		range: { type: RANGE, lower: sorted[0], upper: sorted.at(-1), lowerOpen: false, upperOpen: false }
	};
	return table.count({ trans, query }).then((inRange) => {
		if (inRange > 2 * keys.length) return table.getMany({ trans, keys });
		return table.query({ trans, values: true, query }).then(({ result }) => {
			// Keys here are strings (ids), so a Map finds them.
			const byKey = new Map(result.map((record) => [table.schema.primaryKey.extractKey!(record), record]));
			return keys.map((key) => byKey.get(key));
		});
	});
}

/** The primary keys a write touches (a range is looked up first). */
function keysOf(table: DBCoreTable, req: DBCoreMutateRequest): Promise<unknown[]> {
	if (req.type === 'delete') return Chain.resolve(req.keys);
	if (req.type === 'deleteRange')
		return table
			.query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } })
			.then((found) => found.result);
	return Chain.resolve(req.keys ?? req.values.map((value) => table.schema.primaryKey.extractKey!(value)));
}

function addToTotals(
	rules: TallyRules,
	totals: DBCoreTable,
	trans: DBCoreTransaction,
	change: Tallies
): Promise<unknown> {
	for (const [id, tally] of change) {
		for (const [kind, counts] of Object.entries(tally.kinds)) if (rules.isEmpty(counts)) delete tally.kinds[kind];
		if (!Object.keys(tally.kinds).length) change.delete(id);
	}
	if (!change.size) return Chain.resolve();
	const keys = [...change.keys()];
	return totals.getMany({ trans, keys }).then((stored: (PlayerTally | undefined)[]) => {
		const next = keys.map((id, i) => rules.addTallies(stored[i], change.get(id)!));
		const kept = next.filter((tally) => Object.keys(tally.kinds).length);
		const gone = next.filter((tally) => !Object.keys(tally.kinds).length).map((tally) => tally.playerId);
		return Chain.all([
			kept.length ? totals.mutate({ type: 'put', trans, values: kept }) : null,
			gone.length ? totals.mutate({ type: 'delete', trans, keys: gone }) : null
		]);
	});
}
