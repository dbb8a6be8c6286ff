// The numbers the setup screen needs before the game's code is loaded: kept apart from
// the rules (rules/index.ts) so the home and setup pages do not ship the rules.
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 6;

/**
 * Cards drawn into scoring piles: the Dealer's per player who busts, the Frenemy's and the
 * Sniper's when they are right. Tables may house-rule them (settings); these are the rulebook's.
 */
export type Rewards = { dealerPerBust: number; frenemy: number; sniper: number };
export const RULEBOOK_REWARDS: Rewards = { dealerPerBust: 2, frenemy: 1, sniper: 2 };

/** The discussion lengths a table can choose (seconds); the rulebook's is 30. */
export const DISCUSSION_SECONDS = [15, 20, 30, 45, 60, 90] as const;
export const DEFAULT_DISCUSSION_SECONDS = 30;
