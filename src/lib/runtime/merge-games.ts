// Events from another phone, a backup or a sync, merged into the games held here: each game they
// change is replayed by its own rules, and what the replay gives (summary, figures) is stored with
// the merged log in one transaction (storage/merge-logs.ts).
import type { StampedEvent } from '$lib/log/merge';
import { getGame } from '$lib/storage/games';
import { mergeHere, type Derive, type Derived, type MergeReport } from '$lib/storage/merge-logs';
import type { EventRecord, GameRecord } from '$lib/model';
import { detailsOf } from './details';
import type { AnyGame } from './game-module';
import { replay } from './replay';

/** What a game's merged log leads to, by its rules; a log from a newer version keeps its summary. */
export function deriveGame(rules: AnyGame, game: GameRecord, log: readonly EventRecord[]): Derived {
	const { snapshot, newer } = replay(rules, game.setup, log, game);
	if (newer) return { summary: game.summary, details: null };
	const summary = rules.summarize(snapshot);
	return { summary, details: summary.finished ? detailsOf(game, rules, snapshot) : null };
}

/** A game kind's rules, loaded when needed; undefined for a kind this app does not know. */
export type RulesOf = (kind: string) => Promise<AnyGame | undefined>;

/** The rules of every kind among these games, loaded before a transaction (which cannot wait on them). */
export async function rulesFor(kinds: Iterable<string>, rulesOf: RulesOf): Promise<Derive> {
	const loaded = new Map<string, AnyGame>();
	for (const kind of new Set(kinds)) {
		const rules = await rulesOf(kind);
		if (rules) loaded.set(kind, rules);
	}
	return (game, log) => {
		const rules = loaded.get(game.kind);
		// A game of a kind this version does not know is shown as it was stored.
		return rules ? deriveGame(rules, game, log) : { summary: game.summary, details: null };
	};
}

export async function mergeGames(
	incoming: readonly StampedEvent[],
	rulesOf: RulesOf,
	now = Date.now()
): Promise<MergeReport> {
	const gameIds = new Set(incoming.map((event) => event.gameId));
	const games = await Promise.all([...gameIds].map(getGame));
	const derive = await rulesFor(
		games.filter((game) => game !== undefined).map((game) => game.kind),
		rulesOf
	);
	return mergeHere(incoming, derive, now);
}
