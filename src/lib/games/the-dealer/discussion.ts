// The discussion's one countdown, read as the table lives it: the talk (30 s by default), then
// the Dealer's "3, 2, 1", then closed: whoever still holds cards is active. Banking is open
// until the very end of the 3-2-1, so both parts are one countdown of talk + 3 s.
import { phaseAt, remainingMs, type Countdown } from '$lib/runtime/countdown';

export const DEALER_COUNT_MS = 3_000;

/** The discussion lengths a table can choose (seconds); the rulebook's is 30. */
export const DISCUSSION_SECONDS = [15, 20, 30, 45, 60, 90] as const;
export const DEFAULT_DISCUSSION_SECONDS = 30;

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
