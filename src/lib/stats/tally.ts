// What finished games add to each seated player's figures, as sums a game can be added to and
// taken away from exactly. storage/keep-player-totals.ts keeps one PlayerTally per player in step
// with every write, so a player page reads one record instead of every game it counts.
import type { GameRecord } from '$lib/model';
import type { DetailsRecord, KindTally, PlayerTally } from '$lib/storage/records';
import type { Tallies } from '$lib/storage/tally-rules';
import { findGame } from '$lib/games';
import { addFigures, isZeroFigures } from './figures';
import { resultsOf } from './results';

const emptyKind = (): KindTally => ({
	played: 0,
	wins: {},
	placeSum: 0,
	placed: 0,
	tableSum: 0,
	scoreSum: 0,
	scores: {},
	progress: 0,
	bossesBeaten: 0,
	teamWins: 0,
	teamLosses: 0,
	counted: 0,
	uncounted: 0,
	detail: null
});

function bump(counts: Record<string, number>, key: string, by: number): void {
	const next = (counts[key] ?? 0) + by;
	if (next === 0) delete counts[key];
	else counts[key] = next;
}

/** Adds (sign 1) or takes away (sign -1) what one game, with its details record if any, counts for. */
export function tallyGame(
	tallies: Tallies,
	game: GameRecord | undefined,
	details: DetailsRecord | undefined,
	sign: 1 | -1
): void {
	if (!game) return;
	const results = resultsOf(game);
	if (!results.length) return;
	const { summary } = game;
	const winners = results.filter((r) => r.place === 1).length;
	const counted = details !== undefined && details.lastSeq === game.lastSeq;
	for (const result of results) {
		const player = tallies.get(result.playerId) ?? { playerId: result.playerId, kinds: {} };
		tallies.set(result.playerId, player);
		const kind = (player.kinds[game.kind] ??= emptyKind());
		kind.played += sign;
		if (result.win > 0) bump(kind.wins, String(winners), sign);
		if (result.place !== null) {
			kind.placeSum += sign * result.place;
			kind.placed += sign;
			kind.tableSum += sign * result.players;
		}
		kind.scoreSum += sign * result.score;
		bump(kind.scores, String(result.score), sign);
		kind.progress += sign * (summary.progress?.done ?? 0);
		if (summary.team) {
			// Bosses faced, less the one that beat the team.
			kind.bossesBeaten += sign * Math.max(0, (summary.progress?.done ?? 0) - (summary.team === 'lost' ? 1 : 0));
			if (summary.team === 'won') kind.teamWins += sign;
			else kind.teamLosses += sign;
		}
		if (!findGame(game.kind)?.keepsFigures) continue;
		const detail = counted ? details.details[result.playerId] : undefined;
		if (!detail) {
			kind.uncounted += sign;
			continue;
		}
		kind.counted += sign;
		kind.detail = addFigures(kind.detail ?? {}, detail, sign);
	}
}

/** Every player's tally counted from scratch from the games and details records, as kept ones are stored. */
export function tallyGames(games: readonly GameRecord[], details: readonly DetailsRecord[]): Tallies {
	const byGame = new Map(details.map((d) => [d.gameId, d]));
	const tallies: Tallies = new Map();
	for (const game of games) tallyGame(tallies, game, byGame.get(game.id), 1);
	return new Map([...tallies].map(([id, tally]) => [id, addTallies(undefined, tally)]));
}

/** `total` plus `change`, in one order of keys whatever the order games came in, and without what is zero. */
export function addTallies(total: PlayerTally | undefined, change: PlayerTally): PlayerTally {
	const kinds: Record<string, KindTally> = {};
	for (const name of [...new Set([...Object.keys(total?.kinds ?? {}), ...Object.keys(change.kinds)])].sort()) {
		const sum = addKinds(total?.kinds[name] ?? emptyKind(), change.kinds[name] ?? emptyKind());
		if (!isEmpty(sum)) kinds[name] = sum;
	}
	return { playerId: change.playerId, kinds };
}

function addKinds(a: KindTally, b: KindTally): KindTally {
	const counts = (x: Record<string, number>, y: Record<string, number>) => {
		const sum = { ...x };
		for (const [key, n] of Object.entries(y)) bump(sum, key, n);
		return Object.fromEntries(Object.entries(sum).sort(([p], [q]) => Number(p) - Number(q)));
	};
	const counted = a.counted + b.counted;
	const detail = a.detail && b.detail ? addFigures(a.detail, b.detail, 1) : (a.detail ?? b.detail);
	return {
		played: a.played + b.played,
		wins: counts(a.wins, b.wins),
		placeSum: a.placeSum + b.placeSum,
		placed: a.placed + b.placed,
		tableSum: a.tableSum + b.tableSum,
		scoreSum: a.scoreSum + b.scoreSum,
		scores: counts(a.scores, b.scores),
		progress: a.progress + b.progress,
		bossesBeaten: a.bossesBeaten + b.bossesBeaten,
		teamWins: a.teamWins + b.teamWins,
		teamLosses: a.teamLosses + b.teamLosses,
		counted,
		uncounted: a.uncounted + b.uncounted,
		// Added to nothing, the figures come back in the one order of names every sum has.
		detail: counted === 0 || !detail ? null : addFigures({}, detail, 1)
	};
}

/** A change that changes nothing (a game written again as it was, or one that counts for nothing). */
export function isEmpty(kind: KindTally): boolean {
	const { wins, scores, detail, ...figures } = kind;
	return (
		Object.values(figures).every((n) => n === 0) &&
		!Object.keys(wins).length &&
		!Object.keys(scores).length &&
		(!detail || isZeroFigures(detail))
	);
}
