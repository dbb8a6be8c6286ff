// The phone's pace: a burst at once, then no faster than its rate, in the order asked.
import { describe, expect, it, vi } from 'vitest';
import { Pace } from './pace';

describe('the pace', () => {
	it('lets a burst through at once, then holds each turn until its messages are earned', async () => {
		vi.useFakeTimers();
		try {
			const pace = new Pace({ perSecond: 10, burst: 5 }, () => Date.now());
			const done: number[] = [];
			const start = Date.now();
			const turns = [3, 2, 4, 1].map((messages, i) => pace.take(messages).then(() => done.push(i)));
			await vi.advanceTimersByTimeAsync(0);
			expect(done).toEqual([0, 1]);
			// 4 more messages at 10 a second: 400 ms; then 1 more: 100 ms.
			await vi.advanceTimersByTimeAsync(399);
			expect(done).toEqual([0, 1]);
			await vi.advanceTimersByTimeAsync(1);
			expect(done).toEqual([0, 1, 2]);
			await vi.advanceTimersByTimeAsync(100);
			await Promise.all(turns);
			expect(done).toEqual([0, 1, 2, 3]);
			expect(Date.now() - start).toBe(500);
		} finally {
			vi.useRealTimers();
		}
	});
});
