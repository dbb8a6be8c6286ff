import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from './database';
import { SeqConflictError } from './errors';
import { appendEvent, createGame, listGamesOfNight, listNights, listUnfinishedGames, loadGame } from './games';
import { nextGameId, type GameSummary } from '$lib/model';
import { unpacked } from './pack-by-game';

const summary: GameSummary = { finished: false, standings: [], progress: null };
const setup = { seats: ['a', 'b', 'c'], firstDealer: 0, settings: {} };
let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`test-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

describe('the event log', () => {
	it('is at schema version 8 with its ten tables', async () => {
		await db.open();
		expect(db.verno).toBe(8);
		expect(db.tables.map((t) => t.name).sort()).toEqual([
			'events',
			'gameDetails',
			'games',
			'meta',
			'nights',
			'outbox',
			'packs',
			'playerAliases',
			'playerTotals',
			'players'
		]);
	});

	it('packs a game’s log into one record when it finishes, keeps what follows on its own, and reads it whole', async () => {
		const game = await createGame({ kind: 'toy', setup, summary });
		const finished = { ...summary, finished: true };
		for (let seq = 0; seq < 3; seq++)
			await appendEvent(game.id, seq, { type: 'step', payload: { n: seq }, at: seq }, seq === 2 ? finished : summary);
		expect(await db.events.count()).toBe(0);
		expect(unpacked((await db.packs.get(game.id))!).map((e) => e.seq)).toEqual([1, 2, 3]);
		// Taken back after the end: the undo is kept on its own, after the packed log.
		await appendEvent(game.id, 3, { type: 'undo', payload: { seq: 3 }, at: 3 }, summary);
		expect((await db.events.toArray()).map((e) => e.seq)).toEqual([4]);
		expect((await loadGame(game.id))!.events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
		// Finished again: the rest joins the packed record, which keeps the kept details' game.
		const details = {
			gameId: game.id,
			lastSeq: 5,
			players: ['a'],
			details: { a: { rounds: 1, bidsMade: 1 } }
		};
		await appendEvent(game.id, 4, { type: 'step', payload: { n: 9 }, at: 5 }, finished, details);
		expect(await db.events.count()).toBe(0);
		expect((await loadGame(game.id))!.events.map((e) => [e.seq, e.type])).toEqual([
			[1, 'step'],
			[2, 'step'],
			[3, 'step'],
			[4, 'undo'],
			[5, 'step']
		]);
		expect(await db.gameDetails.get(game.id)).toEqual(details);
	});

	it('appends events with their game’s next seq and reads them back in order', async () => {
		const game = await createGame({ kind: 'toy', setup, summary }, 1000);
		for (let seq = 0; seq < 12; seq++) {
			await appendEvent(
				game.id,
				seq,
				{ type: 'step', payload: { n: seq }, at: 2000 + seq },
				{ ...summary, progress: { unit: 'round', done: seq, total: 12 } }
			);
		}
		const stored = await loadGame(game.id);
		expect(stored!.events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
		expect(stored!.events.map((e) => e.payload.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
		expect(stored!.game.lastSeq).toBe(12);
		expect(stored!.game.summary.progress).toEqual({ unit: 'round', done: 11, total: 12 });
		expect(stored!.game.updatedAt).toBe(2011);
	});

	it('refuses a write that lost the race, and stores nothing of it', async () => {
		const game = await createGame({ kind: 'toy', setup, summary });
		await appendEvent(game.id, 0, { type: 'first', payload: {}, at: 1 }, summary);
		await expect(
			appendEvent(game.id, 0, { type: 'late', payload: {}, at: 2 }, { ...summary, finished: true })
		).rejects.toBeInstanceOf(SeqConflictError);
		const stored = await loadGame(game.id);
		expect(stored!.events.map((e) => e.type)).toEqual(['first']);
		expect(stored!.game.summary.finished).toBe(false);
	});

	it('rolls the event back when the summary cannot be written', async () => {
		const game = await createGame({ kind: 'toy', setup, summary });
		// A summary IndexedDB cannot clone aborts the transaction after the event was added.
		const unclonable = { ...summary, progress: (() => {}) as unknown as GameSummary['progress'] };
		await expect(appendEvent(game.id, 0, { type: 'x', payload: {}, at: 1 }, unclonable)).rejects.toThrow();
		const stored = await loadGame(game.id);
		expect(stored!.events).toEqual([]);
		expect(stored!.game.lastSeq).toBe(0);
	});
});

describe('nights', () => {
	it('groups games by the night they started in, newest night first', async () => {
		const friday = new Date(2026, 10, 27, 20).getTime();
		const saturday = new Date(2026, 10, 28, 21).getTime();
		await createGame({ kind: 'toy', setup, summary }, friday);
		await createGame({ kind: 'toy', setup, summary }, friday + 3 * 3600_000);
		await createGame({ kind: 'toy', setup, summary: { ...summary, finished: true } }, saturday);
		const nights = await listNights();
		expect(nights.map((n) => n.id)).toEqual(['2026-11-28', '2026-11-27']);
		expect(await listGamesOfNight('2026-11-27')).toHaveLength(2);
		expect(await listUnfinishedGames()).toHaveLength(2);
	});
});

describe('a game every phone of the table makes alike', () => {
	it('is stored once under its id: a second make returns the first', async () => {
		const id = await nextGameId('g-finished');
		const first = await createGame({ kind: 'toy', setup, summary, id }, 1000);
		const second = await createGame({ kind: 'toy', setup, summary, id }, 2000);
		expect(second).toEqual(first);
		expect(await db.games.count()).toBe(1);
	});

	it('is a new game of its own when the one under its id was deleted', async () => {
		const id = await nextGameId('g-finished');
		await createGame({ kind: 'toy', setup, summary, id }, 1000);
		await db.games.update(id, { deletedAt: 1500 });
		const made = await createGame({ kind: 'toy', setup, summary, id }, 2000);
		expect(made.id).not.toBe(id);
		expect((await db.games.get(id))?.deletedAt).toBe(1500);
	});

	it('has an id that is the same for the same finished game and differs for another, in the shape of a UUID', async () => {
		const id = await nextGameId('g-finished');
		expect(id).toBe(await nextGameId('g-finished'));
		expect(id).not.toBe(await nextGameId('g-other'));
		expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
	});
});
