// The Dealer's phases: the roles handed out, then per round the secret choices, deal and
// discussion until everyone has banked, the reveal from the Dealer's left, the score; after
// the last round the tiebreaker if the top is tied. Guards only ask the checks below, which
// only call the rules; the runtime asks the same checks why an event was refused.
// Time enters only as events' `at`: the discussion's deadline is in the context, and it is
// the truth whenever an event arrives, late or not.
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import {
	idleCountdown,
	pauseCountdown,
	phaseAt,
	resumeCountdown,
	startCountdown,
	type Countdown
} from '$lib/runtime/countdown';
import type { GameEvent, RuleError } from '$lib/runtime/game-module';
import { applySteps, freshDeck, roundSteps, type Deck } from './deck';
import { discussionCountdownMs } from './discussion';
import { checkRoles, rolesInRound, type Role } from './roles';
import {
	baseOutcome,
	bonusDue,
	cardsHeld,
	checkBonus,
	checkFrenemy,
	checkHand,
	checkPlayedRound,
	checkSniper,
	isCardValue,
	judgeRound,
	revealOrder,
	roundCount,
	runningTotals,
	type Bonus,
	type FrenemyPick,
	type Hand,
	type PlayedRound,
	type Rewards,
	type Stance
} from './rules';
import { checkTiebreak, contenders, leaders, type TiebreakRound } from './tiebreak';

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

export type TheDealerEvent =
	| { type: 'roles'; at: number; roles: Role[]; dealtByApp: boolean }
	| { type: 'frenemy'; at: number; round: number; target: number; stance: Stance }
	| { type: 'sniper'; at: number; round: number; prediction: number }
	| { type: 'dealt'; at: number; deal: number }
	| { type: 'start_countdown'; at: number; deal: number }
	| { type: 'pause_countdown'; at: number; deal: number }
	| { type: 'resume_countdown'; at: number; deal: number }
	| { type: 'bank'; at: number; deal: number; seat: number }
	| { type: 'unbank'; at: number; deal: number; seat: number }
	| { type: 'close_discussion'; at: number; deal: number }
	| { type: 'reveal'; at: number; seat: number; cards: number[]; destroy?: number | null }
	| { type: 'gamble'; at: number; round: number; card: number }
	| { type: 'stand'; at: number; round: number }
	| ({ type: 'score'; at: number; round: number } & Bonus)
	| { type: 'tiebreak'; at: number; round: number; seats: number[]; guesses: number[]; cards: number[] }
	| { type: 'correct'; at: number; round: number; frenemy: FrenemyPick | null; sniper: number | null; hands: (Hand | null)[]; bonus: Bonus };

export type TheDealerSnapshot = SnapshotFrom<typeof theDealerMachine>;

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

function newRound(context: TheDealerContext, initial: readonly Role[]): RoundInPlay {
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

function secretsChosen(round: RoundInPlay): boolean {
	return (!round.roles.includes('frenemy') || round.frenemy !== null) && (!round.roles.includes('sniper') || round.sniper !== null);
}

function isSeat(value: unknown, players: number): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players;
}

/** The discussion is over when its countdown (the truth, not the event's lateness) has run out. */
function discussionOver(round: RoundInPlay, at: number): boolean {
	return round.countdown !== null && phaseAt(round.countdown, at) === 'over';
}

const notNow: RuleError = { code: 'not_now' };

/**
 * What an action names as its target, as the game stands when it is tapped: the round, the
 * deal, the seat revealing, the players in the tiebreaker. Checked first, so an action decided
 * after the game has moved on (a double tap, a queued tap, another tab) is refused as 'stale'
 * rather than landing on whatever is current by then.
 */
export function targetOf(context: TheDealerContext, type: string): Record<string, unknown> {
	const round = context.current;
	switch (type) {
		case 'frenemy':
		case 'sniper':
		case 'gamble':
		case 'stand':
		case 'score':
			return { round: roundNumber(context) };
		case 'dealt':
			return { deal: (round?.deals.length ?? 0) + 1 };
		case 'start_countdown':
		case 'pause_countdown':
		case 'resume_countdown':
		case 'bank':
		case 'unbank':
		case 'close_discussion':
			return { deal: round?.deals.length ?? 0 };
		case 'reveal':
			return { seat: round ? nextRevealer(round) : null };
		case 'tiebreak':
			return { round: context.tiebreaks.length + 1, seats: stillTied(context) };
		default:
			return {};
	}
}

/** The round in play (1-based), or null between the last round and the end. */
function roundNumber(context: TheDealerContext): number | null {
	return context.current ? context.rounds.length + 1 : null;
}

