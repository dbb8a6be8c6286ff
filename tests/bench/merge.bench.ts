// How long two phones' logs take to merge: a 1,000-event Wizard game kept half on each phone
// (every other event), the other phone's 500 merged in. Pure, and through the database
// (fake-indexeddb in Node: the browser's IndexedDB is slower per record, faster per byte), where
// the merge also renumbers the log, replays it and stores what it derives in one transaction.
import { bench, describe, expect } from 'vitest';
import { wizardGame } from '$lib/games/wizard/game';
import { formatHlc } from '$lib/log/hlc';
import { mergeEvents, type StampedEvent } from '$lib/log/merge';
import { deriveGame } from '$lib/runtime/merge-games';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { mergeHere, type Derive } from '$lib/storage/merge-logs';
import type { GameRecord } from '$lib/model';
import { wizardLog } from './wizard-log';

const T = Date.UTC(2026, 11, 2, 20, 0, 0);
const setup = { seats: ['a', 'b', 'c'], firstDealer: 0, settings: {} };
const log: StampedEvent[] = wizardLog(1000).map((event, i) => {
	const device = i % 2 ? 'phone-b' : 'phone-a';
	return { ...event, at: T + i, hlc: formatHlc({ millis: T + i, counter: 0, device }), deviceId: device };
});
const onA = log.filter((_, i) => i % 2 === 0);
const onB = log.filter((_, i) => i % 2 === 1);
const derive: Derive = (game, merged, added) => deriveGame(wizardGame, game, merged, added);
const summary = { finished: false, standings: [], progress: null };

let games = 0;
/** A phone holding A's half of a game of its own, ready for B's half. */
async function phoneA(db: DealkeeperDatabase): Promise<StampedEvent[]> {
	const id = `g${++games}`;
	const game: GameRecord = { id, kind: 'wizard', nightId: 'n', setup, summary, lastSeq: 0, createdAt: T, updatedAt: T };
	await db.games.add(game);
	await mergeHere(
		onA.map((e) => ({ ...e, id: `${id}-${e.id}`, gameId: id })),
		derive,
		T
	);
	return onB.map((e) => ({ ...e, id: `${id}-${e.id}`, gameId: id }));
}

const db = new DealkeeperDatabase('merge-bench');
useDatabase(db);
// The merged game is the whole game: finished, nothing refused.
const check = await mergeHere(await phoneA(db), derive, T);
expect(check.added).toBe(500);
expect((await db.games.get('g1'))!.summary.finished).toBe(true);

describe('merging two phones’ halves of a 1,000-event game', () => {
	bench('pure: mergeEvents, 500 into 500', () => {
		mergeEvents(onA, onB);
	});
	bench('through the database: A’s half stored (the baseline to subtract)', async () => {
		await phoneA(db);
	});
	bench('through the database: A’s half stored, then B’s half merged', async () => {
		await mergeHere(await phoneA(db), derive, T);
	});
});
