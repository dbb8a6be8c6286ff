// The Dealer's phases: the roles handed out, then per round the secret choices, deal and
// discussion until everyone has banked, the reveal from the Dealer's left, the score; after
// the last round the tiebreaker if the top is tied. Guards only ask the checks below, which
// only call the rules; the runtime asks the same checks why an event was refused.
// Time enters only as events' `at`: the discussion's deadline is in the context, and it is
// the truth whenever an event arrives, late or not.
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import { assign, setup, type SnapshotFrom } from 'xstate';
import {
	idleCountdown,
	pauseCountdown,
	phaseAt,
	resumeCountdown,
	startCountdown,
	type Countdown
} from '$lib/runtime/countdown';
import type { ChecksFor } from '$lib/runtime/game-module';
import { applySteps, freshDeck, roundSteps, type Deck } from './deck';
import { discussionCountdownMs } from './discussion';
import { checkRoles, rolesInRound, type Role } from './roles';
import {
	baseOutcome,
	bonusDue,
	cardsHeld,
	cardValues,
	checkBonus,
	checkFrenemy,
	checkHand,
	checkPlayedRound,
	checkSniper,
	isCardValue,
	judgeRound,
	playedRound,
	revealOrder,
	roundCount,
	runningTotals,
	type Bonus,
	type BonusEntry,
	type Entry,
	type FrenemyPick,
	type Hand,
	type PlayedRound,
	type Rewards,
	type RoundEntry,
	type Stance,
	type TheDealerRefusal
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
	return (
		(!round.roles.includes('frenemy') || round.frenemy !== null) &&
		(!round.roles.includes('sniper') || round.sniper !== null)
	);
}

function isSeat(value: number, players: number): boolean {
	return Number.isInteger(value) && value >= 0 && value < players;
}

