// The Dealer's phases: the roles handed out, then per round the secret choices, deal and
// discussion until everyone has banked, the reveal from the Dealer's left, the score; after
// the last round the tiebreaker if the top is tied. Guards only ask the checks (checks.ts), which
// only call the rules; the runtime asks the same checks why an event was refused.
// Time enters only as events' `at`: the discussion's deadline is in the context, and it is
// the truth whenever an event arrives, late or not.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { idleCountdown, pauseCountdown, resumeCountdown, startCountdown } from '$lib/runtime/countdown';
import { checks } from './checks';
import {
	allRoundsPlayed,
	holders,
	newRound,
	nextRevealer,
	secretsChosen,
	stillTied,
	totalsOf,
	type Correction,
	type RoundInPlay,
	type TheDealerContext,
	type TheDealerEvent,
	type TheDealerInput
} from './context';
import { discussionCountdownMs } from './discussion';
import type { Role } from './rules/roles';
import {
	baseOutcome,
	cardValues,
	playedRound,
	type Bonus,
	type BonusEntry,
	type Entry,
	type FrenemyPick,
	type Hand,
	type PlayedRound,
	type TheDealerRefusal
} from './rules';
import { leaders } from './tiebreak';

// The state, its selectors and the checks have files of their own; importers of the machine
// still find them here.
export * from './context';
export { checks };

export type TheDealerSnapshot = SnapshotFrom<typeof theDealerMachine>;

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
