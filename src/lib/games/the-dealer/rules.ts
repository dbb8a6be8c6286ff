// The Dealer's rules as pure functions; the readings taken are in docs/rules.md. Seats are
// indices into the seat order, clockwise; card values are whole numbers from 0 up, entered
// by the table (the app never assumes which cards exist).
import type { RuleError } from '$lib/runtime/game-module';
import { clockwiseFrom, leftOf } from '../shared/seating';
import type { Role } from './roles';
import { MIN_PLAYERS, MAX_PLAYERS, RULEBOOK_REWARDS, type Rewards } from './constants';

export { MIN_PLAYERS, MAX_PLAYERS, RULEBOOK_REWARDS, type Rewards };

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

/** 3 players: everyone deals twice; 4-6 players: everyone deals once. */
export function roundCount(players: number): number {
	return players === 3 ? 6 : players;
}

/** Round numbers start at 1; the Dealer card passes left every round. */
export function dealerOf(round: number, firstDealer: number, players: number): number {
	return (firstDealer + round - 1) % players;
}

/** The reveal (and every "in turn" step) goes clockwise from the Dealer's left; the Dealer has no cards. */
export function revealOrder(dealer: number, players: number): number[] {
	return clockwiseFrom(leftOf(dealer, players), players).filter((seat) => seat !== dealer);
}

export function safeRange(role: Role): { min: number; max: number } {
	return role === 'giant' ? GIANT_RANGE : SAFE_RANGE;
}

