// A stored game for reading, not playing: its final snapshot and its whole log, with every
// event marked as in effect or undone.
import { findGame } from '$lib/games';
import { loadGame } from '$lib/storage/games';
import type { EventRecord, GameRecord } from '$lib/storage/records';
import type { AnyMachineSnapshot } from 'xstate';
import type { GameMeta, GameModule } from './game-module';
import { UNDO, effectiveEvents, replay } from './replay';

export type LoggedEvent = EventRecord & { undone: boolean };
export type GameRecordView = { meta: GameMeta; module: GameModule; game: GameRecord; snapshot: AnyMachineSnapshot; log: LoggedEvent[] };

export function markUndone(log: readonly EventRecord[]): LoggedEvent[] {
	const kept = new Set(effectiveEvents(log).map((e) => e.id));
	return log.map((event) => ({ ...event, undone: event.type !== UNDO && !kept.has(event.id) }));
}

export async function readGameRecord(gameId: string): Promise<GameRecordView | null> {
	const stored = await loadGame(gameId);
	const meta = stored && findGame(stored.game.kind);
	if (!stored || !meta) return null;
	const module = await meta.load();
	return { meta, module, game: stored.game, snapshot: replay(module, stored.game.setup, stored.events), log: markUndone(stored.events) };
}
