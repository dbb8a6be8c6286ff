// How a game counts toward its players' totals is stats/' business (stats/tally.ts); storage
// only keeps the sums in step with every write (keep-player-totals.ts) and counts them once in an
// upgrade (database.ts). Storage does not import stats/ (stats/ reads through storage: issue 22,
// no import cycle), so the app hands these rules over where it is put together (src/lib/app/),
// before its database is created.
import type { GameRecord } from '$lib/model';
import type { DetailsRecord, KindTally, PlayerTally } from './records';

/** Tallies by player id; a game is added with sign 1 and taken away with -1. */
export type Tallies = Map<string, PlayerTally>;

export type TallyRules = {
	/** Whether a game counts for no player's totals (unfinished, or deleted). */
	countsForNobody: (game: GameRecord) => boolean;
	/** Adds (sign 1) or takes away (sign -1) what one game, with its details record if any, counts for. */
	tallyGame: (tallies: Tallies, game: GameRecord | undefined, details: DetailsRecord | undefined, sign: 1 | -1) => void;
	/** Every player's tally counted from scratch, as kept ones are stored. */
	tallyGames: (games: readonly GameRecord[], details: readonly DetailsRecord[]) => Tallies;
	/** `total` plus `change`, as stored: without what is zero. */
	addTallies: (total: PlayerTally | undefined, change: PlayerTally) => PlayerTally;
	/** A change that changes nothing. */
	isEmpty: (kind: KindTally) => boolean;
};

let given: TallyRules | undefined;

/** Called once where the app (or a test run) is put together, before any database is created. */
export function countTalliesWith(rules: TallyRules): void {
	given = rules;
}

/** The rules given; a database created without them could not keep its totals, so it fails at once instead. */
export function tallyRules(): TallyRules {
	if (!given) throw new Error('No tally rules: call countTalliesWith (src/lib/app/) before creating a database');
	return given;
}
