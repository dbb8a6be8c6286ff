// Hell of a Deal's state as the machine keeps it, its actions, and what the screens and checks
// read from it: whose turn, which Boss, what a bet may hold. Plain functions of the context, so a
// screen reads them without the machine.
import { clockwiseFrom, leftOf } from '../shared/seating';
import {
	bossPenalty,
	isBig,
	type Adjustable,
	type Board,
	type Bones,
	type Boss,
	type BossCard,
	type ChipPlay,
	type FavorPlay,
	type HandResult,
	type Offering,
	type RedJackHand
} from './rules';

export type HellInput = { seats: string[]; firstDealer: number; penalties: { minion: number; bigTable: number } };

/** The round being played. */
export type Hand = {
	/** Index into PHASES. */
	phase: number;
	acted: boolean[];
	folded: boolean[];
	bets: ChipPlay[][];
	bones: (Bones | null)[];
	offeringsUsed: Offering[];
	/** Demona: how many hearts came onto the board in this phase; null until the table says. */
	hearts: number | null;
	/** Double Down: the extra chips each player may add to their next bet. */
	raises: number[];
	/** Red Jack: whose hand has been counted this round (again only once it has changed). */
	redJackCounted: boolean[];
	/** Dedly Aloor: the extra cards the Boss drew because a player did not pay a Temptation. */
	bossExtraCards: number;
	/** The player who bet or folded last this round: they may still take an extra card until the next one acts. */
	lastActed: number | null;
	/** This round's Boss has been revealed (a Boss who stays from the round before is on the table all along). */
	revealed: boolean;
};

export type HandOutcome = HandResult | 'fold';

/** A settled round, as the record shows it. */
export type PlayedRound = {
	boss: Boss;
	dealer: number;
	results: HandOutcome[];
	soulsEarned: number;
	soulsLost: number;
	potAfter: number;
};

export type HellContext = HellInput & {
	bosses: Boss[];
	bossIndex: number;
	/** 1, 2, 3…: rounds, not Bosses (Nick Hauss and the Devil stay until beaten). */
	round: number;
	board: Board;
	hand: Hand;
	rounds: PlayedRound[];
	won: boolean;
};

/**
 * A player's turn as the screen showed it: bets, folds and extra cards name their player, the
 * round and the phase, so a second tap, or a tap that raced another tab, cannot land on the next
 * player (or the same player's next phase). The runtime stamps them (see hellGame's targets).
 */
export type Turn = { seat: number; round: number; phase: number };

/**
 * The actions. An extra card names its taker (the player to act or the one who just acted)
 * beside the round and phase; Red Jack names the round it was counted in, and whether the
 * player's hand changed since it was last counted; a Favor says whether it is an Instant and
 * which printed Favor it is, if one; giving out waiting Temptation names how much the table saw
 * waiting, so the same one is not given twice.
 */

export type HellEvent =
	| { type: 'begin'; at: number; minions: BossCard[]; devil: number; temptation: number[] }
	| { type: 'reveal'; at: number }
	| { type: 'deal'; at: number }
	| { type: 'heart'; at: number; hearts: number }
	| ({ type: 'bet'; at: number; plays: ChipPlay[] } & Turn)
	| ({ type: 'fold'; at: number; bones: Bones } & Turn)
	| ({ type: 'extra_card'; at: number; temptation: boolean } & Turn)
	| { type: 'red_jack'; at: number; seat: number; round: number; hand: RedJackHand; handChanged: boolean }
	| { type: 'toll'; at: number; seat: number; souls: number }
	| ({ type: 'play_favor'; at: number; seat: number; name?: string } & FavorPlay)
	| { type: 'showdown'; at: number; results: (HandResult | null)[] }
	| { type: 'assign'; at: number; seat: number; overflow: number }
	| { type: 'cleanup'; at: number }
	| { type: 'adjust'; at: number; seat: number | null; what: Adjustable; by: number; note?: string };

