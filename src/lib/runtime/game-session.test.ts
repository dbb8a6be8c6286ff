import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { createGame, loadGame, markRead } from '$lib/storage/games';
import { DOUBLE_TAP_MS, GameSession } from './game-session.svelte';
import { toyGame } from '../../../tests/fixtures/toy-game';

let db: DealkeeperDatabase;
let gameId: string;
const sessions: GameSession<typeof toyGame>[] = [];

/** A clock that moves on a second per tap: no two taps look like a double tap. */
function ticking(start = 1000): () => number {
	let at = start;
	return () => (at += 1000);
}

async function open(now = ticking(), follow = true): Promise<GameSession<typeof toyGame>> {
	const session = (await GameSession.open(toyGame, gameId, { now, follow }))!;
	sessions.push(session);
	return session;
}

beforeEach(async () => {
	db = new DealkeeperDatabase(`session-${crypto.randomUUID()}`);
	useDatabase(db);
	const setup = { seats: ['a'], firstDealer: 0, settings: {} };
	gameId = (
		await createGame({
			kind: 'toy',
			setup,
			rulesVersion: toyGame.rulesVersion,
			summary: { finished: false, standings: [], progress: null }
		})
	).id;
});
afterEach(async () => {
	for (const session of sessions.splice(0)) session.close();
	await db.delete();
});

