// What Undo names and what its "Undone · Redo" note keeps: the action taken back, in the game's
// own words, and enough of it to enter it again. Redo is that action sent again, so the rules
// decide it afresh: one the game has moved past is refused like any other tap.
import type { EventRecord } from '$lib/storage/records';

export type Undone = {
	/** The action in the game's words ("Cleo bids 0"). */
	label: string;
	type: string;
	payload: Readonly<Record<string, unknown>>;
	/** The log's newest seq once the undo was stored: any later write puts the note away. */
	seq: number;
};

/** The note for an undo just stored: `lastSeq` is the log's newest seq with the undo in it. */
export function undoneNote(taken: Pick<EventRecord, 'type' | 'payload'>, label: string, lastSeq: number): Undone {
	return { label, type: taken.type, payload: taken.payload, seq: lastSeq };
}

/** The note shows until anything else is written, here or on another phone. */
export function noteStands(note: Undone | null, lastSeq: number): note is Undone {
	return note !== null && note.seq === lastSeq;
}
