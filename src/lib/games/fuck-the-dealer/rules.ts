// Fuck the Dealer, the three-card points variant, as pure functions; the readings taken are
// in docs/rules.md. Seats are indices into the seat order;
// points are bad: the fewest wins, and a tie shares the win.
import type { RuleError } from '$lib/runtime/game-module';
import { isRank, isSide, isSuit, sideOf, type Card, type CardRefusal, type Rank, type Side, type Suit } from '../shared/cards';
import { leftOf, nextSeatSkipping } from '../shared/seating';
import { MIN_PLAYERS, MAX_PLAYERS } from './constants';

export { MIN_PLAYERS, MAX_PLAYERS };

/** Every reason Fuck the Dealer's rules give for refusing an action; each has a message in refusals.ts. */
export type FtdRefusal = RuleError<'guess_needs_suit' | 'guess_unknown_rank' | 'guess_needs_side'> | CardRefusal;

/** A house rule of the page, adopted: ace is high throughout, not only in the draw. */
export const ACE_HIGH = true;

/** A turn's three stages, a card each: its suit, its rank, higher or lower than the stage-2 card. */
export const STAGES = ['suit', 'rank', 'side'] as const;
export type Stage = (typeof STAGES)[number];

/** What a right guess hands the dealer and a wrong one the guesser, per stage. */
export const POINTS: Record<Stage, { right: number; wrong: number }> = {
	suit: { right: 2, wrong: 2 },
	rank: { right: 3, wrong: 4 },
	side: { right: 4, wrong: 5 }
};

export type StageGuess = { suit: Suit; rank: Rank; side: Side };
export type AnyGuess = StageGuess[Stage];

/** Points handed to one player. */
export type Charge = { seat: number; points: number };

/** Who deals, who guesses, and which stage of the guesser's turn comes next. */
export type Position = { dealer: number; guesser: number; stage: Stage };

export function firstPosition(firstDealer: number, players: number): Position {
	return { dealer: firstDealer, guesser: leftOf(firstDealer, players), stage: 'suit' };
}

/** Reads the guess for a stage from an action's payload. */
export function parseGuess(stage: Stage, payload: Readonly<Record<string, unknown>>): AnyGuess | FtdRefusal {
	const value = payload[stage];
	if (stage === 'suit') return isSuit(value) ? value : { code: 'guess_needs_suit' };
	if (stage === 'rank') return isRank(value) ? value : { code: 'guess_unknown_rank' };
	return isSide(value) ? value : { code: 'guess_needs_side' };
}

/** Only the first stage's card needs its suit. */
export function cardNeedsSuit(stage: Stage): boolean {
	return stage === 'suit';
}

/** Whether the guess was right. In stage 3 an equal value is wrong (a house rule). */
export function isRight(stage: Stage, guess: AnyGuess, card: Card, stageTwoCard: Card | null): boolean {
	if (stage === 'suit') return card.suit === guess;
	if (stage === 'rank') return card.rank === guess;
	return stageTwoCard !== null && sideOf(card.rank, stageTwoCard.rank, ACE_HIGH) === guess;
}

export function chargeFor(stage: Stage, right: boolean, position: Position): Charge {
	return right ? { seat: position.dealer, points: POINTS[stage].right } : { seat: position.guesser, points: POINTS[stage].wrong };
}

/**
 * Where play goes after a stage. A right guess ends the turn and the next player clockwise
 * guesses; a wrong one goes on to the next stage; wrong in stage 3, the guesser takes over the
 * deck and the new dealer's left neighbour guesses.
 */
export function afterStage(position: Position, right: boolean, players: number): Position {
	const { dealer, guesser, stage } = position;
	if (right) return { dealer, guesser: nextSeatSkipping(guesser, dealer, players), stage: 'suit' };
	if (stage === 'suit') return { ...position, stage: 'rank' };
	if (stage === 'rank') return { ...position, stage: 'side' };
	return { dealer: guesser, guesser: leftOf(guesser, players), stage: 'suit' };
}
