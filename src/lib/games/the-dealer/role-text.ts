// Role names and powers in the player's words (rulebook sections 9-11, shortened).
import { m } from '$lib/paraglide/messages.js';
import type { Role } from './rules/roles';
import type { Rewards } from './rules';

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

/** A role's power; the Dealer's, Frenemy's and Sniper's cards as this table's settings give them. */
export function powerText(role: Role, rewards: Rewards): string {
	switch (role) {
		case 'dealer':
			return rewards.dealerPerBust
				? m.the_dealer_power_dealer({ count: rewards.dealerPerBust })
				: m.the_dealer_power_dealer_none();
		case 'frenemy':
			return rewards.frenemy
				? m.the_dealer_power_frenemy({ count: rewards.frenemy })
				: m.the_dealer_power_frenemy_none();
		case 'sniper':
			return rewards.sniper ? m.the_dealer_power_sniper({ count: rewards.sniper }) : m.the_dealer_power_sniper_none();
	}
	return {
		secretKeeper: m.the_dealer_power_secret_keeper,
		giant: m.the_dealer_power_giant,
		prophet: m.the_dealer_power_prophet,
		supercomputer: m.the_dealer_power_supercomputer,
		witness: m.the_dealer_power_witness,
		destroyer: m.the_dealer_power_destroyer,
		gambler: m.the_dealer_power_gambler
	}[role]();
}
