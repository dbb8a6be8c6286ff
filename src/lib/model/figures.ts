// What a finished game adds to a player's page beyond wins and places (runtime/game-stats.ts).
// Never read from a file or another phone: each phone works them out by replaying, so they are
// types only, with no schema to check them against.

/**
 * One player's figures in one finished game: whole counts by name. They add up across games
 * name by name; a group (The Dealer's roles) adds up key by key, and a key whose counts all come
 * to zero leaves its group. Rates and averages are not figures: lines work them out from sums.
 */
export type Figures = { [name: string]: number | Figures };

/** A finished game's figures, by player id. */
export type GameFigures = Record<string, Figures>;
