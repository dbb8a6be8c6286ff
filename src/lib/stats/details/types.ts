// What a finished game adds to each player's figures beyond its summary, read once from the
// replayed game and kept (storage/details.ts), so player pages do not replay games again.

/** One player's details in one game. */
export type Detail =
	| { kind: 'wizard'; rounds: number; bidsMade: number }
	| { kind: 'the-dealer'; rounds: number; busts: number; roles: Record<string, { held: number; scored: number }> }
	| { kind: 'beat-the-dealer' | 'fuck-the-dealer'; given: number };

/** A game's details by player id. */
export type GameDetails = Record<string, Detail>;
