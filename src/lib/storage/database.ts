// The one place that knows Dexie's schema. Everything else goes through the storage modules
// beside this file, which are the only code that touches IndexedDB.
import { Dexie, type EntityTable } from 'dexie';
import type { EventRecord, GameRecord, NightRecord, PlayerRecord } from './records';

export class DealkeeperDatabase extends Dexie {
	players!: EntityTable<PlayerRecord, 'id'>;
	nights!: EntityTable<NightRecord, 'id'>;
	games!: EntityTable<GameRecord, 'id'>;
	events!: EntityTable<EventRecord, 'id'>;

	constructor(name = 'dealkeeper') {
		super(name);
		// v1. A later version that reshapes stored data adds .version(2).stores(…).upgrade(…);
		// never edit this line once released.
		this.version(1).stores({
			players: 'id, name',
			nights: 'id, startedAt',
			games: 'id, nightId, kind, updatedAt',
			// The unique compound index is what stops two tabs writing the same seq.
			events: 'id, &[gameId+seq]'
		});
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
