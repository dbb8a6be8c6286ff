// Places from scores, with ties sharing a place (1, 1, 3: "competition ranking").
import type { Standing } from '$lib/model';

export function standings(
	scores: readonly { playerId: string; score: number }[],
	better: 'higher' | 'lower'
): Standing[] {
	const sign = better === 'higher' ? -1 : 1;
	const sorted = [...scores].sort((a, b) => sign * (a.score - b.score));
	return sorted.map((entry) => ({
		...entry,
		place: 1 + sorted.filter((other) => sign * (other.score - entry.score) < 0).length
	}));
}

/** Each seat's total from points handed out one by one. */
export function totalsBySeat(charges: readonly { seat: number; points: number }[], players: number): number[] {
	const totals = new Array<number>(players).fill(0);
	for (const { seat, points } of charges) totals[seat]! += points;
	return totals;
}
