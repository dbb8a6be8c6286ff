// Events to and from packed records and bundles (see PackedLog). Pure, so the schema upgrade
// in database.ts can use it without importing the storage modules.
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

/** What a bundle of imported logs is filled to, at least (see PackedLog). */
const BUNDLE_CHARACTERS = 128 * 1024;

/**
 * Many games' logs as bundles (see PackedLog): the games taken in id order, so the same games
 * make the same bundles whatever order a file lists them in.
 */
export function bundleByGame(events: readonly EventRecord[]): PackedLog[] {
	const logs = packByGame(events).sort((a, b) => (a.gameId < b.gameId ? -1 : 1));
	const bundles: PackedLog[] = [];
	let games: PackedLog[] = [];
	let characters = 0;
	const close = () => {
		if (!games.length) return;
		bundles.push(bundle(games));
		games = [];
		characters = 0;
	};
	for (const log of logs) {
		games.push(log);
		characters += log.json.length;
		if (characters >= BUNDLE_CHARACTERS) close();
	}
	close();
	return bundles;
}

/** One bundle of games' packed logs; its text is theirs joined, as an export joins them. */
export function bundle(logs: readonly PackedLog[]): PackedLog {
	return { gameId: `imported:${logs[0]!.gameId}`, gameIds: logs.map((log) => log.gameId), json: `[${logs.map((log) => log.json.slice(1, -1)).join(',')}]` };
}

/** Every event a packed record holds: one game's, or a bundle's games'. */
export function unpacked(log: PackedLog): EventRecord[] {
	return JSON.parse(log.json) as EventRecord[];
}
