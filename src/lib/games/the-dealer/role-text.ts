// Role names and powers in the player's words (rulebook sections 9-11, shortened).
import { m } from '$lib/paraglide/messages.js';
import type { Role } from './roles';

export function roleName(role: Role): string {
	return {
		dealer: m.the_dealer_role_dealer,
		frenemy: m.the_dealer_role_frenemy,
		secretKeeper: m.the_dealer_role_secret_keeper,
		sniper: m.the_dealer_role_sniper,
		giant: m.the_dealer_role_giant,
		prophet: m.the_dealer_role_prophet,
		supercomputer: m.the_dealer_role_supercomputer,
		witness: m.the_dealer_role_witness,
		destroyer: m.the_dealer_role_destroyer,
		gambler: m.the_dealer_role_gambler
	}[role]();
}

export function powerText(role: Role): string {
	return {
		dealer: m.the_dealer_power_dealer,
		frenemy: m.the_dealer_power_frenemy,
		secretKeeper: m.the_dealer_power_secret_keeper,
		sniper: m.the_dealer_power_sniper,
		giant: m.the_dealer_power_giant,
		prophet: m.the_dealer_power_prophet,
		supercomputer: m.the_dealer_power_supercomputer,
		witness: m.the_dealer_power_witness,
		destroyer: m.the_dealer_power_destroyer,
		gambler: m.the_dealer_power_gambler
	}[role]();
}
