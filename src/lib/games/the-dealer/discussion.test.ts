import { describe, expect, it } from 'vitest';
import { idleCountdown, pauseCountdown, startCountdown } from '$lib/runtime/countdown';
import { cueBetween, discussionCountdownMs, discussionStage, type DiscussionStage } from './discussion';

const t0 = 5_000_000;

describe('the discussion’s display', () => {
	it('shows the talk’s seconds rounded up, then the Dealer’s 3-2-1, then closed', () => {
		// Started inside the test, not while the file is collected: mutation testing
		// (stryker.config.json) can only tell which tests reach code that runs inside a test.
		const running = startCountdown(idleCountdown(discussionCountdownMs(30_000)), t0);
		expect(discussionStage(idleCountdown(discussionCountdownMs(30_000)), t0)).toEqual({ stage: 'ready', seconds: 30 });
		expect(discussionStage(running, t0)).toEqual({ stage: 'talk', seconds: 30, paused: false });
		expect(discussionStage(running, t0 + 18_000)).toEqual({ stage: 'talk', seconds: 12, paused: false });
		expect(discussionStage(running, t0 + 29_999)).toEqual({ stage: 'talk', seconds: 1, paused: false });
		expect(discussionStage(running, t0 + 30_000)).toEqual({ stage: 'count', seconds: 3, paused: false });
		expect(discussionStage(running, t0 + 32_999)).toEqual({ stage: 'count', seconds: 1, paused: false });
		expect(discussionStage(running, t0 + 33_000)).toEqual({ stage: 'closed' });
		expect(discussionStage(pauseCountdown(running, t0 + 18_000), t0 + 99_000)).toEqual({
			stage: 'talk',
			seconds: 12,
			paused: true
		});
	});
});

describe('the discussion’s cues', () => {
	const talk = (seconds: number, paused = false): DiscussionStage => ({ stage: 'talk', seconds, paused });
	const count = (seconds: number): DiscussionStage => ({ stage: 'count', seconds, paused: false });

	it('tick in the last five seconds and through the 3-2-1, sound the end of the talk and the close', () => {
		expect(cueBetween(talk(7), talk(6))).toBeNull();
		expect(cueBetween(talk(6), talk(5))).toBe('tick');
		expect(cueBetween(talk(2), talk(1))).toBe('tick');
		expect(cueBetween(talk(1), count(3))).toBe('talk-over');
		expect(cueBetween(count(3), count(2))).toBe('tick');
		expect(cueBetween(count(1), { stage: 'closed' })).toBe('closed');
	});

	it('stay silent on a jump (a phone coming back from the lock screen) and while paused', () => {
		expect(cueBetween(talk(12), { stage: 'closed' })).toBeNull();
		expect(cueBetween(talk(9), count(2))).toBeNull();
		expect(cueBetween(talk(4), talk(2))).toBeNull();
		expect(cueBetween(talk(4, true), talk(4))).toBeNull();
		expect(cueBetween({ stage: 'ready', seconds: 30 }, talk(30))).toBeNull();
	});
});