const stale: RuleError = { code: 'stale' };

function sameTarget(event: GameEvent, target: Record<string, unknown>): boolean {
	return Object.entries(target).every(([key, value]) => JSON.stringify(event[key]) === JSON.stringify(value));
}


type Check = (context: TheDealerContext, event: GameEvent) => RuleError | null;

/** The rules' checks, once an action's target is known to be current. */
const ruleChecks: Record<string, Check> = {
	roles(context, event) {
		if (context.roles) return notNow;
		return checkRoles(event.roles, context.seats.length, context.firstDealer);
	},
	frenemy(context, event) {
		const round = context.current;
		if (!round || !round.roles.includes('frenemy')) return { code: 'not_in_play' };
		if (round.frenemy) return { code: 'already_chosen' };
		return checkFrenemy({ target: event.target, stance: event.stance }, round.roles);
	},
	sniper(context, event) {
		const round = context.current;
		if (!round || !round.roles.includes('sniper')) return { code: 'not_in_play' };
		if (round.sniper !== null) return { code: 'already_chosen' };
		return checkSniper(event.prediction);
	},
	start_countdown(context) {
		return context.current?.countdown?.state === 'idle' ? null : notNow;
	},
	pause_countdown(context, event) {
		const countdown = context.current?.countdown;
		if (countdown && phaseAt(countdown, event.at) === 'over') return { code: 'discussion_over' };
		return countdown?.state === 'running' ? null : notNow;
	},
	resume_countdown(context) {
		return context.current?.countdown?.state === 'paused' ? null : notNow;
	},
	bank(context, event) {
		const round = context.current;
		if (!round) return notNow;
		if (!isSeat(event.seat, round.roles.length) || !holders(round).includes(event.seat)) return { code: 'not_holding' };
		return discussionOver(round, event.at) ? { code: 'bank_too_late' } : null;
	},
	unbank(context, event) {
		const round = context.current;
		if (!round) return notNow;
		// Only a bank tapped in this discussion can be taken back: an earlier one missed a deal.
		if (!isSeat(event.seat, round.roles.length) || round.bankedAfter[event.seat] !== round.deals.length) return { code: 'not_banked_now' };
		return discussionOver(round, event.at) ? { code: 'bank_too_late' } : null;
	},
	close_discussion(context, event) {
		const round = context.current;
		if (!round) return notNow;
		if (holders(round).length === 0 || discussionOver(round, event.at)) return null;
		return { code: round.countdown?.state === 'idle' ? 'discussion_not_started' : 'discussion_running' };
	},
	reveal(context, event) {
		const round = context.current;
		const seat = round && nextRevealer(round);
		if (!round || seat === null || seat === undefined) return notNow;
		const role = round.roles[seat]!;
		const hand = { cards: event.cards as number[], destroy: (event.destroy ?? null) as number | null, extra: null };
		return checkHand(hand, role, cardsHeld(seat, round.deals, role));
	},
	dealt(context) {
		return context.current && secretsChosen(context.current) ? null : notNow;
	},
	stand(context) {
		return context.current?.gambleOpen ? null : notNow;
	},
	gamble(context, event) {
		if (!context.current?.gambleOpen) return notNow;
		return isCardValue(event.card) ? null : { code: 'card_value' };
	},
	score(context, event) {
		const round = context.current;
		if (!round) return notNow;
		return checkBonus({ dealer: event.dealer, frenemy: event.frenemy, sniper: event.sniper }, bonusDue(judgeRound(round), context.rewards));
	},
	tiebreak(context, event) {
		if (!allRoundsPlayed(context)) return notNow;
		return checkTiebreak(stillTied(context), event.guesses, event.cards);
	},
	correct(context, event) {
		const past = correctedRound(context, event);
		return 'code' in past ? past : checkPlayedRound(past, context.rewards);
	}
};

/** Each action's check: first that it names what is current ('stale' if not), then the rules. */
export const checks: Record<string, Check> = Object.fromEntries(
	Object.entries(ruleChecks).map(([type, check]): [string, Check] => [
		type,
		(context, event) => (sameTarget(event, targetOf(context, type)) ? check(context, event) : stale)
	])
);

