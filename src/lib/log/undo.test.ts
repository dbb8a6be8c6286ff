import { describe, expect, it } from 'vitest';
import { UNDO, undosById } from './undo';

const event = (seq: number, type = 'bid', payload: Record<string, unknown> = {}) => ({
	id: `e${seq}`,
	seq,
	type,
	payload
});

describe('undos stored before logs could merge', () => {
	it('name the action at their seq by its id, which a merge keeps', () => {
		const log = [event(1), event(2), event(3, UNDO, { seq: 2 }), event(4, UNDO, { seq: 1 })];
		expect(undosById(log).map((e) => e.payload)).toEqual([{}, {}, { id: 'e2' }, { id: 'e1' }]);
	});

	it('stay as they are when they name an id already, or a seq the log does not hold', () => {
		const log = [event(1), event(2, UNDO, { id: 'e1' }), event(3, UNDO, { seq: 9 })];
		expect(undosById(log)).toEqual(log);
	});
});
