// The runtime's own event, understood by every game: it takes back the action whose id it names.
import type { EventRecord } from '$lib/model';

export const UNDO = 'undo';

/**
 * A game's log, oldest first, with each undo stored before logs could merge (it named its
 * action's seq) naming that action's id instead. A seq is a place in one phone's log, which a
 * merge may change; an id names the same action everywhere. An undo whose seq names nothing is
 * left as it is: the replay reports it.
 */
export function undosById<E extends Pick<EventRecord, 'id' | 'type' | 'seq' | 'payload'>>(log: readonly E[]): E[] {
	const idAt = new Map(log.map((event) => [event.seq, event.id]));
	return log.map((event) => {
		if (event.type !== UNDO || event.payload.id !== undefined) return event;
		const id = idAt.get(event.payload.seq as number);
		return id === undefined ? event : { ...event, payload: { id } };
	});
}