/** A past round with what the correction re-enters; the roles and deals stay as played. */
function correctedRound(context: TheDealerContext, event: GameEvent): PlayedRound | RuleError {
	const index = typeof event.round === 'number' ? event.round - 1 : -1;
	const past = Number.isInteger(index) ? context.rounds[index] : undefined;
	if (!past) return { code: 'no_such_round' };
	const { hands, bonus, frenemy, sniper } = event as Partial<Record<string, unknown>>;
	if (!Array.isArray(hands) || hands.length !== past.roles.length || typeof bonus !== 'object' || bonus === null) {
		return { code: 'correction_incomplete' };
	}
	return {
		...past,
		frenemy: (frenemy ?? null) as FrenemyPick | null,
		sniper: (sniper ?? null) as number | null,
		hands: hands.map((hand: Partial<Hand> | null) =>
			hand && typeof hand === 'object' ? { cards: hand.cards as number[], destroy: hand.destroy ?? null, extra: hand.extra ?? null } : null
		),
		bonus: bonus as Bonus
	};
}

const passes =
	(check: keyof typeof checks) =>
	({ context, event }: { context: TheDealerContext; event: TheDealerEvent }) =>
		checks[check]!(context, event as GameEvent) === null;

/** The round in play with a change (actions run only in states that have one). */
function patchRound(context: TheDealerContext, change: (round: RoundInPlay) => Partial<RoundInPlay>): Partial<TheDealerContext> {
	const round = context.current!;
	return { current: { ...round, ...change(round) } };
}

