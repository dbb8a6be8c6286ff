import { describe, expect, it } from 'vitest';
import { afterStage, cardNeedsSuit, chargeFor, firstPosition, isRight, parseGuess, POINTS } from './rules';

describe('a guess is right', () => {
	it('in stage 1 when the suit matches', () => {
		expect(isRight('suit', 'clubs', { rank: 9, suit: 'clubs' }, null)).toBe(true);
		expect(isRight('suit', 'clubs', { rank: 9, suit: 'hearts' }, null)).toBe(false);
	});

	it('in stage 2 when the rank matches', () => {
		expect(isRight('rank', 7, { rank: 7 }, null)).toBe(true);
		expect(isRight('rank', 7, { rank: 13 }, null)).toBe(false);
	});

	it('in stage 3 when the card lies on that side of the stage-2 card; equal is wrong; ace is high', () => {
		expect(isRight('side', 'lower', { rank: 4 }, { rank: 13 })).toBe(true);
		expect(isRight('side', 'higher', { rank: 4 }, { rank: 13 })).toBe(false);
		expect(isRight('side', 'higher', { rank: 13 }, { rank: 13 })).toBe(false);
		expect(isRight('side', 'lower', { rank: 13 }, { rank: 13 })).toBe(false);
		expect(isRight('side', 'higher', { rank: 1 }, { rank: 13 })).toBe(true);
	});
});

describe('points', () => {
	it('are the page’s: 2/2, 3/4, 4/5, to the dealer when right and to the guesser when wrong', () => {
		expect(POINTS).toEqual({ suit: { right: 2, wrong: 2 }, rank: { right: 3, wrong: 4 }, side: { right: 4, wrong: 5 } });
		const position = { dealer: 0, guesser: 1, stage: 'suit' as const };
		expect(chargeFor('suit', true, position)).toEqual({ seat: 0, points: 2 });
		expect(chargeFor('rank', false, position)).toEqual({ seat: 1, points: 4 });
		expect(chargeFor('side', false, position)).toEqual({ seat: 1, points: 5 });
	});
});

describe('the turn moves on', () => {
	const players = 4;

	it('starts at the dealer’s left with the suit', () => {
		expect(firstPosition(3, players)).toEqual({ dealer: 3, guesser: 0, stage: 'suit' });
	});

	it('a miss in stage 1 or 2 goes on to the next stage with the same guesser', () => {
		expect(afterStage({ dealer: 0, guesser: 1, stage: 'suit' }, false, players)).toEqual({ dealer: 0, guesser: 1, stage: 'rank' });
		expect(afterStage({ dealer: 0, guesser: 1, stage: 'rank' }, false, players)).toEqual({ dealer: 0, guesser: 1, stage: 'side' });
	});

	it('a right guess ends the turn: the next player clockwise guesses, never the dealer', () => {
		expect(afterStage({ dealer: 2, guesser: 1, stage: 'rank' }, true, players)).toEqual({ dealer: 2, guesser: 3, stage: 'suit' });
	});

	it('a miss in stage 3 makes the guesser the dealer; their left guesses next', () => {
		expect(afterStage({ dealer: 0, guesser: 3, stage: 'side' }, false, players)).toEqual({ dealer: 3, guesser: 0, stage: 'suit' });
	});
});

describe('guesses and cards', () => {
	it('each stage reads its own guess', () => {
		expect(parseGuess('suit', { suit: 'hearts' })).toBe('hearts');
		expect(parseGuess('suit', { rank: 7 })).toEqual({ code: 'guess_needs_suit' });
		expect(parseGuess('rank', { rank: 7 })).toBe(7);
		expect(parseGuess('rank', { rank: 15 })).toEqual({ code: 'guess_unknown_rank' });
		expect(parseGuess('side', { side: 'lower' })).toBe('lower');
		expect(parseGuess('side', { side: 'equal' })).toEqual({ code: 'guess_needs_side' });
	});

	it('only the stage-1 card needs its suit', () => {
		expect([cardNeedsSuit('suit'), cardNeedsSuit('rank'), cardNeedsSuit('side')]).toEqual([true, false, false]);
	});
});
