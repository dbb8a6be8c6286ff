// Beat the Dealer's rules as pure functions; the readings taken are in docs/rules.md.
// Seats are indices into the seat order; points are what a player
// takes (sips or points), and the fewest taken wins.
import type { RuleError } from '$lib/runtime/game-module';
import {
	CARDS_PER_RANK,
	cardFrom,
	isRuleError,
	leftByRank,
	rankValue,
	RANKS,
	sideOf,
	type Card,
	type CardRefusal,
	type Rank,
	type Side
} from '../shared/cards';
import { leftOf, nextSeatSkipping } from '../shared/seating';
import {
	DEFAULT_DUMB_GUESS_PENALTY,
	DEFAULT_EXACT_PENALTY,
	DEFAULT_RIGHT_FIRST_POINTS,
	DEFAULT_RIGHT_SECOND_POINTS
} from './constants';

/** Every reason Beat the Dealer's rules give for refusing an action; each has a message in refusals.ts. */
export type BtdRefusal =
	| RuleError<
			| 'guess_needs_suit'
			| 'side_impossible'
			| 'card_contradicts_side'
			| 'one_guess_needs_card'
			| 'dealer_must_change'
			| 'no_such_seat'
	  >
	| CardRefusal;

/** Three guessers in a row wrong (twice) and the dealer has survived. */
export const MISSES_TO_PASS = 3;

/** The variants and numbers the table agreed before starting. */
export type BtdRules = {
	/** What a right guess costs the dealer: first time, and second time. */
	rightFirstPoints: number;
	rightSecondPoints: number;
	aceHigh: boolean;
	oneGuess: boolean;
	/**
	 * The first guess names a suit too; the exact card costs the dealer exactPenalty, and never
	 * less than a right rank alone (see exactCardPoints).
	 */
	rankAndSuit: boolean;
	exactPenalty: number;
	/** Naming a rank whose four cards are face up costs the guesser dumbGuessPenalty. */
	dumbGuess: boolean;
	dumbGuessPenalty: number;
	/** After three misses the dealer picks the next dealer instead of passing left. */
	dealersChoice: boolean;
};

/**
 * The rules from the game's stored settings; a setting not stored plays as written, so a game
 * stored before a setting existed replays as it was played.
 */
export function rulesFrom(settings: Record<string, unknown>): BtdRules {
	const flag = (key: string) => settings[key] === true;
	const number = (key: string, fallback: number) => (typeof settings[key] === 'number' ? settings[key] : fallback);
	return {
		rightFirstPoints: number('rightFirstPoints', DEFAULT_RIGHT_FIRST_POINTS),
		rightSecondPoints: number('rightSecondPoints', DEFAULT_RIGHT_SECOND_POINTS),
		aceHigh: flag('aceHigh'),
		oneGuess: flag('oneGuess'),
		rankAndSuit: flag('rankAndSuit'),
		exactPenalty: number('exactPenalty', DEFAULT_EXACT_PENALTY),
		dumbGuess: flag('dumbGuess'),
		dumbGuessPenalty: number('dumbGuessPenalty', DEFAULT_DUMB_GUESS_PENALTY),
		dealersChoice: flag('dealersChoice')
	};
}

export const CHARGE_REASONS = ['exact', 'right_first', 'right_second', 'difference', 'dumb_guess'] as const;
export type ChargeReason = (typeof CHARGE_REASONS)[number];
/** Points handed to one player, and why. */
export type Charge = { seat: number; points: number; reason: ChargeReason };

/** A guess is a rank, with a suit on the first guess in the rank-and-suit variant. */
export type Guess = Card;

/** Who deals, who guesses, and how many guessers in a row have missed. */
export type Position = { dealer: number; guesser: number; misses: number };

export function firstPosition(firstDealer: number, players: number): Position {
	return { dealer: firstDealer, guesser: leftOf(firstDealer, players), misses: 0 };
}

/** The guess an action enters; only a rank-and-suit first guess names a suit. */
export function guessFrom(entry: Card, withSuit: boolean): Guess | BtdRefusal {
	const guess = cardFrom(entry, withSuit);
	return isRuleError(guess) ? { code: 'guess_needs_suit' } : guess;
}

/** A rank whose four cards are already face up: it cannot be the card. */
export function isDumbGuess(rank: Rank, faceUp: readonly Card[]): boolean {
	let seen = 0;
	for (const card of faceUp) if (card.rank === rank) seen++;
	return seen >= CARDS_PER_RANK;
}

