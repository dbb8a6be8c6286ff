import { describe, expect, it } from 'vitest';
import type { Card } from '../shared/cards';
import {
	afterDealerChosen,
	afterTurn,
	checkCardAgainstSide,
	checkNextDealer,
	checkSide,
	difference,
	dumbGuessCharge,
	firstGuessResult,
	firstPosition,
	mustChooseDealer,
	guessFrom,
	rulesFrom,
	settleTurn,
	type BtdRules
} from './rules';

/** The rules as written, no variant chosen. */
const PLAIN: BtdRules = {
	rightFirstPoints: 4,
	rightSecondPoints: 2,
	aceHigh: false,
	oneGuess: false,
	rankAndSuit: false,
	exactPenalty: 8,
	dumbGuess: false,
	dumbGuessPenalty: 5,
	dealersChoice: false
};

const ANNA = 0;
const BEN = 1;

describe('the rules', () => {
	it('play as written unless the table chose a variant', () => {
		expect(rulesFrom({})).toEqual(PLAIN);
		expect(rulesFrom({ aceHigh: true, dumbGuessPenalty: 3 })).toMatchObject({ aceHigh: true, dumbGuessPenalty: 3 });
		expect(rulesFrom({ rightFirstPoints: 6, rightSecondPoints: 1 })).toMatchObject({
			rightFirstPoints: 6,
			rightSecondPoints: 1
		});
	});

	it('read each variant by its own name, and only a value of the right kind', () => {
		expect(
			rulesFrom({ oneGuess: true, rankAndSuit: true, exactPenalty: 10, dumbGuess: true, dealersChoice: true })
		).toEqual({
			...PLAIN,
			oneGuess: true,
			rankAndSuit: true,
			exactPenalty: 10,
			dumbGuess: true,
			dealersChoice: true
		});
		expect(rulesFrom({ oneGuess: 'yes', dumbGuess: 1, exactPenalty: '10' })).toEqual(PLAIN);
	});
});

