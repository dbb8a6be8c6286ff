// What this phone wrote that its table has not acknowledged yet: a row in `outbox` for every
// player, night, game and event written here, added by a Dexie middleware in the write's own
// transaction, so no path can forget one and no kill can come between the write and its row.
// Between catch-ups the sync reads the rows, not the database, sends what they name, and clears
// them once the server has it; a row still here says the record was changed on this phone, which is
// what tells an edit made here from a stale copy when the table's version differs.
//
// A transaction that names `outbox` in its own scope is the sync keeping what came from the table:
// its writes add no rows, so nothing is sent back where it came from. Schema upgrades add none
// either: what was stored before the outbox existed is what the table already had.
import type { DBCore, DBCoreMutateRequest, DBCoreTransaction, Middleware } from 'dexie';
import type { EventRecord } from '$lib/model';
import type { OutboxRecord, SharedTable } from './records';

const OUTBOX = 'outbox';
const SHARED: readonly string[] = ['players', 'nights', 'games', 'events'] satisfies SharedTable[];

export const keepOutbox = (): Middleware<DBCore> => ({
	stack: 'dbcore',
	name: 'Outbox',
	create(down) {
		/** Transactions whose writes leave rows: every read-write one over shared tables, except the sync's own. */
		const sending = new WeakSet<DBCoreTransaction>();
		return {
			transaction(stores, mode, options) {
				const shares = mode === 'readwrite' && stores.some((store) => SHARED.includes(store));
				if (!shares) return down.transaction(stores, mode, options);
				const trans = down.transaction([...new Set([...stores, OUTBOX])], mode, options);
				if (!stores.includes(OUTBOX)) sending.add(trans);
				return trans;
			},
			table(name) {
				const table = down.table(name);
				if (!SHARED.includes(name)) return table;
				return {
					...table,
					mutate(req) {
						// A schema upgrade's own transaction comes not through here, and leaves no rows.
						if (!sending.has(req.trans) || (req.type !== 'add' && req.type !== 'put')) return table.mutate(req);
						return table.mutate(req).then((response) => {
							const rows = rowsOf(name as SharedTable, req, response.failures);
							if (!rows.length) return response;
							return down
								.table(OUTBOX)
								.mutate({ type: 'add', trans: req.trans, values: rows })
								.then(() => response);
						});
					}
				};
			}
		};
	}
});

/**
 * One row per record written. An event is kept whole in its row (it never changes, and the sync
 * then need not look for it in a packed log); any other record by id, read as it is when sent.
 */
function rowsOf(
	table: SharedTable,
	req: DBCoreMutateRequest & { type: 'add' | 'put' },
	failures: Record<number, unknown>
): Omit<OutboxRecord, 'n'>[] {
	const written = req.values.filter((_, index) => !(index in failures)) as { id: string }[];
	if (table === 'events') return written.map((event) => ({ table, id: event.id, event: event as EventRecord }));
	return written.map(({ id }) => ({ table, id }));
}
