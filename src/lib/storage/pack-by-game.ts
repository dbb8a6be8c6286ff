// Events to and from packed records (see PackedLog). Pure, so the schema upgrade in database.ts
// can use it without importing the storage modules.
import type { EventRecord, PackedLog } from './records';

/** Events of many games as one packed record per game, each oldest first. */
export function packByGame(events: readonly EventRecord[]): PackedLog[] {
	const logs = new Map<string, EventRecord[]>();
	for (const event of events) {
		const log = logs.get(event.gameId);
		if (log) log.push(event);
		else logs.set(event.gameId, [event]);
	}
	return [...logs].map(([gameId, log]) => packed(gameId, log));
}

/** One game's events as its packed record, oldest first. */
export function packed(gameId: string, events: EventRecord[]): PackedLog {
	return { gameId, json: JSON.stringify(events.sort((a, b) => a.seq - b.seq)) };
}

export function unpacked(log: PackedLog): EventRecord[] {
	return JSON.parse(log.json) as EventRecord[];
}
