// The second tap of a double tap, on whatever the first one drew under the finger. After an
// action the screen moves on at once, so the second click lands on the next step's controls
// (the card picker under "Higher", the next bidder's pad): it must not act there. The browser
// counts it (a click with detail 2 or more at the same spot); such a click within
// DOUBLE_TAP_MS of an action is stopped before any control sees it. Quick taps on a stepper
// send no action, so they all count; a keyboard press has detail 0 and always acts. The same
// action repeated (a key held down) is the session's to refuse.
import type { Action } from 'svelte/action';
import { DOUBLE_TAP_MS, type GameSession } from '$lib/runtime/game-session.svelte';

export const ignoreSecondTaps: Action<HTMLElement, GameSession> = (node, session) => {
	let current = session;
	const stop = (event: MouseEvent) => {
		if (event.detail > 1 && Date.now() - current.lastTapAt < DOUBLE_TAP_MS) {
			event.stopPropagation();
			event.preventDefault();
		}
	};
	node.addEventListener('click', stop, { capture: true });
	return {
		update: (next) => (current = next),
		destroy: () => node.removeEventListener('click', stop, { capture: true })
	};
};
