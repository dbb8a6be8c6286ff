import { describe, expect, it } from 'vitest';
import { afterStage, cardNeedsSuit, chargeFor, firstPosition, isRight, rulesFrom, type FtdRules } from './rules';

/** The page's points, right and wrong, for each stage. */
const PAGE: FtdRules = {
	points: { suit: { right: 2, wrong: 2 }, rank: { right: 3, wrong: 4 }, side: { right: 4, wrong: 5 } }
};

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

	it('in stage 3 never without a stage-2 card to lie on a side of', () => {
		expect(isRight('side', 'higher', { rank: 9 }, null)).toBe(false);
		expect(isRight('side', 'lower', { rank: 9 }, null)).toBe(false);
	});
});

describe('points', () => {
	const position = { dealer: 0, guesser: 1, stage: 'suit' as const };

	it('are the page’s unless the table set others: 2/2, 3/4, 4/5, to the dealer when right and to the guesser when wrong', () => {
		expect(rulesFrom({})).toEqual(PAGE);
		expect(chargeFor('suit', true, position, PAGE)).toEqual({ seat: 0, points: 2 });
		expect(chargeFor('rank', false, position, PAGE)).toEqual({ seat: 1, points: 4 });
		expect(chargeFor('side', false, position, PAGE)).toEqual({ seat: 1, points: 5 });
	});

	it('are the table’s where it set them, each stage and outcome its own setting', () => {
		const house = rulesFrom({ suitRight: 1, suitWrong: 6, rankRight: 7, rankWrong: 8, sideRight: 9, sideWrong: 10 });
		expect(house).toEqual({
			points: { suit: { right: 1, wrong: 6 }, rank: { right: 7, wrong: 8 }, side: { right: 9, wrong: 10 } }
		});
		expect(chargeFor('suit', true, position, house)).toEqual({ seat: 0, points: 1 });
		expect(chargeFor('suit', false, position, house)).toEqual({ seat: 1, points: 6 });
		expect(chargeFor('side', true, position, house)).toEqual({ seat: 0, points: 9 });
		// One number changed, the rest stay the page's.
		expect(rulesFrom({ rankWrong: 3 }).points).toEqual({
			suit: { right: 2, wrong: 2 },
			rank: { right: 3, wrong: 3 },
			side: { right: 4, wrong: 5 }
		});
	});
});

describe('the turn moves on', () => {
	const players = 4;

	it('starts at the dealer’s left with the suit', () => {
		expect(firstPosition(3, players)).toEqual({ dealer: 3, guesser: 0, stage: 'suit' });
	});

	it('a miss in stage 1 or 2 goes on to the next stage with the same guesser', () => {
		expect(afterStage({ dealer: 0, guesser: 1, stage: 'suit' }, false, players)).toEqual({
			dealer: 0,
			guesser: 1,
			stage: 'rank'
		});
		expect(afterStage({ dealer: 0, guesser: 1, stage: 'rank' }, false, players)).toEqual({
			dealer: 0,
			guesser: 1,
			stage: 'side'
		});
	});

	it('a right guess ends the turn: the next player clockwise guesses, never the dealer', () => {
		expect(afterStage({ dealer: 2, guesser: 1, stage: 'rank' }, true, players)).toEqual({
			dealer: 2,
			guesser: 3,
			stage: 'suit'
		});
	});

	it('a miss in stage 3 makes the guesser the dealer; their left guesses next', () => {
		expect(afterStage({ dealer: 0, guesser: 3, stage: 'side' }, false, players)).toEqual({
			dealer: 3,
			guesser: 0,
			stage: 'suit'
		});
	});
});

describe('guesses and cards', () => {
	it('only the stage-1 card needs its suit', () => {
		expect([cardNeedsSuit('suit'), cardNeedsSuit('rank'), cardNeedsSuit('side')]).toEqual([true, false, false]);
	});
});
