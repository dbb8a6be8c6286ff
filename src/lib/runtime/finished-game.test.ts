// A game that finishes through the session keeps, in the same write, its log as one record and
// what player pages count of it: nothing is left to replay when a player's page first opens.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { FIXTURES, rulesOf } from '$support/test-backups';
import { wizardStats } from '$lib/games/wizard/stats';
import { needsCounting } from '$lib/stats/details/count';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { createGame, getGame, loadGame } from '$lib/storage/games';
import { GameSession } from './game-session.svelte';
import { replay } from './replay';
import { UNDO } from '$lib/log/undo';

let db: DealkeeperDatabase;
beforeEach(() => {
	db = new DealkeeperDatabase(`finished-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(() => db.delete());

it('keeps the details and packs the log when the last action of a Wizard game is stored', async () => {
	const fixture = FIXTURES.find((f) => f.kind === 'wizard')!;
	const wizard = (await rulesOf('wizard'))!;
	const { id } = await createGame({
		kind: 'wizard',
		setup: fixture.setup,
		rulesVersion: fixture.rulesVersion,
		summary: { finished: false, standings: [], progress: null }
	});
	let at = 0;
	const session = (await GameSession.open(wizard, id, { now: () => (at += 1000), follow: false }))!;
	for (const event of fixture.events) {
		expect(await db.gameDetails.get(id)).toBeUndefined();
		const stored =
			event.type === UNDO ? await session.undo() : await session.send(event.type as never, event.payload as never);
		expect(stored, `${event.seq} ${event.type}`).toBe(true);
	}
	session.close();

	const game = (await getGame(id))!;
	expect(game.summary.finished).toBe(true);
	const { snapshot } = replay(wizard, fixture.setup, fixture.events);
	expect(await db.gameDetails.get(id)).toEqual({
		gameId: id,
		lastSeq: fixture.events.length,
		players: fixture.setup.seats,
		details: wizardStats.figures!(snapshot)
	});
	expect(needsCounting([game], await db.gameDetails.toArray())).toEqual([]);
	expect(await db.events.count()).toBe(0);
	// The fixture's undos name what they take back by seq (as logs did before they could merge);
	// the session's name its id.
	const stored = (await loadGame(id))!.events;
	const seqOf = (payload: Record<string, unknown>) => stored.find((e) => e.id === payload.id)?.seq;
	expect(stored.map((e) => [e.seq, e.type, e.type === UNDO ? { seq: seqOf(e.payload) } : e.payload])).toEqual(
		fixture.events.map((e) => [e.seq, e.type, e.payload])
	);
});
