// Counting the details of finished games not counted yet (or changed since): each is replayed
// once, read, and kept, a batch at a time so the page can say how far it is.
import type { AnyGame } from '$lib/runtime/game-module';
import { detailsOf } from '$lib/runtime/details';
import { replay } from '$lib/runtime/replay';
import { saveDetails } from '$lib/storage/details';
import { loadGame } from '$lib/storage/games';
import type { GameRecord } from '$lib/model';
import type { DetailsRecord } from '$lib/storage/records';
import { findGame } from '$lib/games';

const BATCH = 100;

export function needsCounting(games: readonly GameRecord[], known: readonly DetailsRecord[]): GameRecord[] {
	const counted = new Map(known.map((r) => [r.gameId, r.lastSeq]));
	return games.filter(
		(g) => g.summary.finished && findGame(g.kind)?.keepsFigures === true && counted.get(g.id) !== g.lastSeq
	);
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
			const record = detailsOf(
				stored.game,
				rules,
				replay(rules, stored.game.setup, stored.events, stored.game).snapshot
			);
			if (record) records.push(record);
		}
		await saveDetails(records);
		onProgress(Math.min(games.length, start + BATCH));
	}
}
