// Counting the details of finished games not counted yet (or changed since): each is replayed
// once, read, and kept, a batch at a time so the page can say how far it is.
import type { AnyGame } from '$lib/runtime/game-module';
import { replay } from '$lib/runtime/replay';
import { saveDetails } from '$lib/storage/details';
import { loadGame } from '$lib/storage/games';
import type { DetailsRecord, GameRecord } from '$lib/storage/records';
import { DETAILS, extractorOf } from '.';

const BATCH = 100;

export function needsCounting(games: readonly GameRecord[], known: readonly DetailsRecord[]): GameRecord[] {
	const counted = new Map(known.map((r) => [r.gameId, r.lastSeq]));
	return games.filter((g) => g.summary.finished && g.kind in DETAILS && counted.get(g.id) !== g.lastSeq);
}

/** The details of one replayed game, or null for a game with none. */
export async function detailsOf(
	game: Pick<GameRecord, 'id' | 'kind' | 'lastSeq' | 'setup'>,
	snapshot: unknown
): Promise<DetailsRecord | null> {
	const extract = await extractorOf(game.kind);
	return extract
		? { gameId: game.id, lastSeq: game.lastSeq, players: [...game.setup.seats], details: extract(snapshot) }
		: null;
}

export async function countDetails(
	games: readonly GameRecord[],
	rulesOf: (kind: string) => Promise<AnyGame | undefined>,
	onProgress: (done: number) => void
): Promise<void> {
	for (let start = 0; start < games.length; start += BATCH) {
		const records: DetailsRecord[] = [];
		// The batch's games read all at once: one after another, 5,000 games waited most of
		// their 14 s on IndexedDB's answers.
		const batch = await Promise.all(games.slice(start, start + BATCH).map((game) => loadGame(game.id)));
		for (const stored of batch) {
			const rules = stored && (await rulesOf(stored.game.kind));
			if (!stored || !rules) continue;
			const record = await detailsOf(
				stored.game,
				replay(rules, stored.game.setup, stored.events, stored.game).snapshot
			);
			if (record) records.push(record);
		}
		await saveDetails(records);
		onProgress(Math.min(games.length, start + BATCH));
	}
}
