import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	endsAt,
	idleCountdown,
	pauseCountdown,
	phaseAt,
	remainingMs,
	resumeCountdown,
	startCountdown,
	type Countdown
} from './countdown';

/** A fake clock: time only moves when the test says so. */
function fakeClock(start = 1_700_000_000_000) {
	let now = start;
	return {
		now: () => now,
		advance: (ms: number) => (now += ms)
	};
}

describe('a countdown', () => {
	it('waits, untouched by time, until it is started', () => {
		const clock = fakeClock();
		const countdown = idleCountdown(30_000);
		clock.advance(60_000);
		expect(phaseAt(countdown, clock.now())).toBe('idle');
		expect(remainingMs(countdown, clock.now())).toBe(30_000);
		expect(endsAt(countdown)).toBeNull();
	});

	it('of no length is idle, not over, until it is started: only a running countdown runs out', () => {
		const clock = fakeClock();
		const countdown = idleCountdown(0);
		expect(phaseAt(countdown, clock.now())).toBe('idle');
		expect(phaseAt(startCountdown(countdown, clock.now()), clock.now())).toBe('over');
	});

	it('counts down from its start and is over at its end, and stays over', () => {
		const clock = fakeClock();
		const countdown = startCountdown(idleCountdown(30_000), clock.now());
		expect(endsAt(countdown)).toBe(clock.now() + 30_000);
		clock.advance(18_000);
		expect(remainingMs(countdown, clock.now())).toBe(12_000);
		expect(phaseAt(countdown, clock.now())).toBe('running');
		clock.advance(12_000);
		expect(remainingMs(countdown, clock.now())).toBe(0);
		expect(phaseAt(countdown, clock.now())).toBe('over');
		clock.advance(3_600_000);
		expect(remainingMs(countdown, clock.now())).toBe(0);
		expect(phaseAt(countdown, clock.now())).toBe('over');
	});

	it('keeps what was left while paused, and goes on from there when resumed', () => {
		const clock = fakeClock();
		let countdown = startCountdown(idleCountdown(30_000), clock.now());
		clock.advance(10_000);
		countdown = pauseCountdown(countdown, clock.now());
		expect(phaseAt(countdown, clock.now())).toBe('paused');
		clock.advance(45_000);
		expect(remainingMs(countdown, clock.now())).toBe(20_000);
		countdown = resumeCountdown(countdown, clock.now());
		clock.advance(5_000);
		expect(remainingMs(countdown, clock.now())).toBe(15_000);
		clock.advance(15_000);
		expect(phaseAt(countdown, clock.now())).toBe('over');
	});

	it('resumes after a long gap (a locked phone) with exactly what was left', () => {
		const clock = fakeClock();
		let countdown = startCountdown(idleCountdown(30_000), clock.now());
		clock.advance(27_500);
		countdown = pauseCountdown(countdown, clock.now());
		clock.advance(8 * 3_600_000);
		countdown = resumeCountdown(countdown, clock.now());
		expect(remainingMs(countdown, clock.now())).toBe(2_500);
		clock.advance(2_499);
		expect(phaseAt(countdown, clock.now())).toBe('running');
		clock.advance(1);
		expect(phaseAt(countdown, clock.now())).toBe('over');
	});

	it('shows that it ran out to whoever comes back after its end, without any tick in between', () => {
		const clock = fakeClock();
		const countdown = startCountdown(idleCountdown(30_000), clock.now());
		clock.advance(31 * 60_000);
		expect(phaseAt(countdown, clock.now())).toBe('over');
	});

	it('cannot be paused once over, nor started twice, nor resumed while running', () => {
		const clock = fakeClock();
		const running = startCountdown(idleCountdown(5_000), clock.now());
		expect(startCountdown(running, clock.now() + 1_000)).toBe(running);
		expect(resumeCountdown(running, clock.now() + 1_000)).toBe(running);
		clock.advance(6_000);
		expect(pauseCountdown(running, clock.now())).toBe(running);
	});

	it('never gains time from an event stamped before the start (a clock set back)', () => {
		const clock = fakeClock();
		const countdown = startCountdown(idleCountdown(30_000), clock.now());
		expect(remainingMs(countdown, clock.now() - 60_000)).toBe(30_000);
	});

	it('never shows more than its length nor less than 0, whatever the pauses', () => {
		const step = fc.record({ action: fc.constantFrom('pause', 'resume', 'wait'), ms: fc.nat(40_000) });
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 120_000 }), fc.array(step, { maxLength: 30 }), (duration, steps) => {
				const clock = fakeClock();
				let countdown: Countdown = startCountdown(idleCountdown(duration), clock.now());
				let running = 0;
				let last = duration;
				for (const { action, ms } of steps) {
					const before = countdown.state;
					clock.advance(ms);
					if (before === 'running') running += ms;
					if (action === 'pause') countdown = pauseCountdown(countdown, clock.now());
					if (action === 'resume') countdown = resumeCountdown(countdown, clock.now());
					const left = remainingMs(countdown, clock.now());
					expect(left).toBeGreaterThanOrEqual(0);
					expect(left).toBeLessThanOrEqual(last);
					// Only time spent running is taken off.
					expect(left).toBe(Math.max(0, duration - running));
					last = left;
				}
			})
		);
	});
});
