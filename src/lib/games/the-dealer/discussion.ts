// The discussion's one countdown, read as the table lives it: the talk (30 s by default), then
// the Dealer's "3, 2, 1", then closed: whoever still holds cards is active. Banking is open
// until the very end of the 3-2-1, so both parts are one countdown of talk + 3 s.
import { phaseAt, remainingMs, type Countdown } from '$lib/runtime/countdown';
import { DEFAULT_DISCUSSION_SECONDS } from './rules/constants';

export { DEFAULT_DISCUSSION_SECONDS };

export const DEALER_COUNT_MS = 3_000;

/** Warning ticks in the talk's last seconds. */
export const WARNING_SECONDS = 5;

export function discussionCountdownMs(discussionMs: number): number {
	return discussionMs + DEALER_COUNT_MS;
}

export type DiscussionStage =
	| { stage: 'ready'; seconds: number }
	| { stage: 'talk'; seconds: number; paused: boolean }
	| { stage: 'count'; seconds: number; paused: boolean }
	| { stage: 'closed' };

/** What to show at `now`: whole seconds are rounded up, so "1" shows until the very end. */
export function discussionStage(countdown: Countdown, now: number): DiscussionStage {
	const phase = phaseAt(countdown, now);
	const left = remainingMs(countdown, now);
	if (phase === 'over') return { stage: 'closed' };
	if (phase === 'idle') return { stage: 'ready', seconds: Math.ceil((left - DEALER_COUNT_MS) / 1000) };
	const paused = phase === 'paused';
	if (left > DEALER_COUNT_MS) return { stage: 'talk', seconds: Math.ceil((left - DEALER_COUNT_MS) / 1000), paused };
	return { stage: 'count', seconds: Math.ceil(left / 1000), paused };
}

/** The moments the table hears and feels: the talk's last seconds, its end, and the close. */
export type Cue = 'tick' | 'talk-over' | 'closed';

/**
 * The cue for one step of the display, or null. Only a step seen live counts: a screen
 * coming back from a locked phone jumps, and a late beep would only mislead.
 */
export function cueBetween(before: DiscussionStage, after: DiscussionStage): Cue | null {
	if (after.stage === 'closed')
		return before.stage === 'count' && before.seconds === 1 && !before.paused ? 'closed' : null;
	if (before.stage === 'closed' || before.stage === 'ready' || after.stage === 'ready' || before.paused || after.paused)
		return null;
	if (before.stage === 'talk' && after.stage === 'count')
		return before.seconds === 1 && after.seconds === 3 ? 'talk-over' : null;
	if (before.stage !== after.stage || before.seconds !== after.seconds + 1) return null;
	return after.stage === 'count' || after.seconds <= WARNING_SECONDS ? 'tick' : null;
}
