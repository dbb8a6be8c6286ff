// The endgame's tiebreaker (rulebook section 12): the players tied for the most points each
// guess the number on a face-down card; the correct ones go on, until one is left.
// Decision where the rulebook is silent: when nobody guesses right, all of them go again.
import type { Standing } from '$lib/model';
import { standings } from '../shared/standings';
import { isCardValue, type Entry, type TheDealerRefusal } from './rules';

/** One tiebreak round: the seats still in, with their guesses and cards in the same order. */
export type TiebreakRound = { seats: number[]; guesses: number[]; cards: number[] };

/** The seats with the highest total: more than one means a tiebreaker. */
export function leaders(totals: readonly number[]): number[] {
	const best = Math.max(...totals);
	return totals.flatMap((total, seat) => (total === best ? [seat] : []));
}

/** Who goes on after one round: the correct players, or everyone when nobody was correct. */
export function survivors(round: TiebreakRound): number[] {
	const correct = round.seats.filter((_, i) => round.guesses[i] === round.cards[i]);
	return correct.length ? correct : [...round.seats];
}

/** The seats still in after these rounds; one seat when the tie is broken. */
export function contenders(tied: readonly number[], rounds: readonly TiebreakRound[]): number[] {
	return rounds.reduce<number[]>((still, round) => survivors(round), [...tied]);
}

export function checkTiebreak(
	still: readonly number[],
	guesses: readonly Entry[],
	cards: readonly Entry[]
): TheDealerRefusal | null {
	if (still.length < 2) return { code: 'no_tie' };
	for (const values of [guesses, cards]) {
		if (values.length !== still.length || !values.every(isCardValue)) {
			return { code: 'tiebreak_entries', params: { count: still.length } };
		}
	}
	return null;
}

/**
 * Places by total (ties share), except among those tied for first: the tiebreaker's winner
 * first, then the others by how long they lasted (those out in the same round share a place).
 */
export function finalStandings(
	seats: readonly string[],
	totals: readonly number[],
	rounds: readonly TiebreakRound[]
): Standing[] {
	const byTotal = standings(
		seats.map((playerId, seat) => ({ playerId, score: totals[seat] ?? 0 })),
		'higher'
	);
	const tied = leaders(totals);
	if (tied.length < 2) return byTotal;
	const lasted = new Map(tied.map((seat) => [seats[seat]!, 0]));
	for (const round of rounds) {
		for (const seat of survivors(round)) lasted.set(seats[seat]!, lasted.get(seats[seat]!)! + 1);
	}
	const top = byTotal
		.filter((s) => lasted.has(s.playerId))
		.map((s) => ({ ...s, place: 1 + [...lasted.values()].filter((n) => n > lasted.get(s.playerId)!).length }))
		.sort((a, b) => a.place - b.place);
	return [...top, ...byTotal.filter((s) => !lasted.has(s.playerId))];
}
