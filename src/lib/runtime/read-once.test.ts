// Each event is read against its schema once, where it enters this phone; a replay of a log
// stored as read (GameRecord.readUnder) does not read it again, and any other log is read whole,
// so an action that does not fit is still refused by name.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { EventRecord, GameRecord } from '$lib/model';
import { toyGame } from '../../../tests/fixtures/toy-game';
import { defineGame } from './define-game';
import { fields, whole } from './event-schemas';
import { deriveGame } from './merge-games';
import { replay } from './replay';

const setup = { seats: ['a'], firstDealer: 0, settings: {} };
const add = (seq: number, n: unknown, turn = seq): EventRecord => ({
	id: `e${seq}`,
	gameId: 'g',
	seq,
	type: 'add',
	payload: { turn, n },
	at: seq
});
const undo = (seq: number, id: string): EventRecord => ({
	id: `u${seq}`,
	gameId: 'g',
	seq,
	type: 'undo',
	payload: { id },
	at: seq
});

/** The toy game, counting how many times an add is read against its schema and fits. */
function countingGame() {
	const counted = { reads: 0 };
	const addFields = fields({ turn: whole, n: whole });
	const countRead = v.check<v.InferOutput<typeof addFields>>(() => (counted.reads++, true));
	const game = defineGame({ ...toyGame, events: { ...toyGame.events, add: v.pipe(addFields, countRead) } });
	return { game, counted };
}

const UNREADABLE = { code: 'unreadable', params: { field: 'n', expected: 'whole' } };

describe('a replay of a log stored as read under this version', () => {
	it('reads no event against its schema, and comes to the same game as a replay that reads each', () => {
		const { game, counted } = countingGame();
		const log = [add(1, 2), add(2, 3), add(3, 1)];
		const trusted = replay(game, setup, log, { readUnder: game.rulesVersion });
		expect(counted.reads).toBe(0);
		const read = replay(game, setup, log);
		expect(counted.reads).toBe(3);
		expect(trusted.snapshot.context).toEqual(read.snapshot.context);
		expect([trusted.readUnder, read.readUnder]).toEqual([game.rulesVersion, game.rulesVersion]);
	});

	it('is read whole when it was read under another version: a damaged action is refused by name', () => {
		const log = [add(1, 2), add(2, 'two')];
		for (const head of [{}, { readUnder: toyGame.rulesVersion - 1 }, { readUnder: toyGame.rulesVersion + 1 }]) {
			const { refused, snapshot, readUnder } = replay(toyGame, setup, log, head);
			expect(refused.map(({ refusal }) => refusal)).toEqual([UNREADABLE]);
			expect(snapshot.context.total).toBe(2);
			expect(readUnder).toBeUndefined();
		}
	});

	it('is not stored as read while an undone action in it does not fit', () => {
		const { refused, readUnder } = replay(toyGame, setup, [add(1, 2), add(2, 'two'), undo(3, 'e2')]);
		expect(refused).toEqual([]);
		expect(readUnder).toBeUndefined();
	});
});

describe('a merge into a game stored as read', () => {
	const held: GameRecord = {
		id: 'g',
		kind: 'toy',
		nightId: 'n',
		setup,
		rulesVersion: toyGame.rulesVersion,
		summary: { finished: false, standings: [], progress: null },
		lastSeq: 1,
		createdAt: 0,
		updatedAt: 0,
		readUnder: toyGame.rulesVersion
	};

	it('reads only the events it adds, and keeps the game stored as read when they fit', () => {
		const { game, counted } = countingGame();
		const arrived = add(2, 3);
		expect(deriveGame(game, held, [add(1, 2), arrived], [arrived]).readUnder).toBe(game.rulesVersion);
		expect(counted.reads).toBe(1);
	});

	it('reads the whole log when one it adds does not fit, and no longer holds the game as read', () => {
		const { game, counted } = countingGame();
		const arrived = add(2, 'three');
		const log = [add(1, 2), arrived];
		expect(deriveGame(game, held, log, [arrived]).readUnder).toBeUndefined();
		// The count is of reads that fit (a pipe stops at its first failure): the held add, again.
		expect(counted.reads).toBe(1);
		const { refused } = replay(game, setup, log, { ...held, readUnder: undefined });
		expect(refused.map(({ record, refusal }) => [record.id, refusal])).toEqual([['e2', UNREADABLE]]);
	});
});
