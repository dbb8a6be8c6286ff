// A finished game's figures as kept for player pages (storage/details.ts): read once from the
// replayed game by its own rules, as of its log's lastSeq.
import type { GameRecord } from '$lib/model';
import type { DetailsRecord } from '$lib/storage/records';
import type { AnyGame } from './game-module';

/** The figures of one replayed game, or null for a game that keeps none. */
export function detailsOf(
	game: Pick<GameRecord, 'id' | 'lastSeq' | 'setup'>,
	rules: AnyGame,
	snapshot: unknown
): DetailsRecord | null {
	const figures = rules.stats.figures;
	return figures
		? { gameId: game.id, lastSeq: game.lastSeq, players: [...game.setup.seats], details: figures(snapshot) }
		: null;
}
