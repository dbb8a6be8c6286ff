// Events from another phone, a backup or a sync, merged into the games held here: each game they
// change is replayed by its own rules, and what the replay gives (summary, figures) is stored with
// the merged log in one transaction (storage/merge-logs.ts).
import type { StampedEvent } from '$lib/log/merge';
import { getGame } from '$lib/storage/games';
import { mergeHere, withReadUnder, type Derive, type Derived, type MergeReport } from '$lib/storage/merge-logs';
import type { EventRecord, GameRecord } from '$lib/model';
import { detailsOf } from './details';
import type { AnyGame } from './game-module';
import { fitsEach, replay } from './replay';

/**
 * What a game's merged log leads to, by its rules; a log from a newer version keeps its summary.
 * The events the merge added are read here, where they enter: the log held before is trusted
 * as read only when they all fit, and otherwise read whole, so a damaged one is refused by name.
 */
export function deriveGame(
	rules: AnyGame,
	game: GameRecord,
	log: readonly EventRecord[],
	added: readonly EventRecord[]
): Derived {
	const version = game.rulesVersion ?? rules.rulesVersion;
	const readBefore = game.readUnder === rules.rulesVersion && fitsEach(rules, added, version);
	const { snapshot, newer, readUnder } = replay(
		rules,
		game.setup,
		log,
		withReadUnder(game, readBefore ? game.readUnder : undefined)
	);
	if (newer) return { summary: game.summary, details: null, readUnder };
	const summary = rules.summarize(snapshot);
	return { summary, details: summary.finished ? detailsOf(game, rules, snapshot) : null, readUnder };
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
	return (game, log, added) => {
		const rules = loaded.get(game.kind);
		// A game of a kind this version does not know is shown as it was stored.
		return rules ? deriveGame(rules, game, log, added) : { summary: game.summary, details: null };
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
