import { describe, expect, it } from 'vitest';
import { noteStands, undoneNote } from './undo-redo';

describe("Undo's note", () => {
	const bid = { type: 'bid', payload: { round: 3, seat: 2, bid: 0 } };

	it('keeps the action taken back, to send again as it was', () => {
		expect(undoneNote(bid, 'Cleo bids 0', 12)).toEqual({
			label: 'Cleo bids 0',
			type: 'bid',
			payload: { round: 3, seat: 2, bid: 0 },
			seq: 12
		});
	});

	it('stands until anything else is written to the log', () => {
		const note = undoneNote(bid, 'Cleo bids 0', 12);
		expect(noteStands(note, 12)).toBe(true);
		expect(noteStands(note, 13)).toBe(false);
		expect(noteStands(null, 12)).toBe(false);
	});
});