export function newHand(players: number): Hand {
	return {
		phase: 0,
		acted: new Array<boolean>(players).fill(false),
		folded: new Array<boolean>(players).fill(false),
		bets: Array.from({ length: players }, () => []),
		bones: new Array<Bones | null>(players).fill(null),
		offeringsUsed: [],
		hearts: null,
		raises: new Array<number>(players).fill(0),
		redJackCounted: new Array<boolean>(players).fill(false),
		bossExtraCards: 0,
		lastActed: null,
		revealed: false
	};
}

export function currentBoss(context: HellContext): Boss | null {
	return context.bosses[context.bossIndex] ?? null;
}

/** The dealer button passes clockwise every round. */
export function dealerOf(context: HellContext): number {
	return (context.firstDealer + context.round - 1) % context.seats.length;
}

/** Each step of a phase goes from the dealer's left, clockwise. */
function turnOrder(context: HellContext): number[] {
	const players = context.seats.length;
	return clockwiseFrom(leftOf(dealerOf(context), players), players);
}

/** Whose bet or fold is next in this phase, or null when everyone still in has acted. */
export function currentSeat(context: HellContext): number | null {
	const { acted, folded } = context.hand;
	return turnOrder(context).find((seat) => !folded[seat] && !acted[seat]) ?? null;
}

/** Demona: on the Flop, Turn and River the table first says how many hearts came. */
export function needsHeart(context: HellContext): boolean {
	return currentBoss(context)?.id === 'demona' && context.hand.phase > 0 && context.hand.hearts === null;
}

/** Demona's hearts placed in this phase: each costs a Temptation to stay in; any at all allow two chips. */
export function heartsPlaced(context: HellContext): number {
	return currentBoss(context)?.id === 'demona' && context.hand.phase > 0 ? (context.hand.hearts ?? 0) : 0;
}

/** How many chips this player may bet now: one, one more after a heart, one more per Double Down. */
export function mostChips(context: HellContext, seat: number): number {
	return 1 + (heartsPlaced(context) > 0 ? 1 : 0) + (context.hand.raises[seat] ?? 0);
}

/**
 * The player who just bet, still on their turn until the next player acts (after the River,
 * until the showdown is entered): they may still take Dedly Aloor's extra card, and play a
 * Favor that is not an Instant ("on your turn, after you have made a Bet").
 */
export function justBet(context: HellContext): number | null {
	const last = context.hand.lastActed;
	return last !== null && !context.hand.folded[last] ? last : null;
}

/**
 * "When facing Nick Hauss or The Devil Himself": from his reveal on, and all along while he
 * stays. Souls the pot cannot pay then lose the game, wherever they are lost.
 */
export function facingBigTable(context: HellContext): boolean {
	const boss = currentBoss(context);
	if (!boss || !isBig(boss)) return false;
	return context.hand.revealed || context.rounds.at(-1)?.boss.id === boss.id;
}

export function penaltyOf(context: HellContext): number {
	const boss = currentBoss(context);
	return boss ? bossPenalty(boss, context.penalties) : 0;
}

export function outcome(
	context: HellContext
): { result: 'won' } | { result: 'lost'; reason: Board['lost'] & string } | null {
	if (context.board.lost) return { result: 'lost', reason: context.board.lost };
	return context.won ? { result: 'won' } : null;
}

/**
 * Who may take Dedly Aloor's extra card: the player to act, and the one who just acted until
 * then. After the River that is its last player, until the showdown is entered.
 */
export function extraCardSeats(context: HellContext): number[] {
	const seat = currentSeat(context);
	const last = justBet(context);
	return [...(last !== null && last !== seat ? [last] : []), ...(seat === null ? [] : [seat])];
}

/** The turn a bet or fold is entered for: the runtime stamps it at the tap (see hellGame). */
export function turnOf(context: HellContext): Turn {
	return { seat: currentSeat(context) ?? -1, round: context.round, phase: context.hand.phase };
}