describe('GameSession', () => {
	it('stores an allowed action before showing it, stamped with the time', async () => {
		const session = await open(() => 4242);
		expect(await session.send('add', { n: 3 })).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 3, turn: 2 });
		const stored = await loadGame(gameId);
		expect(stored!.events.map((e) => [e.type, e.payload, e.at, e.seq])).toEqual([['add', { n: 3, turn: 1 }, 4242, 1]]);
		expect(stored!.game.summary.progress).toEqual({ unit: 'round', done: 3, total: 10 });
	});

	it('refuses what the rules refuse, says why, and stores nothing', async () => {
		const session = await open();
		expect(await session.send('add', { n: 5 })).toBe(false);
		expect(session.refusal).toEqual({ code: 'toy_range' });
		expect(await session.send('jump' as 'add', { n: 1 })).toBe(false);
		expect(session.refusal).toEqual({ code: 'not_now' });
		expect((await loadGame(gameId))!.events).toEqual([]);
		await session.send('add', { n: 1 });
		expect(session.refusal).toBeNull();
	});

	it('says "not now" once the game has moved past the step that takes an action', async () => {
		const session = await open();
		for (const n of [3, 3, 3, 1]) await session.send('add', { n });
		expect(session.snapshot.value).toBe('over');
		// The toy's rule would say "over 10"; the step is simply gone.
		expect(await session.send('add', { n: 3 })).toBe(false);
		expect(session.refusal).toEqual({ code: 'not_now' });
	});

	it('undoes repeatedly, keeping the undone actions in the record', async () => {
		const session = await open();
		await session.send('add', { n: 1 });
		await session.send('add', { n: 2 });
		expect(await session.undo()).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 1, turn: 2 });
		expect(await session.undo()).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 0, turn: 1 });
		expect(session.undoable).toBeUndefined();
		expect(await session.undo()).toBe(false);
		expect(session.refusal).toEqual({ code: 'nothing_to_undo' });
		expect((await loadGame(gameId))!.events.map((e) => e.type)).toEqual(['add', 'add', 'undo', 'undo']);
	});

	it('names what Undo takes back, and Redo enters it again as first entered, newest undone first', async () => {
		const session = await open();
		await session.send('add', { n: 1 });
		await session.send('add', { n: 2 });
		expect(session.undoable?.payload).toEqual({ n: 2, turn: 2 });
		expect(session.redoable).toBeUndefined();
		await session.undo();
		await session.undo();
		expect(session.redoable?.payload).toEqual({ n: 1, turn: 1 });
		expect(await session.redo()).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 1, turn: 2 });
		expect(await session.redo()).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 3, turn: 3 });
		expect(session.redoable).toBeUndefined();
		expect(await session.redo()).toBe(false);
		const events = (await loadGame(gameId))!.events;
		// The redone actions keep the times they were first tapped at (the clock ticks a second a tap).
		expect(events.slice(-2).map((e) => [e.type, e.payload, e.at])).toEqual([
			['add', { n: 1, turn: 1 }, 2000],
			['add', { n: 2, turn: 2 }, 3000]
		]);
		expect(events[0]!.id).not.toBe(events.at(-2)!.id);
	});

	it('offers no Redo once a new action is entered, or another tab has acted', async () => {
		const session = await open(undefined, false);
		await session.send('add', { n: 1 });
		await session.undo();
		await session.send('add', { n: 3 });
		expect(session.redoable).toBeUndefined();
		await session.undo();
		const other = await open(undefined, false);
		await other.send('add', { n: 2 });
		await session.reload();
		expect(session.redoable).toBeUndefined();
		expect(session.snapshot.context).toEqual({ total: 2, turn: 2 });
	});

	it('resumes exactly where it was when opened again', async () => {
		const first = await open();
		await first.send('add', { n: 3 });
		await first.send('add', { n: 3 });
		await first.undo();
		await first.send('add', { n: 2 });
		const reopened = await open();
		expect(reopened.snapshot.context).toEqual(first.snapshot.context);
		expect(reopened.snapshot.value).toEqual(first.snapshot.value);
	});

	it('replays a write that lost the race to another tab on the fresh state', async () => {
		const tabA = await open();
		const tabB = await open(undefined, false);
		await tabA.send('add', { n: 3 });
		expect(tabB.snapshot.context.total).toBe(0);
		// Tab B has not heard of A's write yet: its append conflicts, it reloads and decides again.
		expect(await tabB.send('reset')).toBe(true);
		expect(tabB.snapshot.context).toEqual({ total: 0, turn: 2 });
		const stored = await loadGame(gameId);
		expect(stored!.events.map((e) => [e.seq, e.type])).toEqual([
			[1, 'add'],
			[2, 'reset']
		]);
		await expect.poll(() => tabA.snapshot.context).toEqual({ total: 0, turn: 2 });
	});

	it('refuses a racing write aimed at a turn the other tab already played', async () => {
		const tabA = await open();
		const tabB = await open(undefined, false);
		await tabA.send('add', { n: 3 });
		// B still shows turn 1; on the fresh log that turn is played.
		expect(await tabB.send('add', { n: 2 })).toBe(false);
		expect(tabB.refusal).toEqual({ code: 'stale' });
		expect(tabB.module.describe(tabB.refusal!)).toBe('That was already entered; nothing was changed.');
		expect(tabB.snapshot.context).toEqual({ total: 3, turn: 2 });
		expect((await loadGame(gameId))!.events).toHaveLength(1);
	});

	it('shows a failed write with a retry, and never shows it as done', async () => {
		const session = await open();
		let failNext = true;
		db.events.hook('creating', () => {
			if (failNext) {
				failNext = false;
				throw new DOMException('The disk is full', 'QuotaExceededError');
			}
		});
		expect(await session.send('add', { n: 2 })).toBe(false);
		expect(session.failure?.kind).toBe('quota');
		expect(session.snapshot.context).toEqual({ total: 0, turn: 1 });
		expect((await loadGame(gameId))!.events).toEqual([]);
		expect(await session.failure!.retry()).toBe(true);
		expect(session.failure).toBeNull();
		expect(session.snapshot.context).toEqual({ total: 2, turn: 2 });
		expect((await loadGame(gameId))!.game.lastSeq).toBe(1);
	});
});

describe('a session following other tabs', () => {
	it('shows what another tab wrote without being asked', async () => {
		const watching = await open();
		const other = await open(undefined, false);
		await other.send('add', { n: 2 });
		await expect.poll(() => watching.snapshot.context).toEqual({ total: 2, turn: 2 });
	});
});

