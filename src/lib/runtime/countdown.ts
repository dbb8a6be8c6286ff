// A countdown as plain data, for any game's machine: how long it runs, and when it ends
// (running) or what was left (paused). It is computed from event times only, never from a
// ticking timer, so a replay, a reload, a locked phone or a background tab all read the same
// answer: come back after it ran out and it has run out.

export type Countdown =
	| { state: 'idle'; durationMs: number }
	| { state: 'running'; durationMs: number; endsAt: number; remainingAtStart: number }
	| { state: 'paused'; durationMs: number; remainingMs: number };

/** What a screen or a guard needs to know at a moment. 'over' is a running countdown at 0. */
export type CountdownPhase = 'idle' | 'running' | 'paused' | 'over';

export function idleCountdown(durationMs: number): Countdown {
	return { state: 'idle', durationMs };
}

/** Milliseconds left at `now`; never below 0, nor above what was left when it last ran. */
export function remainingMs(countdown: Countdown, now: number): number {
	switch (countdown.state) {
		case 'idle':
			return countdown.durationMs;
		case 'paused':
			return countdown.remainingMs;
		case 'running':
			// The clamp keeps a clock set back (or an event stamped early) from adding time.
			return Math.min(countdown.remainingAtStart, Math.max(0, countdown.endsAt - now));
	}
}

export function phaseAt(countdown: Countdown, now: number): CountdownPhase {
	if (countdown.state === 'running' && remainingMs(countdown, now) === 0) return 'over';
	return countdown.state;
}

export function startCountdown(countdown: Countdown, at: number): Countdown {
	if (countdown.state !== 'idle') return countdown;
	return run(countdown.durationMs, countdown.durationMs, at);
}

export function pauseCountdown(countdown: Countdown, at: number): Countdown {
	if (phaseAt(countdown, at) !== 'running') return countdown;
	return { state: 'paused', durationMs: countdown.durationMs, remainingMs: remainingMs(countdown, at) };
}

export function resumeCountdown(countdown: Countdown, at: number): Countdown {
	if (countdown.state !== 'paused') return countdown;
	return run(countdown.durationMs, countdown.remainingMs, at);
}

/** When a running countdown reaches 0 (epoch ms), or null when it is not running. */
export function endsAt(countdown: Countdown): number | null {
	return countdown.state === 'running' ? countdown.endsAt : null;
}

function run(durationMs: number, remaining: number, at: number): Countdown {
	return { state: 'running', durationMs, endsAt: at + remaining, remainingAtStart: remaining };
}
