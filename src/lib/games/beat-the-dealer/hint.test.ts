import { describe, expect, it } from 'vitest';
import { RANKS, type Card, type Rank } from '../shared/cards';
import { bestFirstGuess, bestSecondGuess, rankChances } from './hint';
import { rulesFrom } from './rules';

// The rules as written, read inside each test rather than while the file is collected: mutation
// testing (stryker.config.json) can only tell which tests reach rule code run inside a test.
const plain = () => rulesFrom({});
const allOf = (rank: Rank): Card[] => Array.from({ length: 4 }, () => ({ rank }));

describe('the chance of each rank', () => {
	it('is even over a full deck', () => {
		const chances = rankChances([], false);
		for (const rank of RANKS) expect(chances[rank]).toBeCloseTo(4 / 52);
	});

	it('follows the cards left, and after "higher" only the ranks above the guess', () => {
		const chances = rankChances([{ rank: 9 }, { rank: 9 }], false, { guess: 7, side: 'higher' });
		expect(chances[7]).toBe(0);
		expect(chances[2]).toBe(0);
		expect(chances[9]).toBeCloseTo(2 / 22);
		expect(chances[13]).toBeCloseTo(4 / 22);
	});
});

describe('the best guess', () => {
	it('starts in the middle, as the rulebook’s tip says', () => {
		expect(bestFirstGuess([], plain()).rank).toBe(7);
		expect(bestFirstGuess([], { ...plain(), aceHigh: true }).rank).toBe(8);
		expect(bestFirstGuess([], { ...plain(), oneGuess: true }).rank).toBe(7);
	});

	it('second time, takes the middle of what is left on the dealer’s side', () => {
		const advice = bestSecondGuess([], 7, 'higher', plain());
		expect(advice.rank).toBe(10);
		expect(advice.expected).toBeCloseTo(((2 + 1 + 1 + 2 + 3) * 4) / 24);
		expect(bestSecondGuess([...allOf(2), ...allOf(3), ...allOf(4)], 7, 'lower', plain()).rank).toBe(5);
	});

	it('names the only rank left with nothing to fear', () => {
		const out = RANKS.filter((rank) => rank !== 11).flatMap(allOf);
		expect(bestFirstGuess(out, plain())).toEqual({ rank: 11, expected: 0, chance: 1 });
	});

	it('never suggests a rank that is all out when a dumb guess costs', () => {
		const out = [...allOf(7), ...allOf(6), ...allOf(8)];
		const advice = bestFirstGuess(out, { ...plain(), dumbGuess: true });
		expect([6, 7, 8]).not.toContain(advice.rank);
		expect(advice.chance).toBeGreaterThan(0);
	});
});
