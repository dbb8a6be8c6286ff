// One tap from the cards dealt (or from a countdown that left players holding) to the talk:
// the same actions as the three taps it replaces, so the log replays as before.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { GameSession } from '$lib/runtime/game-session.svelte';
import { replay } from '$lib/runtime/replay';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { createGame } from '$lib/storage/games';
import type { GameSetup } from '$lib/model';
import { dealAndTalk } from './deal-and-talk';
import { theDealerGame, type TheDealerGame } from './game';

const SETUP: GameSetup = { seats: ['a', 'b', 'c'], firstDealer: 0, settings: { discussionSeconds: 30 } };
let db: DealkeeperDatabase;
let session: GameSession<TheDealerGame>;
let clock = 1_000_000;

beforeEach(async () => {
	db = new DealkeeperDatabase(`deal-and-talk-${crypto.randomUUID()}`);
	useDatabase(db);
	const { id } = await createGame({
		kind: 'the-dealer',
		setup: SETUP,
		rulesVersion: theDealerGame.rulesVersion,
		summary: { finished: false, standings: [], progress: null }
	});
	// A second apart, so no tap is taken for a double tap.
	session = (await GameSession.open(theDealerGame, id, { now: () => (clock += 1000), follow: false }))!;
	// Anna deals; Ben the Giant and Cleo the Witness: no secret to choose, the deal is next.
	await session.send('roles', { roles: ['dealer', 'giant', 'witness'], dealtByApp: false });
});
afterEach(async () => {
	session.close();
	await db.delete();
});

it('starts the talk with the tap that says the cards are dealt', async () => {
	expect(session.snapshot.value).toBe('deal');
	expect(await dealAndTalk(session)).toBe(true);
	expect(session.snapshot.value).toBe('discussion');
	expect(session.snapshot.context.current!.countdown!.state).toBe('running');
	expect(session.log.map((e) => e.type)).toEqual(['roles', 'dealt', 'start_countdown']);
	expect(replay(theDealerGame, SETUP, session.log).snapshot.context).toEqual(session.snapshot.context);
});

it('deals again in one tap after a countdown that left players holding', async () => {
	await dealAndTalk(session);
	clock += 40_000;
	expect(await dealAndTalk(session)).toBe(true);
	expect(session.snapshot.context.current!.deals).toHaveLength(2);
	expect(session.snapshot.context.current!.countdown!.state).toBe('running');
	expect(session.log.slice(3).map((e) => e.type)).toEqual(['close_discussion', 'dealt', 'start_countdown']);
});

it('deals nothing while the talk still runs: the close is refused and nothing follows it', async () => {
	await dealAndTalk(session);
	expect(await dealAndTalk(session)).toBe(false);
	expect(session.refusal).toEqual({ code: 'discussion_running' });
	expect(session.snapshot.context.current!.deals).toHaveLength(1);
});