/** The penalty a guess costs before any card is seen, in the dumb-guess variant. */
export function dumbGuessCharge(guess: Guess, guesser: number, faceUp: readonly Card[], rules: BtdRules): Charge[] {
	if (!rules.dumbGuess || !isDumbGuess(guess.rank, faceUp)) return [];
	return [{ seat: guesser, points: rules.dumbGuessPenalty, reason: 'dumb_guess' }];
}

/** The dealer's "higher" or "lower" must be true of some card still in the deck. */
export function checkSide(side: Side, guess: Guess, faceUp: readonly Card[], aceHigh: boolean): BtdRefusal | null {
	const left = leftByRank(faceUp);
	const possible = RANKS.some((rank) => left[rank] > 0 && sideOf(rank, guess.rank, aceHigh) === side);
	return possible ? null : { code: 'side_impossible', params: { side, rank: guess.rank } };
}

/** A card turned after the dealer said higher or lower must agree with what was said. */
export function checkCardAgainstSide(card: Card, guess: Guess, side: Side, aceHigh: boolean): BtdRefusal | null {
	return sideOf(card.rank, guess.rank, aceHigh) === side
		? null
		: { code: 'card_contradicts_side', params: { side, rank: guess.rank } };
}

export function difference(guess: Rank, card: Rank, aceHigh: boolean): number {
	return Math.abs(rankValue(guess, aceHigh) - rankValue(card, aceHigh));
}

/** Whether the first guess was right (exactly, with the suit, in the variant), or where the card lies. */
export function firstGuessResult(guess: Guess, card: Card, rules: BtdRules): 'exact' | 'right' | Side {
	if (guess.rank === card.rank) return rules.rankAndSuit && guess.suit === card.suit ? 'exact' : 'right';
	return sideOf(card.rank, guess.rank, rules.aceHigh) as Side;
}

/**
 * The exact card is also the right rank first time, so it never costs the dealer less than
 * that, even where a table has raised the right-first number above the exact-card one.
 */
function exactCardPoints(rules: BtdRules): number {
	return Math.max(rules.exactPenalty, rules.rightFirstPoints);
}

/**
 * What a turn hands out once its card is known. `second` is null only when the first guess
 * was right or the table plays one guess only. A miss is a guesser who took the difference.
 */
export function settleTurn(
	turn: { dealer: number; guesser: number; first: Guess; second: Guess | null; card: Card },
	rules: BtdRules
): { charge: Charge; missed: boolean } {
	const { dealer, guesser, first, second, card } = turn;
	const result = firstGuessResult(first, card, rules);
	if (result === 'exact')
		return { charge: { seat: dealer, points: exactCardPoints(rules), reason: 'exact' }, missed: false };
	if (result === 'right')
		return { charge: { seat: dealer, points: rules.rightFirstPoints, reason: 'right_first' }, missed: false };
	const missedBy = (guess: Guess) => ({
		charge: { seat: guesser, points: difference(guess.rank, card.rank, rules.aceHigh), reason: 'difference' as const },
		missed: true
	});
	if (rules.oneGuess || !second) return missedBy(first);
	if (second.rank === card.rank)
		return { charge: { seat: dealer, points: rules.rightSecondPoints, reason: 'right_second' }, missed: false };
	return missedBy(second);
}

/**
 * Who deals and guesses after a turn. A right guess resets the misses; the third miss in a row
 * passes the deck left, and the new dealer's left neighbour guesses next. With the dealer's
 * choice the misses stay at three until the dealer has picked (see afterDealerChosen).
 */
export function afterTurn(position: Position, missed: boolean, players: number, dealersChoice: boolean): Position {
	const { dealer, guesser } = position;
	const misses = missed ? position.misses + 1 : 0;
	if (misses < MISSES_TO_PASS) return { dealer, guesser: nextSeatSkipping(guesser, dealer, players), misses };
	if (dealersChoice) return { dealer, guesser, misses };
	return afterDealerChosen(leftOf(dealer, players), players);
}

export function mustChooseDealer(position: Position): boolean {
	return position.misses >= MISSES_TO_PASS;
}

export function afterDealerChosen(dealer: number, players: number): Position {
	return { dealer, guesser: leftOf(dealer, players), misses: 0 };
}

/** The surviving dealer passes the deck on: to anyone at the table but themselves. */
export function checkNextDealer(seat: number, dealer: number, players: number): BtdRefusal | null {
	if (seat >= players) return { code: 'no_such_seat' };
	return seat === dealer ? { code: 'dealer_must_change' } : null;
}
