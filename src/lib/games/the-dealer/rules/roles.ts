// The role cards (rulebook 000, sections 1, 8-11): the Dealer card and nine roles, each with
// the phase its power acts in. With N players the Dealer card and N-1 roles are in play, and
// the whole set passes left every round, so the roles in play stay the same all game.
import type { TheDealerRefusal } from './vocabulary';

export const ROLE_CARDS = [
	'frenemy',
	'secretKeeper',
	'sniper',
	'giant',
	'prophet',
	'supercomputer',
	'witness',
	'destroyer',
	'gambler'
] as const;
export type RoleCard = (typeof ROLE_CARDS)[number];
export type Role = RoleCard | 'dealer';

/** The phases of a round, in order; a power acts in one of them (the rulebook's icons). */
export const PHASES = ['before', 'deal', 'reveal', 'score'] as const;
export type Phase = (typeof PHASES)[number];

const POWER_PHASE: Record<RoleCard, Phase> = {
	frenemy: 'before',
	secretKeeper: 'before',
	sniper: 'before',
	giant: 'deal',
	prophet: 'deal',
	supercomputer: 'deal',
	witness: 'deal',
	destroyer: 'reveal',
	gambler: 'reveal'
};

/** Frenemy and Sniper choose before the round and are paid at the score. */
export function actsIn(role: Role, phase: Phase): boolean {
	if (role === 'dealer') return phase === 'deal' || phase === 'score';
	if (phase === 'score') return role === 'frenemy' || role === 'sniper';
	return POWER_PHASE[role] === phase;
}

function isRoleCard(value: Role | null): value is RoleCard {
	return (ROLE_CARDS as readonly unknown[]).includes(value);
}

/**
 * The roles as handed out at the start (by seat): the Dealer card to the first Dealer and
 * one distinct role card to every other player.
 */
export function checkRoles(
	roles: readonly (Role | null)[],
	players: number,
	firstDealer: number
): TheDealerRefusal | null {
	if (roles.length !== players) return { code: 'roles_incomplete' };
	if (roles[firstDealer] !== 'dealer') return { code: 'roles_dealer_card' };
	const others = roles.filter((_, seat) => seat !== firstDealer);
	if (!others.every(isRoleCard)) return { code: 'roles_incomplete' };
	if (new Set(others).size !== others.length) return { code: 'roles_repeated' };
	return null;
}

/** Every card passes left once per round: in round r a seat holds what its right-hand neighbour held in round r-1. */
export function rolesInRound(initial: readonly Role[], round: number): Role[] {
	const players = initial.length;
	return initial.map((_, seat) => initial[(((seat - (round - 1)) % players) + players) % players]!);
}

/**
 * The app deals the roles as the Dealer would: shuffle the nine role cards and hand one to
 * each other player. `random` returns a number in [0, 1); the screen passes its randomness
 * and stores the result in the event, so replay never rolls again.
 */
export function dealRoles(players: number, firstDealer: number, random: () => number): Role[] {
	const deck: RoleCard[] = [...ROLE_CARDS];
	for (let i = deck.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[deck[i], deck[j]] = [deck[j]!, deck[i]!];
	}
	let next = 0;
	return Array.from({ length: players }, (_, seat) => (seat === firstDealer ? 'dealer' : deck[next++]!));
}
