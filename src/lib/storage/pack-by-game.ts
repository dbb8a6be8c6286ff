// Events of many games grouped into one packed record per game (see PackedLog). Pure, so the
// schema upgrade in database.ts can use it without importing the storage modules.
import type { EventRecord, PackedLog } from './records';

/** Events of many games as one packed record per game, each oldest first. */
export function packByGame(events: readonly EventRecord[]): PackedLog[] {
	const logs = new Map<string, EventRecord[]>();
	for (const event of events) {
		const log = logs.get(event.gameId);
		if (log) log.push(event);
		else logs.set(event.gameId, [event]);
	}
	return [...logs].map(([gameId, log]) => ({ gameId, events: log.sort((a, b) => a.seq - b.seq) }));
}
