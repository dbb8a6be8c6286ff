// Events to and from packed records and bundles (see PackedLog). Pure, so the schema upgrade
// in database.ts can use it without importing the storage modules.
import type { EventRecord } from '$lib/model';
import type { PackedLog } from './records';

/** Events of many games, by game, each game's in the order given. */
export function logsByGame<E extends EventRecord>(events: readonly E[]): Map<string, E[]> {
	const logs = new Map<string, E[]>();
	for (const event of events) {
		const log = logs.get(event.gameId);
		if (log) log.push(event);
		else logs.set(event.gameId, [event]);
	}
	return logs;
}

/** Events of many games as one packed record per game, each oldest first. */
export function packByGame(events: readonly EventRecord[]): PackedLog[] {
	return [...logsByGame(events)].map(([gameId, log]) => packed(gameId, log));
}

/** A game's events sorted in place, oldest first. */
export const oldestFirst = (events: EventRecord[]) => events.sort((a, b) => a.seq - b.seq);

/** One game's events as its packed record, oldest first. */
export function packed(gameId: string, events: EventRecord[]): PackedLog {
	return { key: gameId, json: JSON.stringify(oldestFirst(events)) };
}

/**
 * What a bundle of imported logs is filled to, at least (see PackedLog): an action is about 130
 * characters of text, so a bundle about 128 KB. Counted in actions, so that each bundle's
 * text is written once, whole.
 */
const BUNDLE_EVENTS = 1_000;

/**
 * Many games' logs as bundles (see PackedLog): the games taken in id order, so the same games
 * make the same bundles whatever order a file lists them in.
 */
export function bundleByGame(events: readonly EventRecord[]): PackedLog[] {
	const logs = [...logsByGame(events)].sort(([a], [b]) => (a < b ? -1 : 1));
	const bundles: PackedLog[] = [];
	let games: [string, EventRecord[]][] = [];
	let count = 0;
	for (const log of logs) {
		games.push(log);
		count += log[1].length;
		if (count < BUNDLE_EVENTS) continue;
		bundles.push(bundle(games));
		games = [];
		count = 0;
	}
	if (games.length) bundles.push(bundle(games));
	return bundles;
}

/** One bundle of games' logs, keyed by its first game: their events in one text, each game's oldest first. */
export function bundle(logs: readonly (readonly [string, EventRecord[]])[]): PackedLog {
	return {
		key: `imported:${logs[0]![0]}`,
		gameIds: logs.map(([gameId]) => gameId),
		json: JSON.stringify(logs.flatMap(([, log]) => oldestFirst(log)))
	};
}

/** Every event a packed record holds: one game's, or a bundle's games'. */
export function unpacked(log: Pick<PackedLog, 'json'>): EventRecord[] {
	return JSON.parse(log.json) as EventRecord[];
}
