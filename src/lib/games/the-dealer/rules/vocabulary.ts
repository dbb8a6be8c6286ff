// The Dealer's vocabulary: every refusal, the ranges and cards the rulebook prints, and the
// shapes of hands, bonuses and rounds, as played and as the table types them.
import type { RuleError } from '$lib/runtime/game-module';
import type { Role } from './roles';
import { RULEBOOK_REWARDS, type Rewards } from './constants';

export { RULEBOOK_REWARDS, type Rewards };

/** Every reason The Dealer's rules give for refusing an action; each has a message in refusals.ts. */
export type TheDealerRefusal = RuleError<
	| 'roles_incomplete'
	| 'roles_dealer_card'
	| 'roles_repeated'
	| 'not_in_play'
	| 'already_chosen'
	| 'frenemy_target'
	| 'frenemy_stance'
	| 'sniper_card'
	| 'not_holding'
	| 'not_banked_now'
	| 'bank_too_late'
	| 'discussion_over'
	| 'discussion_not_started'
	| 'discussion_running'
	| 'cards_count'
	| 'card_value'
	| 'destroy_number'
	| 'not_gambler'
	| 'gamble_after_bust'
	| 'bonus_count'
	| 'dealer_has_no_cards'
	| 'no_tie'
	| 'tiebreak_entries'
	| 'no_such_round'
	| 'correction_incomplete'
>;

/** A hand scores from 3 to 5 inclusive; the Giant's from 3 to 7. */
export const SAFE_RANGE = { min: 3, max: 5 } as const;
export const GIANT_RANGE = { min: 3, max: 7 } as const;

export const STANCES = ['friend', 'enemy'] as const;
export type Stance = (typeof STANCES)[number];

/** The Sniper cards' faces: the predicted score. */
export const SNIPER_CARDS = [3, 4, 5] as const;

export type FrenemyPick = { target: number; stance: Stance };

/** One player's cards at the reveal. */
export type Hand = {
	/** Every card they held, the Secret Keeper's face-down card included. */
	cards: number[];
	/** The Destroyer's number, named before revealing; null for everyone else. */
	destroy: number | null;
	/** The Gambler's one more card, drawn after not busting; null when none was drawn. */
	extra: number | null;
};

/** The cards drawn into scoring piles after the reveal. */
export type Bonus = { dealer: number[]; frenemy: number[]; sniper: number[] };

/**
 * A number as the table typed it: a card's value, a guess, the Destroyer's number. A field
 * left empty is null, and the rules refuse it with a message, rather than the form guessing.
 */
export type Entry = number | null;

/** A hand as typed at the reveal or in a correction; a Hand once every value is checked. */
export type HandEntry = { cards: readonly Entry[]; destroy?: Entry; extra?: Entry };

/** The bonus cards as typed at the score or in a correction. */
export type BonusEntry = { [Key in keyof Bonus]: readonly Entry[] };

/** The Frenemy's pick as a correction form holds it: either half may still be empty. */
export type FrenemyEntry = { target: Entry; stance: Stance | null };

/** A past round as a correction re-enters it: the roles and deals stay as played. */
export type RoundEntry = Pick<PlayedRound, 'roles' | 'deals'> & {
	frenemy: FrenemyEntry | null;
	sniper: Entry;
	hands: readonly (HandEntry | null)[];
	bonus: BonusEntry;
};

/** A round as played: who held what, the secret choices, the deals, the hands and the bonuses. */
export type PlayedRound = {
	roles: Role[];
	frenemy: FrenemyPick | null;
	sniper: number | null;
	/** Per deal, the seats that were dealt a card (everyone not yet banked). */
	deals: number[][];
	/** By seat; null for the Dealer, who holds no cards. */
	hands: (Hand | null)[];
	bonus: Bonus;
};

export type HandOutcome = {
	/** The cards that count: all of them, less those the Destroyer destroyed. */
	kept: number[];
	destroyed: number;
	total: number;
	bust: boolean;
	/** Points this hand puts in its scoring pile: the total, or 0 on a bust. */
	score: number;
};
