// Fuck the Dealer, the three-card points variant, as pure functions; the readings taken are
// in docs/rules.md. Seats are indices into the seat order;
// points are bad: the fewest wins, and a tie shares the win.
import { sideOf, type Card, type CardRefusal, type Rank, type Side, type Suit } from '../shared/cards';
import { leftOf, nextSeatSkipping } from '../shared/seating';
import { DEFAULT_POINTS, pointsSetting, STAGES, type Stage } from './constants';

export { STAGES, type Stage };

/** Every reason Fuck the Dealer's rules give for refusing an action; each has a message in refusals.ts. */
export type FtdRefusal = CardRefusal;

/** A house rule of the page, adopted: ace is high throughout, not only in the draw. */
export const ACE_HIGH = true;

/** What a right guess hands the dealer and a wrong one the guesser. */
export type StagePoints = { right: number; wrong: number };

/** The numbers the table agreed before starting: the points of each stage. */
export type FtdRules = { points: Record<Stage, StagePoints> };

/**
 * The rules from the game's stored settings; a number not stored is the page's, so a game
 * stored before the points were settings replays as it was played.
 */
export function rulesFrom(settings: Record<string, unknown>): FtdRules {
	const number = (key: string, fallback: number) => (typeof settings[key] === 'number' ? settings[key] : fallback);
	const stagePoints = (stage: Stage): StagePoints => ({
		right: number(pointsSetting(stage, 'right'), DEFAULT_POINTS[stage].right),
		wrong: number(pointsSetting(stage, 'wrong'), DEFAULT_POINTS[stage].wrong)
	});
	return { points: { suit: stagePoints('suit'), rank: stagePoints('rank'), side: stagePoints('side') } };
}

export type StageGuess = { suit: Suit; rank: Rank; side: Side };
export type AnyGuess = StageGuess[Stage];

/** Points handed to one player. */
export type Charge = { seat: number; points: number };

/** Who deals, who guesses, and which stage of the guesser's turn comes next. */
export type Position = { dealer: number; guesser: number; stage: Stage };

export function firstPosition(firstDealer: number, players: number): Position {
	return { dealer: firstDealer, guesser: leftOf(firstDealer, players), stage: 'suit' };
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

export function chargeFor(stage: Stage, right: boolean, position: Position, rules: FtdRules): Charge {
	const points = rules.points[stage];
	return right ? { seat: position.dealer, points: points.right } : { seat: position.guesser, points: points.wrong };
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