describe('a turn’s points', () => {
	it('the rulebook’s example: Ben deals a 10, Anna guesses seven, "higher", queen: Anna takes 2', () => {
		expect(firstGuessResult({ rank: 7 }, { rank: 10 }, PLAIN)).toBe('higher');
		expect(
			settleTurn({ dealer: BEN, guesser: ANNA, first: { rank: 7 }, second: { rank: 12 }, card: { rank: 10 } }, PLAIN)
		).toEqual({
			charge: { seat: ANNA, points: 2, reason: 'difference' },
			missed: true
		});
	});

	it('right first time: the dealer takes 4', () => {
		expect(
			settleTurn({ dealer: BEN, guesser: ANNA, first: { rank: 7 }, second: null, card: { rank: 7 } }, PLAIN)
		).toEqual({
			charge: { seat: BEN, points: 4, reason: 'right_first' },
			missed: false
		});
	});

	it('right second time: the dealer takes 2', () => {
		expect(
			settleTurn({ dealer: BEN, guesser: ANNA, first: { rank: 7 }, second: { rank: 10 }, card: { rank: 10 } }, PLAIN)
				.charge
		).toEqual({
			seat: BEN,
			points: 2,
			reason: 'right_second'
		});
	});

	it('the dealer’s numbers are the table’s: right first time 6, right second time 3', () => {
		const rules = { ...PLAIN, rightFirstPoints: 6, rightSecondPoints: 3 };
		const turn = { dealer: BEN, guesser: ANNA, first: { rank: 7 } } as const;
		expect(settleTurn({ ...turn, second: null, card: { rank: 7 } }, rules).charge).toEqual({
			seat: BEN,
			points: 6,
			reason: 'right_first'
		});
		expect(settleTurn({ ...turn, second: { rank: 10 }, card: { rank: 10 } }, rules).charge).toEqual({
			seat: BEN,
			points: 3,
			reason: 'right_second'
		});
		// A miss is still the difference, whatever the dealer's numbers.
		expect(settleTurn({ ...turn, second: { rank: 12 }, card: { rank: 10 } }, rules).charge).toEqual({
			seat: ANNA,
			points: 2,
			reason: 'difference'
		});
	});

	it('one guess only: a wrong guess costs the difference straight away', () => {
		const rules = { ...PLAIN, oneGuess: true };
		expect(
			settleTurn({ dealer: BEN, guesser: ANNA, first: { rank: 3 }, second: null, card: { rank: 11 } }, rules)
		).toEqual({
			charge: { seat: ANNA, points: 8, reason: 'difference' },
			missed: true
		});
	});

	it('one guess only: a second guess on record does not count', () => {
		const rules = { ...PLAIN, oneGuess: true };
		expect(
			settleTurn({ dealer: BEN, guesser: ANNA, first: { rank: 3 }, second: { rank: 11 }, card: { rank: 11 } }, rules)
				.charge
		).toEqual({
			seat: ANNA,
			points: 8,
			reason: 'difference'
		});
	});

	it('rank and suit: the exact card costs the dealer the setting, the rank alone still 4', () => {
		const rules = { ...PLAIN, rankAndSuit: true, exactPenalty: 8 };
		const turn = { dealer: BEN, guesser: ANNA, second: null, card: { rank: 12, suit: 'hearts' } as Card };
		expect(settleTurn({ ...turn, first: { rank: 12, suit: 'hearts' } }, rules).charge).toEqual({
			seat: BEN,
			points: 8,
			reason: 'exact'
		});
		expect(settleTurn({ ...turn, first: { rank: 12, suit: 'spades' } }, rules).charge).toEqual({
			seat: BEN,
			points: 4,
			reason: 'right_first'
		});
		expect(
			settleTurn({ ...turn, first: { rank: 12, suit: 'hearts' } }, { ...rules, exactPenalty: 10 }).charge.points
		).toBe(10);
	});

	it('rank and suit with right first time raised to 9: the rank alone costs 9, and the exact card no less', () => {
		const rules = { ...PLAIN, rankAndSuit: true, exactPenalty: 8, rightFirstPoints: 9 };
		const turn = { dealer: BEN, guesser: ANNA, second: null, card: { rank: 12, suit: 'hearts' } as Card };
		expect(settleTurn({ ...turn, first: { rank: 12, suit: 'spades' } }, rules).charge).toEqual({
			seat: BEN,
			points: 9,
			reason: 'right_first'
		});
		expect(settleTurn({ ...turn, first: { rank: 12, suit: 'hearts' } }, rules).charge).toEqual({
			seat: BEN,
			points: 9,
			reason: 'exact'
		});
		expect(
			settleTurn({ ...turn, first: { rank: 12, suit: 'hearts' } }, { ...rules, exactPenalty: 12 }).charge.points
		).toBe(12);
	});

	it('ace high: the ace is 14, so a king is 1 off it', () => {
		expect(difference(13, 1, false)).toBe(12);
		expect(difference(13, 1, true)).toBe(1);
		expect(firstGuessResult({ rank: 13 }, { rank: 1 }, PLAIN)).toBe('lower');
		expect(firstGuessResult({ rank: 13 }, { rank: 1 }, { ...PLAIN, aceHigh: true })).toBe('higher');
	});
});

