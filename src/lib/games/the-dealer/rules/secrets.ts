// The secret choices before a round: the Frenemy's pick and the Sniper's prediction.
import type { Role } from './roles';
import { SNIPER_CARDS, type Entry, type FrenemyEntry, type TheDealerRefusal } from './vocabulary';

export function checkFrenemy({ target, stance }: FrenemyEntry, roles: readonly Role[]): TheDealerRefusal | null {
	if (target === null || target >= roles.length) return { code: 'frenemy_target' };
	// The Dealer holds no cards, so can neither succeed nor bust: not a possible target.
	if (roles[target] === 'frenemy' || roles[target] === 'dealer') return { code: 'frenemy_target' };
	if (stance === null) return { code: 'frenemy_stance' };
	return null;
}

export function checkSniper(prediction: Entry): TheDealerRefusal | null {
	return (SNIPER_CARDS as readonly Entry[]).includes(prediction) ? null : { code: 'sniper_card' };
}

/** The secret choices a round needs: one per before-round role in play that chooses. */
export function checkSecrets(
	roles: readonly Role[],
	frenemy: FrenemyEntry | null,
	sniper: Entry
): TheDealerRefusal | null {
	if (roles.includes('frenemy')) {
		if (frenemy === null) return { code: 'frenemy_target' };
		const problem = checkFrenemy(frenemy, roles);
		if (problem) return problem;
	} else if (frenemy !== null) return { code: 'not_in_play' };
	if (roles.includes('sniper')) return checkSniper(sniper);
	return sniper === null ? null : { code: 'not_in_play' };
}
