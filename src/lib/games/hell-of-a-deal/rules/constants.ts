// The numbers the setup screen needs before the game's code is loaded: kept apart from
// the rules (rules/index.ts) so the home and setup pages do not ship the rules.
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;
export const DEFAULT_MINION_PENALTY = 2;
export const DEFAULT_BIG_TABLE_PENALTY = 4;
