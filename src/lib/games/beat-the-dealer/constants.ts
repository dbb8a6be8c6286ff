// The numbers the setup screen needs before the game's code is loaded: kept apart from
// rules.ts so the home and setup pages do not ship the rules.
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;
export const DEFAULT_DUMB_GUESS_PENALTY = 5;
export const DEFAULT_EXACT_PENALTY = 8;
/** The rulebook's numbers for a right guess: the dealer takes 4 first time, 2 second time. */
export const DEFAULT_RIGHT_FIRST_POINTS = 4;
export const DEFAULT_RIGHT_SECOND_POINTS = 2;
