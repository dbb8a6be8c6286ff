// The outbox against fake-indexeddb: every write a screen makes leaves its row in the same
// transaction, what the table brought leaves none, and clearing takes only what was acknowledged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from './database';
import { appendEvent, createGame } from './games';
import { mergeHere } from './merge-logs';
import { clearOutbox, readOutbox } from './outbox';
import { addPlayer, updatePlayer } from './players';
import type { GameSummary } from '$lib/model';
import { adoptShared } from './table-sync';
import { deleteGame } from './trash';

const summary: GameSummary = { finished: false, standings: [], progress: null };
const setup = { seats: ['p1', 'p2'], firstDealer: 0, settings: {} };
const derive = () => ({ summary, details: null });
let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`outbox-${crypto.randomUUID()}`);
	useDatabase(db);
});

afterEach(async () => {
	db.close();
	await db.delete();
});

const rows = async () => (await readOutbox()).map(({ table, id, event }) => `${table}/${id}${event ? ' (whole)' : ''}`);

describe('the outbox', () => {
	it('names every player, night, game and event a screen writes, an event whole', async () => {
		const player = await addPlayer('Anna', '#336699');
		await updatePlayer(player.id, { name: 'Anne' });
		const game = await createGame({ kind: 'toy', setup, summary }, Date.UTC(2026, 11, 4, 20));
		const event = await appendEvent(game.id, 0, { type: 'bid', payload: { bid: 1 }, at: 1 }, summary);
		await deleteGame(game.id);
		expect(await rows()).toEqual([
			`players/${player.id}`,
			`players/${player.id}`,
			`nights/${game.nightId}`,
			`games/${game.id}`,
			`events/${event.id} (whole)`,
			`games/${game.id}`,
			`games/${game.id}`
		]);
		expect((await readOutbox()).find((row) => row.table === 'events')?.event).toEqual(event);
	});

	it('gets no row for a write that failed: the row is part of the write’s transaction', async () => {
		const player = await addPlayer('Anna', '#336699');
		await clearOutbox((await readOutbox()).map((row) => row.n));
		await expect(db.players.add({ ...player, name: 'Twice' })).rejects.toThrow();
		await expect(
			db.transaction('rw', db.players, async () => {
				await db.players.put({ ...player, name: 'Rolled back' });
				throw new Error('the screen gave up');
			})
		).rejects.toThrow('the screen gave up');
		expect(await rows()).toEqual([]);
	});

	it('gets no row for what the table brought: an adoption or a merge of its events', async () => {
		const game = await createGame({ kind: 'toy', setup, summary }, 1_000);
		await clearOutbox((await readOutbox()).map((row) => row.n));
		await adoptShared(
			{
				players: [{ id: 'player-elsewhere', name: 'Ben', color: '#336699', archived: false, createdAt: 1 }],
				nights: [],
				games: [{ ...game, id: 'game-elsewhere' }]
			},
			derive
		);
		const stamped = { id: 'e1', gameId: game.id, seq: 1, type: 'bid', payload: {}, at: 2, deviceId: 'b' };
		await mergeHere([{ ...stamped, hlc: '2026-12-04T20:00:00.000Z-0000-b' }], derive, 3);
		expect(await db.players.get('player-elsewhere')).toBeDefined();
		expect((await db.games.get(game.id))?.lastSeq).toBe(1);
		expect(await rows()).toEqual([]);
	});

	it('keeps a record edited here and not yet acknowledged from being overwritten by the table’s copy', async () => {
		const player = await addPlayer('Anna', '#336699');
		await updatePlayer(player.id, { name: 'Anne' });
		await adoptShared({ players: [{ ...player, name: 'Stale' }], nights: [], games: [] }, derive);
		expect((await db.players.get(player.id))?.name).toBe('Anne');
		// Once the table has it, the table's next version is taken.
		await clearOutbox((await readOutbox()).map((row) => row.n));
		await adoptShared({ players: [{ ...player, name: 'Renamed elsewhere' }], nights: [], games: [] }, derive);
		expect((await db.players.get(player.id))?.name).toBe('Renamed elsewhere');
	});

	it('clears only the rows named: a write after the read stays to be sent', async () => {
		await addPlayer('Anna', '#336699');
		const read = await readOutbox();
		const later = await addPlayer('Ben', '#336699');
		await clearOutbox(read.map((row) => row.n));
		expect(await rows()).toEqual([`players/${later.id}`]);
	});
});
