// A stored game for reading, not playing: its final snapshot and its whole log, each event
// marked as in effect, undone, refused by the rules on replay, or a second copy of an action.
import { findGame } from '$lib/games';
import { m } from '$lib/paraglide/messages.js';
import { loadGame } from '$lib/storage/games';
import type { EventRecord, GameRecord } from '$lib/storage/records';
import type { AnyGame, AnyGameModule, GameMeta, RuleError, SeatName } from './game-module';
import { effectiveEvents, replay, toMachineEvent, upcast, type Replayed } from './replay';
import { UNDO } from '$lib/log/undo';
import type { LogTrouble } from './game-session.svelte';

export type LoggedEvent = EventRecord & { undone: boolean; refusal: RuleError | null; twin: boolean };
export type GameRecordView = {
	meta: GameMeta;
	module: AnyGameModule;
	game: GameRecord;
	snapshot: Replayed<unknown>['snapshot'];
	log: LoggedEvent[];
	trouble: LogTrouble;
};

/** The log as this version reads it, each event marked undone or refused as replay found it. */
export function markLog(
	game: Pick<AnyGame, 'rulesVersion' | 'upcasters'>,
	record: Pick<GameRecord, 'rulesVersion'>,
	log: readonly EventRecord[],
	trouble: Pick<LogTrouble, 'refused' | 'twins'>
): LoggedEvent[] {
	const read = log.map((event) => upcast(game, event, record.rulesVersion ?? game.rulesVersion));
	const kept = new Set(effectiveEvents(read).map((e) => e.id));
	const refusals = new Map(trouble.refused.map(({ record, refusal }) => [record.id, refusal]));
	const twins = new Set(trouble.twins.map(({ id }) => id));
	return read.map((event) => ({
		...event,
		undone: event.type !== UNDO && !kept.has(event.id),
		refusal: refusals.get(event.id) ?? null,
		twin: twins.has(event.id)
	}));
}

/** One line of the record; an event the game cannot read (of an unknown type, or unreadable) is named by its type. */
export function describeLogged(module: AnyGame, event: EventRecord, nameOf: SeatName, now: unknown): string {
	if (event.type === UNDO) return m.event_undo();
	const read = toMachineEvent(event);
	if (!(event.type in module.events) || module.read(read)) return event.type;
	return module.describeEvent(read, nameOf, now);
}

export async function readGameRecord(gameId: string): Promise<GameRecordView | null> {
	const stored = await loadGame(gameId);
	const meta = stored && findGame(stored.game.kind);
	if (!stored || !meta) return null;
	const module = await meta.load();
	const { snapshot, ...trouble } = replay(module, stored.game.setup, stored.events, stored.game);
	return {
		meta,
		module,
		game: stored.game,
		snapshot,
		log: markLog(module, stored.game, stored.events, trouble),
		trouble
	};
}
