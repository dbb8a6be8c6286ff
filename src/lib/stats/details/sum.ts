// A player's details over many games of one kind, added up.
import type { DetailsRecord, GameRecord } from '$lib/storage/records';
import type { Detail } from './types';

function add(a: Detail, b: Detail): Detail {
	if (a.kind === 'wizard' && b.kind === 'wizard') return { kind: a.kind, rounds: a.rounds + b.rounds, bidsMade: a.bidsMade + b.bidsMade };
	if (a.kind === 'the-dealer' && b.kind === 'the-dealer') {
		const roles = structuredClone(a.roles);
		for (const [role, { held, scored }] of Object.entries(b.roles)) {
			const tally = (roles[role] ??= { held: 0, scored: 0 });
			tally.held += held;
			tally.scored += scored;
		}
		return { kind: a.kind, rounds: a.rounds + b.rounds, busts: a.busts + b.busts, roles };
	}
	if ((a.kind === 'beat-the-dealer' || a.kind === 'fuck-the-dealer') && a.kind === b.kind) return { kind: a.kind, given: a.given + b.given };
	return a;
}

/** By kind, over the given games only (a record of a deleted or changed game is left out). */
export function sumDetails(playerId: string, records: readonly DetailsRecord[], games: readonly GameRecord[]): Map<string, Detail> {
	const current = new Map(games.map((g) => [g.id, g.lastSeq]));
	const sums = new Map<string, Detail>();
	for (const record of records) {
		const detail = record.details[playerId];
		if (!detail || current.get(record.gameId) !== record.lastSeq) continue;
		const sum = sums.get(detail.kind);
		sums.set(detail.kind, sum ? add(sum, detail) : detail);
	}
	return sums;
}
