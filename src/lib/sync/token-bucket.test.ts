// The bucket's arithmetic, on a clock the test turns: the phone's pace and the server's limits
// both count on it.
import { describe, expect, it } from 'vitest';
import { TokenBucket } from './token-bucket';

/** 10 tokens a second, 5 at most, on a clock at 0 ms. */
function tenASecondFiveAtMost() {
	const clock = { ms: 0 };
	return { clock, tokens: new TokenBucket(10, 5, () => clock.ms) };
}

describe('a token bucket', () => {
	it('starts full: its capacity passes at once, then nothing, and a refusal takes nothing', () => {
		const { tokens } = tenASecondFiveAtMost();
		expect(tokens.take(3)).toBe(true);
		expect(tokens.take(3)).toBe(false);
		expect(tokens.take(2)).toBe(true);
		expect(tokens.take()).toBe(false);
	});

	it('earns its rate as time passes, and says when it will hold enough', () => {
		const { clock, tokens } = tenASecondFiveAtMost();
		expect(tokens.take(5)).toBe(true);
		expect(tokens.msUntil(2)).toBe(200);
		clock.ms = 199;
		expect(tokens.take(2)).toBe(false);
		expect(tokens.msUntil(2)).toBeCloseTo(1);
		clock.ms = 200;
		expect(tokens.msUntil(2)).toBe(0);
		expect(tokens.take(2)).toBe(true);
		expect(tokens.take()).toBe(false);
	});

	it('holds no more than its capacity however long it waits, and is full again once it has earned it back', () => {
		const { clock, tokens } = tenASecondFiveAtMost();
		expect(tokens.full()).toBe(true);
		expect(tokens.take()).toBe(true);
		expect(tokens.full()).toBe(false);
		clock.ms = 60_000;
		expect(tokens.full()).toBe(true);
		expect(tokens.msUntil(1)).toBe(0);
		expect(tokens.msUntil(6)).toBe(100);
		expect(tokens.take(6)).toBe(false);
		expect(tokens.take(5)).toBe(true);
		expect(tokens.take()).toBe(false);
	});
});
