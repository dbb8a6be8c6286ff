// The numbers the setup screen needs before the game's code is loaded: kept apart from
// rules.ts so the home and setup pages do not ship the rules.
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;

/** A turn's stages, a card each: its suit, its rank, higher or lower than the stage-2 card. */
export const STAGES = ['suit', 'rank', 'side'] as const;
export type Stage = (typeof STAGES)[number];

/** The page's points: a right guess hands the dealer `right`, a wrong one the guesser `wrong`. */
export const DEFAULT_POINTS: Record<Stage, { right: number; wrong: number }> = {
	suit: { right: 2, wrong: 2 },
	rank: { right: 3, wrong: 4 },
	side: { right: 4, wrong: 5 }
};

/** The setting that holds one of those numbers: "suitRight", "sideWrong". */
export function pointsSetting(stage: Stage, outcome: 'right' | 'wrong'): string {
	return stage + (outcome === 'right' ? 'Right' : 'Wrong');
}
