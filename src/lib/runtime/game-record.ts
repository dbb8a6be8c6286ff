// A stored game for reading, not playing: its final snapshot and its whole log, each event
// marked as in effect, undone, refused by the rules on replay, a second copy of an action, or a
// Redo (an undone action entered again).
import { parseHlc } from '$lib/log/hlc';
import { canonical } from '$lib/log/merge';
import { m } from '$lib/paraglide/messages.js';
import { loadGame } from '$lib/storage/games';
import type { EventRecord, GameRecord } from '$lib/model';
import type { AnyGame, AnyGameModule, FindGame, GameMeta, RuleError, SeatName } from './game-module';
import { effectiveEvents, replay, toMachineEvent, upcast, type Replayed } from './replay';
import { UNDO } from '$lib/log/undo';
import type { LogTrouble } from './game-session.svelte';

export type LoggedEvent = EventRecord & {
	undone: boolean;
	refusal: RuleError | null;
	twin: boolean;
	/** An undone action entered again by Redo. */
	redo: boolean;
	/** When it was entered: a redo's own time, not the time of the action it puts back. */
	enteredAt: number;
};
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
	const redos = redosIn(read);
	return read.map((event) => {
		const redo = redos.has(event.id);
		return {
			...event,
			undone: event.type !== UNDO && !kept.has(event.id),
			refusal: refusals.get(event.id) ?? null,
			twin: twins.has(event.id),
			redo,
			// The redo carries the time of the action it puts back; its clock stamp says when it was written.
			enteredAt: (redo && event.hlc && parseHlc(event.hlc)?.millis) || event.at
		};
	});
}

/**
 * The ids of the redos in a log: Redo stores an undone action again as it was (game-session's
 * redo(): its type, payload and time), so an action that matches one undone before it, to the
 * millisecond, is that action put back. One entered anew by hand has a time of its own.
 */
function redosIn(log: readonly EventRecord[]): Set<string> {
	const byId = new Map(log.map((event) => [event.id, event]));
	const bySeq = new Map(log.map((event) => [event.seq, event]));
	const same = (a: EventRecord, b: EventRecord) =>
		a.type === b.type && a.at === b.at && canonical(a.payload) === canonical(b.payload);
	/** Actions undone so far and not yet put back. */
	const undone: EventRecord[] = [];
	const redos = new Set<string>();
	for (const event of log) {
		if (event.type === UNDO) {
			const { id, seq } = event.payload;
			const target = id !== undefined ? byId.get(id as string) : bySeq.get(seq as number);
			if (target) undone.push(target);
			continue;
		}
		const putBack = undone.findLastIndex((action) => same(action, event));
		if (putBack < 0) continue;
		undone.splice(putBack, 1);
		redos.add(event.id);
	}
	return redos;
}

/** One line of the record; an event the game cannot read (of an unknown type, or unreadable) is named by its type. */
export function describeLogged(module: AnyGame, event: EventRecord, nameOf: SeatName, now: unknown): string {
	if (event.type === UNDO) return m.event_undo();
	const read = toMachineEvent(event);
	if (!(event.type in module.events) || module.read(read)) return event.type;
	return module.describeEvent(read, nameOf, now);
}

export async function readGameRecord(gameId: string, findGame: FindGame): Promise<GameRecordView | null> {
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
