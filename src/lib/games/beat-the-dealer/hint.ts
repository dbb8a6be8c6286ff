// The hint the table can switch on: how likely each rank is, from the cards the guesser can
// see (the face-up cards, and the dealer's "higher" or "lower"), and the guess that leaves the
// guesser the fewest points to take on average. The held card is never an input: the hint
// knows only what the table knows.
import {
	byRank,
	leftByRank,
	RANKS,
	rankValue,
	sideOf,
	type ByRank,
	type Card,
	type Rank,
	type Side
} from '../shared/cards';
import { isDumbGuess, type BtdRules } from './rules';

/** A suggested guess: the rank, the points the guesser can expect to take, its chance of being right. */
export type Advice = { rank: Rank; expected: number; chance: number };

/** The chance of each rank being the card; after a first guess and the dealer's word, only that side. */
export function rankChances(
	faceUp: readonly Card[],
	aceHigh: boolean,
	told?: { guess: Rank; side: Side }
): ByRank<number> {
	const left = leftByRank(faceUp);
	const possible = byRank((rank) => (told && sideOf(rank, told.guess, aceHigh) !== told.side ? 0 : left[rank]));
	const total = RANKS.reduce((sum, rank) => sum + possible[rank], 0);
	return byRank((rank) => (total === 0 ? 0 : possible[rank] / total));
}

function penalty(rank: Rank, faceUp: readonly Card[], rules: BtdRules): number {
	return rules.dumbGuess && isDumbGuess(rank, faceUp) ? rules.dumbGuessPenalty : 0;
}

/** What a guesser can expect to take for a guess that ends the turn: the difference when wrong. */
function expectedDifference(guess: Rank, chances: ByRank<number>, aceHigh: boolean): number {
	return RANKS.reduce(
		(sum, rank) =>
			rank === guess ? sum : sum + chances[rank] * Math.abs(rankValue(guess, aceHigh) - rankValue(rank, aceHigh)),
		0
	);
}

type Candidate = Advice & { larger: number };

/**
 * How much of the chance lies on the guess's bigger side. The rulebook's tip ("seven leaves
 * the fewest possibilities") breaks ties between guesses that expect the same.
 */
function largerSide(guess: Rank, chances: ByRank<number>, aceHigh: boolean): number {
	let higher = 0;
	let lower = 0;
	for (const rank of RANKS) {
		const side = sideOf(rank, guess, aceHigh);
		if (side === 'higher') higher += chances[rank];
		if (side === 'lower') lower += chances[rank];
	}
	return Math.max(higher, lower);
}

const EPSILON = 1e-9;

/** The fewest points expected; on a tie the likelier rank, then the more even split, then the lower rank. */
function best(candidates: Candidate[]): Advice {
	const better = (a: Candidate, b: Candidate) => {
		if (Math.abs(a.expected - b.expected) > EPSILON) return a.expected < b.expected;
		if (Math.abs(a.chance - b.chance) > EPSILON) return a.chance > b.chance;
		return a.larger < b.larger - EPSILON;
	};
	const { rank, expected, chance } = candidates.reduce((a, b) => (better(b, a) ? b : a));
	return { rank, expected, chance };
}

export function bestSecondGuess(faceUp: readonly Card[], first: Rank, side: Side, rules: BtdRules): Advice {
	const chances = rankChances(faceUp, rules.aceHigh, { guess: first, side });
	return best(
		RANKS.map((rank) => ({
			rank,
			chance: chances[rank],
			expected: penalty(rank, faceUp, rules) + expectedDifference(rank, chances, rules.aceHigh),
			larger: largerSide(rank, chances, rules.aceHigh)
		}))
	);
}

export function bestFirstGuess(faceUp: readonly Card[], rules: BtdRules): Advice {
	const chances = rankChances(faceUp, rules.aceHigh);
	return best(
		RANKS.map((rank) => {
			let expected = penalty(rank, faceUp, rules);
			if (rules.oneGuess) expected += expectedDifference(rank, chances, rules.aceHigh);
			else {
				for (const side of ['higher', 'lower'] as const) {
					const onSide = RANKS.reduce(
						(sum, r) => (sideOf(r, rank, rules.aceHigh) === side ? sum + chances[r] : sum),
						0
					);
					if (onSide > 0) expected += onSide * bestSecondGuess(faceUp, rank, side, rules).expected;
				}
			}
			return { rank, chance: chances[rank], expected, larger: largerSide(rank, chances, rules.aceHigh) };
		})
	);
}
