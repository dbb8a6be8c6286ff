// The Dealer's state as the machine keeps it, its actions, and what the screens and checks read
// from it: the round and deal in play, who still holds cards, who reveals next, the totals.
import type { Countdown } from '$lib/runtime/countdown';
import { applySteps, freshDeck, roundSteps, type Deck } from './deck';
import { rolesInRound, type Role } from './rules/roles';
import {
	revealOrder,
	roundCount,
	runningTotals,
	type BonusEntry,
	type Entry,
	type FrenemyPick,
	type Hand,
	type PlayedRound,
	type Rewards,
	type RoundEntry,
	type Stance
} from './rules';
import { contenders, leaders, type TiebreakRound } from './tiebreak';

export type TheDealerInput = { seats: string[]; firstDealer: number; discussionMs: number; rewards: Rewards };

/** The round being played, as far as it has got. */
export type RoundInPlay = {
	roles: Role[];
	frenemy: FrenemyPick | null;
	sniper: number | null;
	/** Per deal so far, the seats dealt a card. */
	deals: number[][];
	/** By seat, how many deals had been made when they banked; null while holding (and for the Dealer). */
	bankedAfter: (number | null)[];
	/** The discussion after the latest deal; null between a discussion's end and the next deal. */
	countdown: Countdown | null;
	hands: (Hand | null)[];
	/** The Gambler revealed without busting and has still to say whether they draw. */
	gambleOpen: boolean;
};

export type TheDealerContext = TheDealerInput & {
	/** The roles as handed out for round 1, by seat; null until then. */
	roles: Role[] | null;
	rounds: PlayedRound[];
	current: RoundInPlay | null;
	tiebreaks: TiebreakRound[];
};

/**
 * The actions. Each names what it was tapped for, as the game stood then: the round, the deal
 * whose discussion it belongs to, the seat revealing, the tiebreaker's round and players. The
 * runtime stamps these targets (see theDealerGame) and refuses an action whose target is past.
 * Values the table types are entries (null when left empty), which the rules check.
 */
export type TheDealerEvent =
	| { type: 'roles'; at: number; roles: (Role | null)[]; dealtByApp: boolean }
	| { type: 'frenemy'; at: number; round: number; target: number; stance: Stance }
	| { type: 'sniper'; at: number; round: number; prediction: number }
	| { type: 'dealt'; at: number; deal: number }
	| { type: 'start_countdown'; at: number; deal: number }
	| { type: 'pause_countdown'; at: number; deal: number }
	| { type: 'resume_countdown'; at: number; deal: number }
	| { type: 'bank'; at: number; deal: number; seat: number }
	| { type: 'unbank'; at: number; deal: number; seat: number }
	| { type: 'close_discussion'; at: number; deal: number }
	| { type: 'reveal'; at: number; seat: number; cards: Entry[]; destroy?: Entry }
	| { type: 'gamble'; at: number; round: number; card: Entry }
	| { type: 'stand'; at: number; round: number }
	| ({ type: 'score'; at: number; round: number } & BonusEntry)
	| { type: 'tiebreak'; at: number; round: number; seats: number[]; guesses: Entry[]; cards: Entry[] }
	| ({ type: 'correct'; at: number; round: number } & Correction);

/** What a correction re-enters of a past round: its secret choices, hands and bonus cards. */
export type Correction = Omit<RoundEntry, 'roles' | 'deals'>;

/** The round being played (1-based), or the last one once all are played. */
export function currentRound(context: TheDealerContext): number {
	return Math.min(context.rounds.length + 1, roundCount(context.seats.length));
}

export function dealerSeat(roles: readonly Role[]): number {
	return roles.indexOf('dealer');
}

/** Players still holding cards: everyone but the Dealer who has not banked. */
export function holders(round: RoundInPlay): number[] {
	return round.roles.flatMap((role, seat) => (role !== 'dealer' && round.bankedAfter[seat] === null ? [seat] : []));
}

/** Whose cards are revealed next, from the Dealer's left; null when all are (or the Gambler decides). */
export function nextRevealer(round: RoundInPlay): number | null {
	if (round.gambleOpen) return null;
	return revealOrder(dealerSeat(round.roles), round.roles.length).find((seat) => round.hands[seat] === null) ?? null;
}

export function totalsOf(context: TheDealerContext): number[] {
	return runningTotals(context.rounds, context.seats.length).at(-1) ?? context.seats.map(() => 0);
}

export function allRoundsPlayed(context: TheDealerContext): boolean {
	return context.rounds.length === roundCount(context.seats.length);
}

/** The players still in the tiebreaker (all of the tied at first); one when the winner is known. */
export function stillTied(context: TheDealerContext): number[] {
	return contenders(leaders(totalsOf(context)), context.tiebreaks);
}

/** The deck as it stands: every round's draws and discards so far, and the tiebreaker's. */
export function deckNow(context: TheDealerContext): Deck {
	const played = context.rounds.flatMap((round) => roundSteps({ ...round, round }));
	const current = context.current ? roundSteps(context.current) : [];
	const tiebreak = context.tiebreaks.flatMap((t) => [{ draw: t.seats.length }, { discard: t.seats.length }]);
	return applySteps(freshDeck(), [...played, ...current, ...tiebreak]);
}

/**
 * The round an action before, after or at the reveal is for (1-based): the one in play, or,
 * after the last, one past it, which no action names.
 */
export function roundInPlay(context: TheDealerContext): number {
	return context.rounds.length + 1;
}

/** The deal whose discussion is running (0 before the first deal). */
export function dealInPlay(context: TheDealerContext): number {
	return context.current?.deals.length ?? 0;
}

/** A round about to start: the roles as they stand in it, nothing chosen or dealt yet. */
export function newRound(context: TheDealerContext, initial: readonly Role[]): RoundInPlay {
	const roles = rolesInRound(initial, context.rounds.length + 1);
	return {
		roles,
		frenemy: null,
		sniper: null,
		deals: [],
		bankedAfter: roles.map(() => null),
		countdown: null,
		hands: roles.map(() => null),
		gambleOpen: false
	};
}

/** The secret choices the round's roles make are all made. */
export function secretsChosen(round: RoundInPlay): boolean {
	return (
		(!round.roles.includes('frenemy') || round.frenemy !== null) &&
		(!round.roles.includes('sniper') || round.sniper !== null)
	);
}