describe('a session under pressure', () => {
	it('stores taps made while another is being stored, in the order tapped, each at its own time', async () => {
		let clock = 100;
		const session = await open(() => (clock += 1000));
		const [first, second] = await Promise.all([session.send('add', { n: 1 }), session.send('reset')]);
		expect([first, second]).toEqual([true, true]);
		expect(session.busy).toBe(false);
		const events = (await loadGame(gameId))!.events;
		expect(events.map((e) => [e.type, e.at])).toEqual([
			['add', 1100],
			['reset', 2100]
		]);
	});

	it('decides a queued tap on the state its turn finds: one aimed at a turn now played is refused', async () => {
		const session = await open();
		const [first, second] = await Promise.all([session.send('add', { n: 3 }), session.send('add', { n: 2 })]);
		expect([first, second]).toEqual([true, false]);
		expect(session.refusal).toEqual({ code: 'stale' });
		expect(session.snapshot.context).toEqual({ total: 3, turn: 2 });
	});

	it('acts once on an action repeated at once (a key held down), however quickly it was stored, and says nothing of it', async () => {
		let clock = 0;
		const session = await open(() => clock);
		expect(await session.send('reset')).toBe(true);
		clock += DOUBLE_TAP_MS - 1;
		expect(await session.send('reset')).toBe(false);
		// The first tap's effect is on the screen: no notice claims anything about the second.
		expect(session.refusal).toBeNull();
		expect((await loadGame(gameId))!.events).toHaveLength(1);
		// Once the time is past, the same action is a decision of its own.
		clock += DOUBLE_TAP_MS;
		expect(await session.send('reset')).toBe(true);
	});

	it('refuses a repeated tap the rules refused as the rules do: it entered nothing, so it is no repeat', async () => {
		let clock = 0;
		const session = await open(() => clock);
		expect(await session.send('add', { n: 5 })).toBe(false);
		clock += 10;
		expect(await session.send('add', { n: 5 })).toBe(false);
		expect(session.refusal).toEqual({ code: 'toy_range' });
	});

	it('drops a double tap queued behind its first tap only once the first is stored', async () => {
		let clock = 0;
		const session = await open(() => (clock += 10));
		const taps = await Promise.all([session.send('reset'), session.send('reset')]);
		expect(taps).toEqual([true, false]);
		expect(session.refusal).toBeNull();
		expect((await loadGame(gameId))!.events).toHaveLength(1);
	});

	it('takes the same entry at once when it is aimed at the next turn, or after an undo', async () => {
		let clock = 0;
		const session = await open(() => clock);
		expect(await session.send('add', { n: 1 })).toBe(true);
		clock += 10;
		expect(await session.send('add', { n: 1 })).toBe(true);
		clock += 10;
		expect(await session.undo()).toBe(true);
		clock += 10;
		expect(await session.send('add', { n: 1 })).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 2, turn: 3 });
		expect(session.lastTapAt).toBe(30);
	});

	it('refuses an undo when another tab changed the newest action first', async () => {
		const tabA = await open(undefined, false);
		const tabB = await open(undefined, false);
		await tabA.send('add', { n: 1 });
		await tabB.reload();
		await tabA.send('add', { n: 2 });
		// B meant to take back the 1; the newest action is now A's 2.
		expect(await tabB.undo()).toBe(false);
		expect(tabB.refusal).toEqual({ code: 'undo_changed' });
		expect(tabB.snapshot.context).toEqual({ total: 3, turn: 3 });
		expect((await loadGame(gameId))!.events.map((e) => e.type)).toEqual(['add', 'add']);
	});
});

describe('a stored log with trouble', () => {
	it('opens showing the rest, and names what the rules refuse and what is missing', async () => {
		const session = await open();
		await session.send('add', { n: 1 });
		await session.send('add', { n: 2 });
		await session.send('add', { n: 3 });
		await db.events.where({ gameId, seq: 1 }).delete();
		const reopened = await open();
		// Without the 1 of turn 1, the 2 aimed at turn 2 and the 3 at turn 3 no longer fit.
		expect(reopened.trouble.missing).toEqual([1]);
		expect(reopened.trouble.refused.map((r) => [r.record.seq, r.refusal.code])).toEqual([
			[2, 'stale'],
			[3, 'stale']
		]);
		expect(reopened.snapshot.context).toEqual({ total: 0, turn: 1 });
	});

	it('undoes the newest action the rules took, past one they refuse', async () => {
		const session = await open();
		await session.send('add', { n: 1 });
		await session.send('add', { n: 2 });
		await db.events.add({ id: 'tampered', gameId, seq: 3, type: 'add', payload: { n: 9, turn: 3 }, at: 0 });
		await db.games.update(gameId, { lastSeq: 3 });
		const reopened = await open();
		expect(reopened.trouble.refused.map((r) => r.record.seq)).toEqual([3]);
		expect(await reopened.undo()).toBe(true);
		expect(reopened.snapshot.context).toEqual({ total: 1, turn: 2 });
		const events = (await loadGame(gameId))!.events;
		expect(events.at(-1)!.payload).toEqual({ id: events[1]!.id });
		expect(reopened.trouble.refused.map((r) => r.record.seq)).toEqual([3]);
	});
});

