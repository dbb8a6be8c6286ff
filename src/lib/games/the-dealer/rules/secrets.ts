// The secret choices before a round: the Frenemy's pick and the Sniper's prediction.
import type { Role } from '../roles';
import { SNIPER_CARDS, STANCES, type TheDealerRefusal } from './vocabulary';

export function checkFrenemy(
	pick: { target?: unknown; stance?: unknown },
	roles: readonly Role[]
): TheDealerRefusal | null {
	const { target, stance } = pick;
	const players = roles.length;
	if (typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= players)
		return { code: 'frenemy_target' };
	// The Dealer holds no cards, so can neither succeed nor bust: not a possible target.
	if (roles[target] === 'frenemy' || roles[target] === 'dealer') return { code: 'frenemy_target' };
	if (!(STANCES as readonly unknown[]).includes(stance)) return { code: 'frenemy_stance' };
	return null;
}

export function checkSniper(prediction: unknown): TheDealerRefusal | null {
	return (SNIPER_CARDS as readonly unknown[]).includes(prediction) ? null : { code: 'sniper_card' };
}

/** The secret choices a round needs: one per before-round role in play that chooses. */
export function checkSecrets(roles: readonly Role[], frenemy: unknown, sniper: unknown): TheDealerRefusal | null {
	if (roles.includes('frenemy')) {
		if (typeof frenemy !== 'object' || frenemy === null) return { code: 'frenemy_target' };
		const problem = checkFrenemy(frenemy, roles);
		if (problem) return problem;
	} else if (frenemy !== null && frenemy !== undefined) return { code: 'not_in_play' };
	if (roles.includes('sniper')) return checkSniper(sniper);
	return sniper === null || sniper === undefined ? null : { code: 'not_in_play' };
}