export function isCardValue(value: unknown): value is number {
	return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The values of entries the rules have checked (so none is empty). */
export function cardValues(entries: readonly Entry[]): number[] {
	return entries.filter(isCardValue);
}

export function sum(values: readonly number[]): number {
	return values.reduce((total, value) => total + value, 0);
}

/** The hand before any Gambler's card: the Destroyer's cards gone, then the range. */
export function baseOutcome(cards: readonly number[], role: Role, destroy: number | null): HandOutcome {
	const destroying = role === 'destroyer' && destroy !== null;
	const kept = destroying ? cards.filter((card) => card !== destroy) : [...cards];
	const total = sum(kept);
	const { min, max } = safeRange(role);
	const bust = total < min || total > max;
	return { kept, destroyed: cards.length - kept.length, total, bust, score: bust ? 0 : total };
}

/** The Gambler's extra card: a 0 busts them; any other value is added, whatever the total. */
export function handOutcome(hand: Hand, role: Role): HandOutcome {
	const base = baseOutcome(hand.cards, role, hand.destroy);
	if (role !== 'gambler' || base.bust || hand.extra === null) return base;
	const kept = [...base.kept, hand.extra];
	if (hand.extra === 0) return { ...base, kept, bust: true, score: 0 };
	const total = base.total + hand.extra;
	return { ...base, kept, total, score: total };
}

/** How many cards a player holds at the reveal: one per deal they took, plus the Secret Keeper's. */
export function cardsHeld(seat: number, deals: readonly (readonly number[])[], role: Role): number {
	const dealt = deals.filter((deal) => deal.includes(seat)).length;
	return dealt + (role === 'secretKeeper' ? 1 : 0);
}

export function checkHand(hand: Partial<HandEntry>, role: Role, held: number): TheDealerRefusal | null {
	const { cards, destroy = null, extra = null } = hand;
	if (!Array.isArray(cards) || cards.length !== held) return { code: 'cards_count', params: { count: held } };
	if (!cards.every(isCardValue)) return { code: 'card_value' };
	if (role === 'destroyer' ? !isCardValue(destroy) : destroy !== null) return { code: 'destroy_number' };
	if (extra !== null) {
		if (role !== 'gambler') return { code: 'not_gambler' };
		if (!isCardValue(extra)) return { code: 'card_value' };
		if (baseOutcome(cardValues(cards), role, destroy).bust) return { code: 'gamble_after_bust' };
	}
	return null;
}

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

export type BonusDue = { dealer: number; frenemy: number; sniper: number };

export type RoundResult = {
	outcomes: (HandOutcome | null)[];
	busts: number[];
	frenemyEarns: boolean;
	sniperEarns: boolean;
};

/** What the reveal decides: each hand's verdict, who bust, whether the Frenemy and Sniper earn. */
export function judgeRound(round: Pick<PlayedRound, 'roles' | 'hands' | 'frenemy' | 'sniper'>): RoundResult {
	const outcomes = round.hands.map((hand, seat) => (hand ? handOutcome(hand, round.roles[seat]!) : null));
	const busts = outcomes.flatMap((outcome, seat) => (outcome?.bust ? [seat] : []));
	const frenemy = round.frenemy;
	const target = frenemy ? outcomes[frenemy.target] : null;
	// "If your friend succeeds or your enemy busts" - paid even when the Frenemy busts.
	const frenemyEarns = !!frenemy && !!target && (frenemy.stance === 'friend' ? !target.bust : target.bust);
	const sniperSeat = round.roles.indexOf('sniper');
	// A bust scores 0, so it never equals a prediction of 3, 4 or 5.
	const sniperEarns = sniperSeat !== -1 && round.sniper !== null && outcomes[sniperSeat]?.score === round.sniper;
	return { outcomes, busts, frenemyEarns, sniperEarns };
}

/** How many cards each scoring pile draws after the reveal. */
export function bonusDue(judged: RoundResult, rewards: Rewards): BonusDue {
	return {
		dealer: rewards.dealerPerBust * judged.busts.length,
		frenemy: judged.frenemyEarns ? rewards.frenemy : 0,
		sniper: judged.sniperEarns ? rewards.sniper : 0
	};
}

export function checkBonus(bonus: { [Key in keyof Bonus]?: unknown }, due: BonusDue): TheDealerRefusal | null {
	for (const key of ['dealer', 'frenemy', 'sniper'] as const) {
		const cards = bonus[key];
		if (!Array.isArray(cards) || cards.length !== due[key])
			return { code: 'bonus_count', params: { who: key, count: due[key] } };
		if (!cards.every(isCardValue)) return { code: 'card_value' };
	}
	return null;
}

/** Points each seat's scoring pile gained this round. */
export function roundPoints(round: PlayedRound): number[] {
	const { outcomes } = judgeRound(round);
	return round.roles.map((role, seat) => {
		let points = outcomes[seat]?.score ?? 0;
		if (role === 'dealer') points += sum(round.bonus.dealer);
		if (role === 'frenemy') points += sum(round.bonus.frenemy);
		if (role === 'sniper') points += sum(round.bonus.sniper);
		return points;
	});
}

/** Per round, every seat's pile total after it. */
export function runningTotals(rounds: readonly PlayedRound[], players: number): number[][] {
	const totals: number[][] = [];
	let running = new Array<number>(players).fill(0);
	for (const round of rounds) {
		const points = roundPoints(round);
		running = running.map((total, seat) => total + points[seat]!);
		totals.push(running);
	}
	return totals;
}

/** A past round as re-entered, in the rules' own terms; lossless once checkPlayedRound passes. */
export function playedRound(entry: RoundEntry): PlayedRound {
	const { frenemy } = entry;
	return {
		roles: entry.roles,
		deals: entry.deals,
		frenemy:
			frenemy && frenemy.target !== null && frenemy.stance !== null
				? { target: frenemy.target, stance: frenemy.stance }
				: null,
		sniper: entry.sniper,
		hands: entry.hands.map(
			(hand) => hand && { cards: cardValues(hand.cards), destroy: hand.destroy ?? null, extra: hand.extra ?? null }
		),
		bonus: {
			dealer: cardValues(entry.bonus.dealer),
			frenemy: cardValues(entry.bonus.frenemy),
			sniper: cardValues(entry.bonus.sniper)
		}
	};
}

/** A past round re-entered whole (a correction): the same checks as when it was played. */
export function checkPlayedRound(round: RoundEntry, rewards: Rewards): TheDealerRefusal | null {
	const secrets = checkSecrets(round.roles, round.frenemy, round.sniper);
	if (secrets) return secrets;
	for (const [seat, role] of round.roles.entries()) {
		const hand = round.hands[seat];
		if (role === 'dealer') {
			if (hand !== null && hand !== undefined) return { code: 'dealer_has_no_cards' };
			continue;
		}
		if (!hand || typeof hand !== 'object')
			return { code: 'cards_count', params: { count: cardsHeld(seat, round.deals, role) } };
		const problem = checkHand(hand, role, cardsHeld(seat, round.deals, role));
		if (problem) return problem;
	}
	return checkBonus(round.bonus, bonusDue(judgeRound(playedRound(round)), rewards));
}