/** The discussion is over when its countdown (the truth, not the event's lateness) has run out. */
function discussionOver(round: RoundInPlay, at: number): boolean {
	return round.countdown !== null && phaseAt(round.countdown, at) === 'over';
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

/** The past round a correction names, or null when there is none. */
function pastRound(context: TheDealerContext, round: number): PlayedRound | null {
	return (Number.isInteger(round) && context.rounds[round - 1]) || null;
}

/**
 * The rules' checks: null when the rules take the action here. The runtime has already
 * refused an action aimed at a past round, deal or seat, and one no current step takes; the
 * machine's own guards keep the rest (a countdown that is not running cannot be paused).
 */
export const checks: ChecksFor<TheDealerContext, TheDealerEvent, TheDealerRefusal['code']> = rememberingLastVerdict({
	roles(context, event) {
		return checkRoles(event.roles, context.seats.length, context.firstDealer);
	},
	frenemy(context, event) {
		const round = context.current;
		if (!round?.roles.includes('frenemy')) return { code: 'not_in_play' };
		if (round.frenemy) return { code: 'already_chosen' };
		return checkFrenemy(event, round.roles);
	},
	sniper(context, event) {
		const round = context.current;
		if (!round?.roles.includes('sniper')) return { code: 'not_in_play' };
		if (round.sniper !== null) return { code: 'already_chosen' };
		return checkSniper(event.prediction);
	},
	dealt: () => null,
	start_countdown: () => null,
	pause_countdown(context, event) {
		return context.current && discussionOver(context.current, event.at) ? { code: 'discussion_over' } : null;
	},
	resume_countdown: () => null,
	bank(context, event) {
		const round = context.current;
		if (!round) return null;
		if (!isSeat(event.seat, round.roles.length) || !holders(round).includes(event.seat)) return { code: 'not_holding' };
		return discussionOver(round, event.at) ? { code: 'bank_too_late' } : null;
	},
	unbank(context, event) {
		const round = context.current;
		if (!round) return null;
		// Only a bank tapped in this discussion can be taken back: an earlier one missed a deal.
		if (!isSeat(event.seat, round.roles.length) || round.bankedAfter[event.seat] !== round.deals.length)
			return { code: 'not_banked_now' };
		return discussionOver(round, event.at) ? { code: 'bank_too_late' } : null;
	},
	close_discussion(context, event) {
		const round = context.current;
		if (!round || holders(round).length === 0 || discussionOver(round, event.at)) return null;
		return { code: round.countdown?.state === 'idle' ? 'discussion_not_started' : 'discussion_running' };
	},
	reveal(context, event) {
		const round = context.current;
		const role = round?.roles[event.seat];
		if (!round || !role) return null;
		return checkHand(
			{ cards: event.cards, destroy: event.destroy ?? null },
			role,
			cardsHeld(event.seat, round.deals, role)
		);
	},
	gamble(_, event) {
		return isCardValue(event.card) ? null : { code: 'card_value' };
	},
	stand: () => null,
	score(context, event) {
		const round = context.current;
		return round && checkBonus(event, bonusDue(judgeRound(round), context.rewards));
	},
	tiebreak(context, event) {
		return checkTiebreak(stillTied(context), event.guesses, event.cards);
	},
	correct(context, event) {
		const past = pastRound(context, event.round);
		if (!past) return { code: 'no_such_round' };
		if (event.hands.length !== past.roles.length) return { code: 'correction_incomplete' };
		return checkPlayedRound(
			{ ...past, frenemy: event.frenemy, sniper: event.sniper, hands: event.hands, bonus: event.bonus },
			context.rewards
		);
	}
});

/** The round in play with a change (actions run only in states that have one). */
function patchRound(
	context: TheDealerContext,
	change: (round: RoundInPlay) => Partial<RoundInPlay>
): Partial<TheDealerContext> {
	const round = context.current!;
	return { current: { ...round, ...change(round) } };
}

/** A revealed hand, once the rules have taken it: only the Destroyer's number is kept. */
function revealedHand(round: RoundInPlay, seat: number, cards: readonly Entry[], destroy: Entry): Hand {
	return { cards: cardValues(cards), destroy: round.roles[seat] === 'destroyer' ? destroy : null, extra: null };
}

function bonusOf(entry: BonusEntry): Bonus {
	return { dealer: cardValues(entry.dealer), frenemy: cardValues(entry.frenemy), sniper: cardValues(entry.sniper) };
}

export const theDealerMachine = setup({
	types: {
		input: {} as TheDealerInput,
		context: {} as TheDealerContext,
		events: {} as TheDealerEvent
	},
	guards: {
		// Each transition hands over its own check's verdict, on its own (narrowed) event.
		'the rules allow it': (_, refusal: TheDealerRefusal | null) => refusal === null,
		'secrets are chosen': ({ context }) => secretsChosen(context.current!),
		'countdown is ready': ({ context }) => context.current?.countdown?.state === 'idle',
		// Only a running countdown pauses; one that has run out is refused by the rules.
		'countdown can pause': ({ context }, refusal: TheDealerRefusal | null) =>
			refusal === null && context.current?.countdown?.state === 'running',
		'countdown is paused': ({ context }) => context.current?.countdown?.state === 'paused',
		'everyone has banked': ({ context }) => holders(context.current!).length === 0,
		'gambler decides': ({ context }) => context.current!.gambleOpen,
		'everyone has revealed': ({ context }) => nextRevealer(context.current!) === null,
		'all rounds played': ({ context }) => allRoundsPlayed(context),
		'winner is known': ({ context }) => stillTied(context).length === 1,
		'top is tied': ({ context }) => stillTied(context).length > 1
	},
	actions: {
		'hand out roles': assign(({ context }, roles: Role[]) => ({ roles, current: newRound(context, roles) })),
		'start round': assign(({ context }) => ({ current: newRound(context, context.roles!) })),
		'record frenemy': assign(({ context }, frenemy: FrenemyPick) => patchRound(context, () => ({ frenemy }))),
		'record sniper': assign(({ context }, sniper: number) => patchRound(context, () => ({ sniper }))),
		'record deal': assign(({ context }) =>
			patchRound(context, (round) => ({
				deals: [...round.deals, holders(round)],
				countdown: idleCountdown(discussionCountdownMs(context.discussionMs))
			}))
		),
		'start countdown': assign(({ context }, at: number) =>
			patchRound(context, (round) => ({ countdown: startCountdown(round.countdown!, at) }))
		),
		'pause countdown': assign(({ context }, at: number) =>
			patchRound(context, (round) => ({ countdown: pauseCountdown(round.countdown!, at) }))
		),
		'resume countdown': assign(({ context }, at: number) =>
			patchRound(context, (round) => ({ countdown: resumeCountdown(round.countdown!, at) }))
		),
		'record bank': assign(({ context }, banker: number) =>
			patchRound(context, (round) => ({
				bankedAfter: round.bankedAfter.map((after, seat) => (seat === banker ? round.deals.length : after))
			}))
		),
		'record unbank': assign(({ context }, banker: number) =>
			patchRound(context, (round) => ({
				bankedAfter: round.bankedAfter.map((after, seat) => (seat === banker ? null : after))
			}))
		),
		'close discussion': assign(({ context }) => patchRound(context, () => ({ countdown: null }))),
		'record hand': assign(({ context }, { seat, hand }: { seat: number; hand: Hand }) => {
			const role = context.current!.roles[seat]!;
			const gambleOpen = role === 'gambler' && !baseOutcome(hand.cards, role, null).bust;
			return patchRound(context, (round) => ({
				hands: round.hands.map((h, s) => (s === seat ? hand : h)),
				gambleOpen
			}));
		}),
		'record gamble': assign(({ context }, extra: Entry) =>
			patchRound(context, (round) => {
				const seat = round.roles.indexOf('gambler');
				return {
					hands: round.hands.map((hand, s) => (s === seat && hand ? { ...hand, extra } : hand)),
					gambleOpen: false
				};
			})
		),
		'record stand': assign(({ context }) => patchRound(context, () => ({ gambleOpen: false }))),
		'score round': assign(({ context }, bonus: Bonus) => {
			const { roles, frenemy, sniper, deals, hands } = context.current!;
			return { rounds: [...context.rounds, { roles, frenemy, sniper, deals, hands, bonus }], current: null };
		}),
		'record tiebreak': assign(({ context }, { guesses, cards }: { guesses: number[]; cards: number[] }) => ({
			tiebreaks: [...context.tiebreaks, { seats: stillTied(context), guesses, cards }]
		})),
		'correct round': assign(({ context }, { index, corrected }: { index: number; corrected: PlayedRound }) => {
			const rounds = context.rounds.map((round, i) => (i === index ? corrected : round));
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
		correct: {
			guard: { type: 'the rules allow it', params: ({ context, event }) => checks.correct(context, event) },
			actions: {
				type: 'correct round',
				params: ({ context, event }) => ({
					index: event.round - 1,
					corrected: playedRound({ ...context.rounds[event.round - 1]!, ...correctionOf(event) })
				})
			}
		}
	},
	states: {
		roles: {
			on: {
				roles: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.roles(context, event) },
					target: 'before',
					actions: { type: 'hand out roles', params: ({ event }) => event.roles.filter((role) => role !== null) }
				}
			}
		},
		before: {
			always: { guard: 'secrets are chosen', target: 'deal' },
			on: {
				frenemy: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.frenemy(context, event) },
					actions: { type: 'record frenemy', params: ({ event }) => ({ target: event.target, stance: event.stance }) }
				},
				sniper: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.sniper(context, event) },
					actions: { type: 'record sniper', params: ({ event }) => event.prediction }
				}
			}
		},
		deal: {
			on: { dealt: { target: 'discussion', actions: 'record deal' } }
		},
		discussion: {
			on: {
				start_countdown: {
					guard: 'countdown is ready',
					actions: { type: 'start countdown', params: ({ event }) => event.at }
				},
				pause_countdown: {
					guard: {
						type: 'countdown can pause',
						params: ({ context, event }) => checks.pause_countdown(context, event)
					},
					actions: { type: 'pause countdown', params: ({ event }) => event.at }
				},
				resume_countdown: {
					guard: 'countdown is paused',
					actions: { type: 'resume countdown', params: ({ event }) => event.at }
				},
				bank: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.bank(context, event) },
					actions: { type: 'record bank', params: ({ event }) => event.seat }
				},
				unbank: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.unbank(context, event) },
					actions: { type: 'record unbank', params: ({ event }) => event.seat }
				},
				close_discussion: [
					// Once everyone has banked the rules let the discussion close at once.
					{ guard: 'everyone has banked', target: 'reveal', actions: 'close discussion' },
					{
						guard: {
							type: 'the rules allow it',
							params: ({ context, event }) => checks.close_discussion(context, event)
						},
						target: 'deal',
						actions: 'close discussion'
					}
				]
			}
		},
		reveal: {
			always: [
				{ guard: 'gambler decides', target: 'gamble' },
				{ guard: 'everyone has revealed', target: 'score' }
			],
			on: {
				reveal: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.reveal(context, event) },
					actions: {
						type: 'record hand',
						params: ({ context, event }) => ({
							seat: event.seat,
							hand: revealedHand(context.current!, event.seat, event.cards, event.destroy ?? null)
						})
					}
				}
			}
		},
		gamble: {
			on: {
				gamble: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.gamble(context, event) },
					target: 'reveal',
					actions: { type: 'record gamble', params: ({ event }) => event.card }
				},
				stand: { target: 'reveal', actions: 'record stand' }
			}
		},
		score: {
			on: {
				score: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.score(context, event) },
					target: 'scored',
					actions: { type: 'score round', params: ({ event }) => bonusOf(event) }
				}
			}
		},
		scored: {
			always: [
				{ guard: 'all rounds played', target: 'tiebreak' },
				{ target: 'before', actions: 'start round' }
			]
		},
		tiebreak: {
			always: { guard: 'winner is known', target: 'finished' },
			on: {
				tiebreak: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.tiebreak(context, event) },
					actions: {
						type: 'record tiebreak',
						params: ({ event }) => ({ guesses: cardValues(event.guesses), cards: cardValues(event.cards) })
					}
				}
			}
		},
		// Not a final state: a finished game still takes corrections, which may tie the top again.
		finished: {
			always: { guard: 'top is tied', target: 'tiebreak' }
		}
	}
});

/** What a correction event re-enters, without its type, time and round. */
function correctionOf({ frenemy, sniper, hands, bonus }: Correction): Correction {
	return { frenemy, sniper, hands, bonus };
}
