import type { EventRecord, Figures, GameFigures } from '$lib/model';

// The rows only this phone's database keeps, beside the records the app shares (model/). Plain
// data only: what is written here must read back the same after a reload, an app update or a
// schema upgrade.

/**
 * A game's log from seq 1 on, kept as one record: written when the game finishes. One record per
 * game instead of one per action is what lets thousands of games be read and written in seconds
 * (IndexedDB's cost is per record). An action after it (an undo of a finished game, and what
 * follows) is kept on its own in `events`, with a higher seq, and packed after it once the game
 * finishes again.
 *
 * An import keeps the logs it brings in bundles: one record holds several games' logs (about
 * 128 KB of text, `gameIds` naming them). In Chromium a record that large is stored apart from
 * the database's own files, and writing 5,000 logs so took a quarter of the time one record per
 * game did. A game's log is then its bundle's part, its own record (what it packed after an
 * undo), and its loose events: disjoint runs of seqs.
 */
export type PackedLog = {
	/**
	 * What the record is kept under: a game's own record, the game's id; a bundle, `imported:` and
	 * its first game's id (an id never holds a colon), so it never takes a game's key.
	 */
	key: string;
	/** A bundle's games (indexed); absent on a game's own record. */
	gameIds?: string[];
	/**
	 * The events, each game's oldest first, as JSON text: IndexedDB copies a string as it is
	 * instead of walking a hundred objects (half the time to write 5,000 logs), and a backup holds
	 * the same text, so an export joins these without reading them.
	 */
	json: string;
};

/** The tables whose records a table of phones shares. */
export type SharedTable = 'players' | 'nights' | 'games' | 'events';

/**
 * A record written on this phone and not yet acknowledged by its table (outbox.ts): `n` orders
 * the rows; an event is kept whole, any other record named by its id.
 */
export type OutboxRecord = { n: number; table: SharedTable; id: string; event?: EventRecord };

/**
 * Small facts the app keeps about itself, by key: when the last backup was made, and how many
 * games were stored then, and when the backup reminder was last put off.
 */
export type MetaRecord =
	| { key: 'lastBackup'; at: number; games: number }
	| { key: 'reminderDismissed'; games: number }
	/** This install's device id, made once, and the newest clock stamp it has made or seen. */
	| { key: 'device'; id: string; clock: string };

/** A finished game's figures per player (see runtime/game-stats.ts), read once from its replay, as of its log's lastSeq. */
export type DetailsRecord = { gameId: string; lastSeq: number; players: string[]; details: GameFigures };

/** What finished games of one kind add up to for one player: sums a game is added to and taken away from (stats/tally.ts). */
export type KindTally = {
	played: number;
	/** Wins by how many shared them ("1": alone; a team game is no one's own win): whole numbers, so no rounding is left when a game is taken away. */
	wins: Record<string, number>;
	/** Places in competitive games, summed, and how many there were. */
	placeSum: number;
	placed: number;
	/** How many sat at those games, summed: "average place 2 of 4" (schema 7 counted it for games kept before). */
	tableSum: number;
	scoreSum: number;
	/** How often each score was made: the best is still known after the game that made it goes. */
	scores: Record<string, number>;
	/** The summaries' progress: rounds played in Wizard, Bosses faced in Hell of a Deal. */
	progress: number;
	bossesBeaten: number;
	teamWins: number;
	teamLosses: number;
	/** Games of a kind that keeps figures whose figures are counted for the log as it is, and not. */
	counted: number;
	uncounted: number;
	/** The counted games' figures, added up; null while none is counted. */
	detail: Figures | null;
};

/** A player's figures over every finished game, by kind: one record per player, kept in step (keep-player-totals.ts). */
export type PlayerTally = { playerId: string; kinds: Record<string, KindTally> };
