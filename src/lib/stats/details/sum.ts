// A player's details over many games of one kind, added up: and taken away again when a game is
// deleted or changed (stats/tally.ts keeps the sums).
import type { Detail } from './types';

/** a + b, or a - b with sign -1. A role of The Dealer no longer held in any game is left out. */
export function addDetail(a: Detail, b: Detail, sign: 1 | -1): Detail {
	if (a.kind === 'wizard' && b.kind === 'wizard')
		return { kind: a.kind, rounds: a.rounds + sign * b.rounds, bidsMade: a.bidsMade + sign * b.bidsMade };
	if (a.kind === 'the-dealer' && b.kind === 'the-dealer') {
		const roles = structuredClone(a.roles);
		for (const [role, { held, scored }] of Object.entries(b.roles)) {
			const tally = (roles[role] ??= { held: 0, scored: 0 });
			tally.held += sign * held;
			tally.scored += sign * scored;
			if (tally.held === 0 && tally.scored === 0) delete roles[role];
		}
		return { kind: a.kind, rounds: a.rounds + sign * b.rounds, busts: a.busts + sign * b.busts, roles };
	}
	if ((a.kind === 'beat-the-dealer' || a.kind === 'fuck-the-dealer') && a.kind === b.kind)
		return { kind: a.kind, given: a.given + sign * b.given };
	return a;
}

/** Nothing but zeros: what a game's details less the same details leave. */
export function isZeroDetail(detail: Detail): boolean {
	if (detail.kind === 'wizard') return detail.rounds === 0 && detail.bidsMade === 0;
	if (detail.kind === 'the-dealer')
		return detail.rounds === 0 && detail.busts === 0 && Object.keys(detail.roles).length === 0;
	return detail.given === 0;
}

/** The same detail with a zero of every figure: what a sum starts from. */
export function zeroDetail(detail: Detail): Detail {
	return addDetail(detail, detail, -1);
}
