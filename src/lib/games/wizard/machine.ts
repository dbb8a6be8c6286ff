// Wizard's phases: per round, the trump, the bids in order, the tricks; then the next round.
// Guards only ask the checks below, which only call the rules; the runtime asks the same
// checks why an event was refused.
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ChecksFor } from '$lib/runtime/game-module';
import {
	biddingOrder,
	checkBid,
	checkPlayedRound,
	checkTricks,
	dealerOf,
	hasTrumpCard,
	roundCount,
	trumpFrom,
	type PlayedRound,
	type Suit,
	type Trump,
	type TurnedCard,
	type WizardRefusal
} from './rules';

export type WizardInput = { seats: string[]; firstDealer: number; noEqualBids: boolean };

export type WizardContext = WizardInput & {
	rounds: PlayedRound[];
	/** The round being played: its trump once known, and the bids so far by seat. */
	trump: Trump | null;
	bids: (number | null)[];
};

/**
 * The actions. Trump, bids and tricks name the round they were entered for (and a bid its
 * bidder): the runtime stamps these targets (see wizardGame) and refuses an action whose
 * round or bidder is past. A correction names the past round it corrects.
 */
export type WizardEvent =
	| { type: 'trump'; at: number; round: number; card: TurnedCard; suit?: Suit }
	| { type: 'bid'; at: number; round: number; seat: number; bid: number }
	| { type: 'tricks'; at: number; round: number; tricks: number[] }
	| { type: 'correct'; at: number; round: number; bids: number[]; tricks: number[] };

export type WizardSnapshot = SnapshotFrom<typeof wizardMachine>;

/** The round being played (1-based). */
export function currentRound(context: WizardContext): number {
	return context.rounds.length + 1;
}

/** Whose bid is next, or null when everyone has bid. */
export function nextBidder(context: WizardContext): number | null {
	const order = biddingOrder(currentRound(context), context.firstDealer, context.seats.length);
	return order.find((seat) => context.bids[seat] === null) ?? null;
}

function emptyBids(context: WizardContext): null[] {
	return context.seats.map(() => null);
}

export const checks: ChecksFor<WizardContext, WizardEvent, WizardRefusal['code']> = rememberingLastVerdict({
	trump(_, event) {
		const trump = trumpFrom(event.card, event.suit);
		return typeof trump === 'string' ? null : trump;
	},
	bid(context, event) {
		const round = currentRound(context);
		return checkBid(round, event.bid, {
			isDealer: event.seat === dealerOf(round, context.firstDealer, context.seats.length),
			otherBids: context.bids.filter((bid) => bid !== null),
			noEqualBids: context.noEqualBids
		});
	},
	tricks(context, event) {
		return checkTricks(currentRound(context), event.tricks, context.seats.length);
	},
	correct(context, event) {
		const round = event.round;
		if (!Number.isInteger(round) || round < 1 || round > context.rounds.length) return { code: 'no_such_round' };
		return checkPlayedRound(round, event.bids, event.tricks, {
			players: context.seats.length,
			noEqualBids: context.noEqualBids
		});
	}
});

export const wizardMachine = setup({
	types: {
		input: {} as WizardInput,
		context: {} as WizardContext,
		events: {} as WizardEvent
	},
	guards: {
		// Each transition hands over its own check's verdict, on its own (narrowed) event.
		'the rules allow it': (_, refusal: WizardRefusal | null) => refusal === null,
		'last round has no trump card': ({ context }) => !hasTrumpCard(currentRound(context), context.seats.length),
		'everyone has bid': ({ context }) => nextBidder(context) === null,
		'all rounds played': ({ context }) => context.rounds.length === roundCount(context.seats.length)
	},
	actions: {
		'start round': assign(({ context }) => ({ trump: null, bids: emptyBids(context) })),
		'set trump': assign((_, trump: Trump) => ({ trump })),
		'record bid': assign(({ context }, { seat, bid }: { seat: number; bid: number }) => ({
			bids: context.bids.map((old, s) => (s === seat ? bid : old))
		})),
		'score round': assign(({ context }, { tricks }: { tricks: number[] }) => {
			const round: PlayedRound = {
				trump: context.trump ?? 'none',
				bids: context.bids as number[],
				tricks: [...tricks]
			};
			return { rounds: [...context.rounds, round] };
		}),
		// Written out field by field: V8 builds `{ ...played, bids: [...bids] }` several times
		// slower, and a corrected game's replay makes one round per correction (a third of it).
		'correct round': assign(
			({ context }, { round, bids, tricks }: { round: number; bids: number[]; tricks: number[] }) => ({
				rounds: context.rounds.map((played, index) =>
					index === round - 1 ? { trump: played.trump, bids: bids.slice(), tricks: tricks.slice() } : played
				)
			})
		)
	}
}).createMachine({
	id: 'wizard',
	context: ({ input }) => ({ ...input, rounds: [], trump: null, bids: input.seats.map(() => null) }),
	initial: 'trump',
	on: {
		correct: {
			guard: { type: 'the rules allow it', params: ({ context, event }) => checks.correct(context, event) },
			actions: { type: 'correct round', params: ({ event }) => event }
		}
	},
	states: {
		trump: {
			always: {
				guard: 'last round has no trump card',
				target: 'bidding',
				actions: { type: 'set trump', params: 'none' as Trump }
			},
			on: {
				trump: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.trump(context, event) },
					target: 'bidding',
					actions: { type: 'set trump', params: ({ event }) => trumpFrom(event.card, event.suit) as Trump }
				}
			}
		},
		bidding: {
			always: { guard: 'everyone has bid', target: 'tricks' },
			on: {
				bid: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.bid(context, event) },
					actions: { type: 'record bid', params: ({ event }) => event }
				}
			}
		},
		tricks: {
			on: {
				tricks: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.tricks(context, event) },
					target: 'scored',
					actions: { type: 'score round', params: ({ event }) => event }
				}
			}
		},
		scored: {
			always: [
				{ guard: 'all rounds played', target: 'finished' },
				{ target: 'trump', actions: 'start round' }
			]
		},
		// Not a final state: a finished game still takes corrections of its rounds.
		finished: {}
	}
});