describe('guesses', () => {
	it('a first guess names a suit only in the rank-and-suit variant', () => {
		expect(guessFrom({ rank: 7, suit: 'clubs' }, false)).toEqual({ rank: 7 });
		expect(guessFrom({ rank: 7 }, true)).toEqual({ code: 'guess_needs_suit' });
		expect(guessFrom({ rank: 7, suit: 'clubs' }, true)).toEqual({ rank: 7, suit: 'clubs' });
	});

	it('dumb guess: a rank with all four face up costs the penalty, only with the variant', () => {
		const sevens: Card[] = [{ rank: 7 }, { rank: 7 }, { rank: 7 }, { rank: 7 }];
		const rules = { ...PLAIN, dumbGuess: true, dumbGuessPenalty: 5 };
		expect(dumbGuessCharge({ rank: 7 }, ANNA, sevens, rules)).toEqual([
			{ seat: ANNA, points: 5, reason: 'dumb_guess' }
		]);
		expect(dumbGuessCharge({ rank: 7 }, ANNA, sevens.slice(1), rules)).toEqual([]);
		expect(dumbGuessCharge({ rank: 7 }, ANNA, sevens, PLAIN)).toEqual([]);
	});
});

describe('higher or lower', () => {
	it('the dealer’s word must fit some card still in the deck', () => {
		expect(checkSide('higher', { rank: 7 }, [], false)).toBeNull();
		expect(checkSide('higher', { rank: 13 }, [], false)).toEqual({
			code: 'side_impossible',
			params: { side: 'higher', rank: 13 }
		});
		expect(checkSide('higher', { rank: 13 }, [], true)).toBeNull();
		const highOut: Card[] = [11, 12, 13].flatMap((rank) => Array.from({ length: 4 }, () => ({ rank }) as Card));
		expect(checkSide('higher', { rank: 10 }, highOut, false)).toEqual({
			code: 'side_impossible',
			params: { side: 'higher', rank: 10 }
		});
	});

	it('a card that contradicts the word cannot be entered', () => {
		expect(checkCardAgainstSide({ rank: 10 }, { rank: 7 }, 'higher', false)).toBeNull();
		expect(checkCardAgainstSide({ rank: 5 }, { rank: 7 }, 'higher', false)).toEqual({
			code: 'card_contradicts_side',
			params: { side: 'higher', rank: 7 }
		});
		expect(checkCardAgainstSide({ rank: 7 }, { rank: 7 }, 'lower', false)).not.toBeNull();
	});
});

describe('who deals and who guesses', () => {
	const players = 4;

	it('starts with the dealer’s left, and the dealer never guesses', () => {
		expect(firstPosition(3, players)).toEqual({ dealer: 3, guesser: 0, misses: 0 });
		expect(afterTurn({ dealer: 1, guesser: 0, misses: 0 }, false, players, false)).toEqual({
			dealer: 1,
			guesser: 2,
			misses: 0
		});
	});

	it('counts misses in a row, and a right guess resets the count', () => {
		let position = firstPosition(0, players);
		position = afterTurn(position, true, players, false);
		position = afterTurn(position, true, players, false);
		expect(position).toEqual({ dealer: 0, guesser: 3, misses: 2 });
		position = afterTurn(position, false, players, false);
		expect(position).toEqual({ dealer: 0, guesser: 1, misses: 0 });
	});

	it('three misses in a row pass the deck left; the new dealer’s left guesses next', () => {
		let position = firstPosition(0, players);
		for (let i = 0; i < 3; i++) position = afterTurn(position, true, players, false);
		expect(position).toEqual({ dealer: 1, guesser: 2, misses: 0 });
	});

	it('dealer’s choice: after three misses the dealer picks anyone else', () => {
		let position = firstPosition(0, players);
		for (let i = 0; i < 3; i++) position = afterTurn(position, true, players, true);
		expect(mustChooseDealer(position)).toBe(true);
		expect(checkNextDealer(0, position.dealer, players)).toEqual({ code: 'dealer_must_change' });
		expect(checkNextDealer(4, position.dealer, players)).toEqual({ code: 'no_such_seat' });
		expect(checkNextDealer(5, position.dealer, players)).toEqual({ code: 'no_such_seat' });
		expect(checkNextDealer(2, position.dealer, players)).toBeNull();
		expect(afterDealerChosen(3, players)).toEqual({ dealer: 3, guesser: 0, misses: 0 });
	});
});
