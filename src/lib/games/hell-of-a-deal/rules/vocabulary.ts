// Hell of a Deal's vocabulary: every refusal, the cards, chips and phases the rulebook prints,
// what the team counts (the Board), and the two checks of raw input every rule uses.
import type { RuleError } from '$lib/runtime/game-module';
import { DEFAULT_MINION_PENALTY, DEFAULT_BIG_TABLE_PENALTY } from './constants';

export { DEFAULT_MINION_PENALTY, DEFAULT_BIG_TABLE_PENALTY };

/** Every reason Hell of a Deal's rules give for refusing an action; each has a message in refusals.ts. */
export type HellRefusal = RuleError<
	| 'boss_count'
	| 'boss_repeated'
	| 'boss_needs_name'
	| 'boss_penalty_range'
	| 'devil_unknown'
	| 'handicap_range'
	| 'no_such_seat'
	| 'seat_folded'
	| 'overflow_pending'
	| 'no_overflow'
	| 'assign_full'
	| 'no_healing'
	| 'nothing_to_heal'
	| 'barrier'
	| 'chip_count'
	| 'chip_used'
	| 'wild_needs_copy'
	| 'copy_not_wild'
	| 'offering_needed'
	| 'offering_used'
	| 'heart_first'
	| 'heart_not_asked'
	| 'hearts_range'
	| 'no_folding'
	| 'not_this_boss'
	| 'extra_card_seat'
	| 'results_missing'
	| 'no_favor'
	| 'favor_printed'
	| 'favor_after_bet'
	| 'red_jack_counted'
	| 'toll_count'
	| 'toll_pot_short'
	| 'adjust_amount'
	| 'adjust_below_zero'
>;

/** The Minions of Hell the rulebook prints: the app knows their names and rules. */
export const MINIONS = [
	'dedly-aloor',
	'eenie-meanie',
	'jack-potts',
	'miss-fortune',
	'demona',
	'the-boatman',
	'red-jack'
] as const;
export type Minion = (typeof MINIONS)[number];
/** The first game's Bosses, top of the deck first. */
export const FIRST_GAME: readonly Minion[] = ['dedly-aloor', 'eenie-meanie', 'miss-fortune', 'demona'];
export const MINIONS_PER_GAME = 4;
/** The box holds three Devil cards; one is drawn at random and kept hidden. */
export const DEVIL_CARDS = 3;

/** A Boss in the deck: a known one, or one added by name with its Soul penalty. */
export type BossCard = { id: Minion } | { id: 'custom'; name: string; penalty: number };
export type Boss = BossCard | { id: 'nick-hauss' } | { id: 'devil'; card: number };
export type BossId = Boss['id'];

export const CHIPS = ['soul', 'heal', 'offering', 'favor', 'reveal', 'wild'] as const;
export type Chip = (typeof CHIPS)[number];
/** Each player's seven chips: two Earn a Soul, one of each other. */
export const CHIP_COUNT: Record<Chip, number> = { soul: 2, heal: 1, offering: 1, favor: 1, reveal: 1, wild: 1 };
/** What each chip costs its player on a losing (or folded) hand: the back of the chip. */
export const CHIP_LOSS: Record<Chip, { temptation: number; curses: number }> = {
	soul: { temptation: 1, curses: 0 },
	heal: { temptation: 2, curses: 0 },
	offering: { temptation: 2, curses: 0 },
	favor: { temptation: 0, curses: 1 },
	reveal: { temptation: 0, curses: 1 },
	wild: { temptation: 0, curses: 1 }
};
/** Wild's up-front price. */
export const WILD_COST = 1;

export const OFFERINGS = ['reveal-boss', 'look-two', 'swap', 'from-discard'] as const;
export type Offering = (typeof OFFERINGS)[number];

export const PHASES = ['pre-flop', 'flop', 'turn', 'river'] as const;
export type Phase = (typeof PHASES)[number];

export const BONES = ['favor', 'temptation', 'curse'] as const;
export type Bones = (typeof BONES)[number];

export const RESULTS = ['win', 'lose', 'push'] as const;
export type HandResult = (typeof RESULTS)[number];

export const FAVOR_PRICES = ['none', 'temptation', 'curse'] as const;
export type FavorPrice = (typeof FAVOR_PRICES)[number];

/** The Favors the rulebook prints (its examples); the box's others are named by the table. */
export const PRINTED_FAVORS = ['up-your-sleeve', 'double-down'] as const;
export type PrintedFavor = (typeof PRINTED_FAVORS)[number];
/** What the rulebook prints on them: the price, and whether it is an Instant (played at any time). */
export const FAVOR_CARDS: Record<PrintedFavor, { price: FavorPrice; instant: boolean }> = {
	'up-your-sleeve': { price: 'temptation', instant: true },
	'double-down': { price: 'curse', instant: false }
};

/** A Favor as it is played: its price, its timing, and which printed Favor it is, if one. */
export type FavorPlay = { price: FavorPrice; instant: boolean; favor?: PrintedFavor };

export const ADJUSTABLE = ['temptation', 'curses', 'favors', 'souls'] as const;
export type Adjustable = (typeof ADJUSTABLE)[number];

export const MAX_TEMPTATION = 10;
export const BARRIERS = [5, 10] as const;
export const MAX_CURSES = 3;
export const MAX_FAVORS = 3;

export type PlayerBoard = {
	temptation: number;
	/** Curses gained this game that turn active when the next Boss is revealed. */
	cursesDown: number;
	cursesActive: number;
	favors: number;
	favorsPlayed: number;
};

export type LossReason = 'temptation' | 'souls';

/** Everything the team counts, between and during rounds. */
export type Board = {
	players: PlayerBoard[];
	pot: number;
	/** Temptation suffered by a player already at 10, still to be given to another player. */
	overflow: number;
	lost: LossReason | null;
};

/** A count or a seat from 0 to max (its schema made sure it is a whole number). */
export function isCount(value: number, max: number): boolean {
	return value >= 0 && value <= max;
}

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
	return typeof value === 'string' && (list as readonly string[]).includes(value);
}
