// The rulebook's 30 seconds start as the cards are dealt, and a deal follows a countdown that
// left players holding: so one tap says the cards are dealt and starts the talk, after closing
// the discussion before it if one is open. It stores the same actions as the three taps it
// replaces, one after another (each aimed at the state the one before left), so a log replays
// as before and Undo takes them back one by one.
import type { GameSession } from '$lib/runtime/game-session.svelte';
import type { TheDealerGame } from './game';

export async function dealAndTalk(session: GameSession<TheDealerGame>): Promise<boolean> {
	if (session.snapshot.matches('discussion') && !(await session.send('close_discussion'))) return false;
	return (await session.send('dealt')) && session.send('start_countdown');
}
