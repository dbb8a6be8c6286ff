// The game's record tells a Redo from the action it puts back: game-session's redo() stores the
// action entered again as it was (type, payload and time), so only its place in the log (after
// the undo) and its clock stamp (when it was written) say it is a redo, and when it came.
import { describe, expect, it } from 'vitest';
import { formatHlc } from '$lib/log/hlc';
import { UNDO } from '$lib/log/undo';
import type { EventRecord } from '$lib/model';
import { toyGame } from '../../../tests/fixtures/toy-game';
import { markLog } from './game-record';

const BID_AT = Date.UTC(2026, 11, 5, 20, 0, 0);
const REDONE_AT = BID_AT + 90_000;
const stamp = (millis: number) => formatHlc({ millis, counter: 0, device: 'phone-a' });

function event(seq: number, type: string, payload: Record<string, unknown>, at: number, written = at): EventRecord {
	return { id: `e${seq}`, gameId: 'g', seq, type, payload, at, hlc: stamp(written), deviceId: 'phone-a' };
}

const NO_TROUBLE = { refused: [], twins: [] };
const mark = (log: EventRecord[]) => markLog(toyGame, { rulesVersion: toyGame.rulesVersion }, log, NO_TROUBLE);

describe("the record's log", () => {
	it('shows a redo as entered again, at the time it was redone, and the undone original as undone', () => {
		const log = [
			event(1, 'add', { n: 2, turn: 1 }, BID_AT),
			event(2, UNDO, { id: 'e1' }, BID_AT + 60_000),
			// Redo: the action as it was first entered, written a minute and a half later.
			event(3, 'add', { n: 2, turn: 1 }, BID_AT, REDONE_AT)
		];
		expect(mark(log).map(({ id, undone, redo, enteredAt }) => ({ id, undone, redo, enteredAt }))).toEqual([
			{ id: 'e1', undone: true, redo: false, enteredAt: BID_AT },
			{ id: 'e2', undone: false, redo: false, enteredAt: BID_AT + 60_000 },
			{ id: 'e3', undone: false, redo: true, enteredAt: REDONE_AT }
		]);
	});

	it('takes the same action entered anew by hand (at its own time) for a new action, not a redo', () => {
		const log = [
			event(1, 'add', { n: 2, turn: 1 }, BID_AT),
			event(2, UNDO, { id: 'e1' }, BID_AT + 60_000),
			event(3, 'add', { n: 2, turn: 1 }, REDONE_AT)
		];
		expect(mark(log).map((e) => e.redo)).toEqual([false, false, false]);
	});

	it('puts each undo with one redo: undo, redo, undo, redo of one action is two redos', () => {
		const log = [
			event(1, 'add', { n: 2, turn: 1 }, BID_AT),
			event(2, UNDO, { id: 'e1' }, BID_AT + 1_000),
			event(3, 'add', { n: 2, turn: 1 }, BID_AT, BID_AT + 2_000),
			event(4, UNDO, { id: 'e3' }, BID_AT + 3_000),
			event(5, 'add', { n: 2, turn: 1 }, BID_AT, BID_AT + 4_000)
		];
		expect(mark(log).map(({ undone, redo }) => [undone, redo])).toEqual([
			[true, false],
			[false, false],
			[true, true],
			[false, false],
			[false, true]
		]);
	});

	it('without clock stamps (a log from before them), a redo keeps the action’s own time', () => {
		const log = [
			event(1, 'add', { n: 2, turn: 1 }, BID_AT),
			{ ...event(2, UNDO, { seq: 1 }, BID_AT + 60_000), hlc: undefined },
			{ ...event(3, 'add', { n: 2, turn: 1 }, BID_AT), hlc: undefined }
		];
		expect(mark(log).map(({ redo, enteredAt }) => [redo, enteredAt])).toEqual([
			[false, BID_AT],
			[false, BID_AT + 60_000],
			[true, BID_AT]
		]);
	});
});