describe('an entry two phones made differently', () => {
	/** This phone's 1 for turn 1, then another phone's 2 for the same turn, merged in after it. */
	async function conflicted(): Promise<GameSession<typeof toyGame>> {
		const session = await open();
		await session.send('add', { n: 1 });
		await db.events.add({ id: 'theirs', gameId, seq: 2, type: 'add', payload: { n: 2, turn: 1 }, at: 5 });
		await db.games.update(gameId, { lastSeq: 2 });
		return open();
	}

	it('names the entry kept in its place', async () => {
		const session = await conflicted();
		const [conflict] = session.trouble.refused;
		expect([conflict?.record.id, conflict?.refusal.code, conflict?.kept?.seq]).toEqual(['theirs', 'concurrent', 1]);
	});

	it('takes the left-out entry instead, through the rules, and keeps both in the log', async () => {
		const session = await conflicted();
		const leftOut = session.trouble.refused[0]!.record;
		expect(await session.takeInstead(leftOut)).toBe(true);
		expect(session.snapshot.context).toEqual({ total: 2, turn: 2 });
		expect(session.trouble.refused).toEqual([]);
		const events = (await loadGame(gameId))!.events;
		expect(events.map((e) => e.type)).toEqual(['add', 'add', 'undo']);
		expect(events[2]!.payload).toEqual({ id: events[0]!.id });
	});

	it('refuses, with why, when entries were made on top of the kept one, or the conflict is settled', async () => {
		const session = await open();
		await session.send('add', { n: 3 });
		await session.send('add', { n: 3 });
		await db.events.add({ id: 'theirs', gameId, seq: 3, type: 'add', payload: { n: 2, turn: 1 }, at: 5 });
		await db.games.update(gameId, { lastSeq: 3 });
		const reopened = await open();
		const leftOut = reopened.trouble.refused[0]!.record;
		expect(await reopened.takeInstead({ ...leftOut, id: 'unknown' })).toBe(false);
		expect(reopened.refusal).toEqual({ code: 'conflict_settled' });
		// Without this phone's 3 for turn 1, its 3 for turn 2 would be aimed at a turn not reached.
		expect(await reopened.takeInstead(leftOut)).toBe(false);
		expect(reopened.refusal).toEqual({ code: 'conflict_too_late' });
		expect((await loadGame(gameId))!.events).toHaveLength(3);
		expect(await reopened.undo()).toBe(true);
		expect(await reopened.takeInstead(leftOut)).toBe(true);
		expect(reopened.snapshot.context).toEqual({ total: 2, turn: 2 });
	});
});

describe('a game stored before logs were marked as read', () => {
	async function storeOldLog(n: unknown): Promise<void> {
		await db.events.add({ id: 'old', gameId, seq: 1, type: 'add', payload: { n, turn: 1 }, at: 0 });
		await db.games.update(gameId, { lastSeq: 1 });
	}
	const storedMark = async () => (await loadGame(gameId))!.game.readUnder;

	it('is marked as read under these rules once opened and read whole, so its next replays trust it', async () => {
		await storeOldLog(2);
		expect(await storedMark()).toBeUndefined();
		const session = await open();
		expect(session.game.readUnder).toBe(toyGame.rulesVersion);
		await expect.poll(storedMark).toBe(toyGame.rulesVersion);
	});

	it('stays unmarked when an action in it does not fit its schema', async () => {
		await storeOldLog('two');
		const session = await open();
		expect(session.trouble.refused.map(({ refusal }) => refusal.code)).toEqual(['unreadable']);
		expect(session.game.readUnder).toBeUndefined();
		// The tap's write is stored after any mark the opening would have written.
		expect(await session.send('add', { n: 1 })).toBe(true);
		expect(await storedMark()).toBeUndefined();
	});

	it('keeps no mark found on a log that has moved on since it was read', async () => {
		await storeOldLog(2);
		await markRead(gameId, 0, toyGame.rulesVersion);
		expect(await storedMark()).toBeUndefined();
		await markRead(gameId, 1, toyGame.rulesVersion);
		expect(await storedMark()).toBe(toyGame.rulesVersion);
	});
});
