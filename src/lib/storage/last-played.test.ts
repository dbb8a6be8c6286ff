// When each player last played, for the players list: their newest game's last action, deleted
// games left out, against fake-indexeddb.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from './database';
import { appendEvent, createGame } from './games';
import { lastPlayedBy } from './history';
import type { GameSummary } from '$lib/model';
import { deleteGame } from './trash';

const summary: GameSummary = { finished: false, standings: [], progress: null };
let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`last-played-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

const at = (day: number, hour: number) => new Date(2026, 11, day, hour).getTime();

/** A game started at `start` whose last action was at `last`. */
async function game(seats: string[], start: number, last: number): Promise<string> {
	const created = await createGame({ kind: 'wizard', setup: { seats, firstDealer: 0, settings: {} }, summary }, start);
	await appendEvent(created.id, 0, { type: 'step', payload: {}, at: last }, summary);
	return created.id;
}

it('takes each player’s newest game’s last action, and leaves out deleted games and players who never played', async () => {
	await game(['anna', 'ben'], at(1, 19), at(1, 21));
	await game(['ben', 'cleo'], at(3, 19), at(3, 20));
	const deleted = await game(['anna', 'cleo'], at(5, 19), at(5, 22));
	await deleteGame(deleted);
	const last = await lastPlayedBy(['anna', 'ben', 'cleo', 'dan']);
	expect(Object.fromEntries(last)).toEqual({ anna: at(1, 21), ben: at(3, 20), cleo: at(3, 20) });
});