export const theDealerMachine = setup({
	types: {
		input: {} as TheDealerInput,
		context: {} as TheDealerContext,
		events: {} as TheDealerEvent
	},
	guards: {
		'roles are valid': passes('roles'),
		'frenemy pick is valid': passes('frenemy'),
		'sniper pick is valid': passes('sniper'),
		'deal is current': passes('dealt'),
		'countdown can start': passes('start_countdown'),
		'countdown can pause': passes('pause_countdown'),
		'countdown can resume': passes('resume_countdown'),
		'bank is in time': passes('bank'),
		'unbank is in time': passes('unbank'),
		'discussion can close': passes('close_discussion'),
		'hand is valid': passes('reveal'),
		'gamble is valid': passes('gamble'),
		'gambler may stand': passes('stand'),
		'bonus cards are complete': passes('score'),
		'tiebreak entries are complete': passes('tiebreak'),
		'correction is valid': passes('correct'),
		'secrets are chosen': ({ context }) => secretsChosen(context.current!),
		'everyone has banked': ({ context }) => holders(context.current!).length === 0,
		'gambler decides': ({ context }) => context.current!.gambleOpen,
		'everyone has revealed': ({ context }) => nextRevealer(context.current!) === null,
		'all rounds played': ({ context }) => allRoundsPlayed(context),
		'winner is known': ({ context }) => stillTied(context).length === 1,
		'top is tied': ({ context }) => stillTied(context).length > 1
	},
	actions: {
		'hand out roles': assign(({ context, event }) => {
			if (event.type !== 'roles') return {};
			const roles = [...event.roles];
			return { roles, current: newRound(context, roles) };
		}),
		'start round': assign(({ context }) => ({ current: newRound(context, context.roles!) })),
		'record frenemy': assign(({ context, event }) =>
			event.type === 'frenemy' ? patchRound(context, () => ({ frenemy: { target: event.target, stance: event.stance } })) : {}
		),
		'record sniper': assign(({ context, event }) => (event.type === 'sniper' ? patchRound(context, () => ({ sniper: event.prediction })) : {})),
		'record deal': assign(({ context }) =>
			patchRound(context, (round) => ({
				deals: [...round.deals, holders(round)],
				countdown: idleCountdown(discussionCountdownMs(context.discussionMs))
			}))
		),
		'start countdown': assign(({ context, event }) => patchRound(context, (round) => ({ countdown: startCountdown(round.countdown!, event.at) }))),
		'pause countdown': assign(({ context, event }) => patchRound(context, (round) => ({ countdown: pauseCountdown(round.countdown!, event.at) }))),
		'resume countdown': assign(({ context, event }) => patchRound(context, (round) => ({ countdown: resumeCountdown(round.countdown!, event.at) }))),
		'record bank': assign(({ context, event }) =>
			event.type === 'bank'
				? patchRound(context, (round) => ({ bankedAfter: round.bankedAfter.map((after, seat) => (seat === event.seat ? round.deals.length : after)) }))
				: {}
		),
		'record unbank': assign(({ context, event }) =>
			event.type === 'unbank'
				? patchRound(context, (round) => ({ bankedAfter: round.bankedAfter.map((after, seat) => (seat === event.seat ? null : after)) }))
				: {}
		),
		'close discussion': assign(({ context }) => patchRound(context, () => ({ countdown: null }))),
		'record hand': assign(({ context, event }) => {
			if (event.type !== 'reveal') return {};
			const round = context.current!;
			const seat = event.seat;
			const role = round.roles[seat]!;
			const hand: Hand = { cards: [...event.cards], destroy: role === 'destroyer' ? (event.destroy ?? null) : null, extra: null };
			const gambleOpen = role === 'gambler' && !baseOutcome(hand.cards, role, null).bust;
			return patchRound(context, () => ({ hands: round.hands.map((h, s) => (s === seat ? hand : h)), gambleOpen }));
		}),
		'record gamble': assign(({ context, event }) => {
			if (event.type !== 'gamble') return {};
			return patchRound(context, (round) => {
				const seat = round.roles.indexOf('gambler');
				return { hands: round.hands.map((hand, s) => (s === seat && hand ? { ...hand, extra: event.card } : hand)), gambleOpen: false };
			});
		}),
		'record stand': assign(({ context }) => patchRound(context, () => ({ gambleOpen: false }))),
		'score round': assign(({ context, event }) => {
			if (event.type !== 'score') return {};
			const { roles, frenemy, sniper, deals, hands } = context.current!;
			const played: PlayedRound = { roles, frenemy, sniper, deals, hands, bonus: { dealer: [...event.dealer], frenemy: [...event.frenemy], sniper: [...event.sniper] } };
			return { rounds: [...context.rounds, played], current: null };
		}),
		'record tiebreak': assign(({ context, event }) => {
			if (event.type !== 'tiebreak') return {};
			const round: TiebreakRound = { seats: stillTied(context), guesses: [...event.guesses], cards: [...event.cards] };
			return { tiebreaks: [...context.tiebreaks, round] };
		}),
		'correct round': assign(({ context, event }) => {
			if (event.type !== 'correct') return {};
			const corrected = correctedRound(context, event as GameEvent) as PlayedRound;
			const rounds = context.rounds.map((round, index) => (index === event.round - 1 ? corrected : round));
			const before = leaders(totalsOf(context)).join();
			const after = leaders(totalsOf({ ...context, rounds })).join();
			// A tiebreaker is only about the players it was played between.
			return { rounds, tiebreaks: before === after ? context.tiebreaks : [] };
		})
	}
}).createMachine({
	id: 'the-dealer',
	context: ({ input }) => ({ ...input, roles: null, rounds: [], current: null, tiebreaks: [] }),
	initial: 'roles',
	on: {
		correct: { guard: 'correction is valid', actions: 'correct round' }
	},
	states: {
		roles: {
			on: { roles: { guard: 'roles are valid', target: 'before', actions: 'hand out roles' } }
		},
		before: {
			always: { guard: 'secrets are chosen', target: 'deal' },
			on: {
				frenemy: { guard: 'frenemy pick is valid', actions: 'record frenemy' },
				sniper: { guard: 'sniper pick is valid', actions: 'record sniper' }
			}
		},
		deal: {
			on: { dealt: { guard: 'deal is current', target: 'discussion', actions: 'record deal' } }
		},
		discussion: {
			on: {
				start_countdown: { guard: 'countdown can start', actions: 'start countdown' },
				pause_countdown: { guard: 'countdown can pause', actions: 'pause countdown' },
				resume_countdown: { guard: 'countdown can resume', actions: 'resume countdown' },
				bank: { guard: 'bank is in time', actions: 'record bank' },
				unbank: { guard: 'unbank is in time', actions: 'record unbank' },
				close_discussion: [
					{ guard: and(['discussion can close', 'everyone has banked']), target: 'reveal', actions: 'close discussion' },
					{ guard: 'discussion can close', target: 'deal', actions: 'close discussion' }
				]
			}
		},
		reveal: {
			always: [
				{ guard: 'gambler decides', target: 'gamble' },
				{ guard: 'everyone has revealed', target: 'score' }
			],
			on: { reveal: { guard: 'hand is valid', actions: 'record hand' } }
		},
		gamble: {
			on: {
				gamble: { guard: 'gamble is valid', target: 'reveal', actions: 'record gamble' },
				stand: { guard: 'gambler may stand', target: 'reveal', actions: 'record stand' }
			}
		},
		score: {
			on: { score: { guard: 'bonus cards are complete', target: 'scored', actions: 'score round' } }
		},
		scored: {
			always: [{ guard: 'all rounds played', target: 'tiebreak' }, { target: 'before', actions: 'start round' }]
		},
		tiebreak: {
			always: { guard: 'winner is known', target: 'finished' },
			on: { tiebreak: { guard: 'tiebreak entries are complete', actions: 'record tiebreak' } }
		},
		// Not a final state: a finished game still takes corrections, which may tie the top again.
		finished: {
			always: { guard: 'top is tied', target: 'tiebreak' }
		}
	}
});
