// Wizard's phases: per round, the trump, the bids in order, the tricks; then the next round.
// Guards only ask the checks below, which only call the rules; the runtime asks the same
// checks why an event was refused.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { GameEvent, RuleError } from '$lib/runtime/game-module';
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
	type TurnedCard
} from './rules';

export type WizardInput = { seats: string[]; firstDealer: number; noEqualBids: boolean };

export type WizardContext = WizardInput & {
	rounds: PlayedRound[];
	/** The round being played: its trump once known, and the bids so far by seat. */
	trump: Trump | null;
	bids: (number | null)[];
};

/**
 * Each action names the round (and a bid its bidder) it was entered for, so a second tap, or
 * a tap that raced another tab, cannot land on the next round or the next bidder.
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

/** An action entered for another round than the one being played: already done, or too late. */
function staleRound(context: WizardContext, event: GameEvent): RuleError | null {
	return event.round === currentRound(context) ? null : { code: 'stale', params: { round: String(event.round) } };
}

export const checks: Record<string, (context: WizardContext, event: GameEvent) => RuleError | null> = {
	trump(context, event) {
		const stale = staleRound(context, event);
		if (stale) return stale;
		const trump = trumpFrom(event.card, event.suit);
		return typeof trump === 'string' ? null : trump;
	},
	bid(context, event) {
		const stale = staleRound(context, event);
		if (stale) return stale;
		const bidder = nextBidder(context);
		if (bidder === null || event.seat !== bidder) return { code: 'stale_bidder' };
		const round = currentRound(context);
		return checkBid(round, event.bid, {
			isDealer: bidder === dealerOf(round, context.firstDealer, context.seats.length),
			otherBids: context.bids.filter((bid) => bid !== null),
			noEqualBids: context.noEqualBids
		});
	},
	tricks(context, event) {
		return staleRound(context, event) ?? checkTricks(currentRound(context), event.tricks, context.seats.length);
	},
	correct(context, event) {
		const round = event.round;
		if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > context.rounds.length) {
			return { code: 'no_such_round' };
		}
		return checkPlayedRound(round, event.bids, event.tricks, {
			players: context.seats.length,
			noEqualBids: context.noEqualBids
		});
	}
};

const passes = (check: keyof typeof checks) => ({ context, event }: { context: WizardContext; event: WizardEvent }) =>
	checks[check]!(context, event as GameEvent) === null;

export const wizardMachine = setup({
	types: {
		input: {} as WizardInput,
		context: {} as WizardContext,
		events: {} as WizardEvent
	},
	guards: {
		'trump card is valid': passes('trump'),
		'bid is allowed': passes('bid'),
		'tricks add up': passes('tricks'),
		'correction is valid': passes('correct'),
		'last round has no trump card': ({ context }) => !hasTrumpCard(currentRound(context), context.seats.length),
		'everyone has bid': ({ context }) => nextBidder(context) === null,
		'all rounds played': ({ context }) => context.rounds.length === roundCount(context.seats.length)
	},
	actions: {
		'start round': assign(({ context }) => ({ trump: null, bids: emptyBids(context) })),
		'set no trump': assign({ trump: 'none' as Trump }),
		'set trump': assign(({ event }) => {
			if (event.type !== 'trump') return {};
			return { trump: trumpFrom(event.card, event.suit) as Trump };
		}),
		'record bid': assign(({ context, event }) => {
			if (event.type !== 'bid') return {};
			const bidder = nextBidder(context)!;
			return { bids: context.bids.map((bid, seat) => (seat === bidder ? event.bid : bid)) };
		}),
		'score round': assign(({ context, event }) => {
			if (event.type !== 'tricks') return {};
			const round: PlayedRound = { trump: context.trump ?? 'none', bids: context.bids as number[], tricks: [...event.tricks] };
			return { rounds: [...context.rounds, round] };
		}),
		'correct round': assign(({ context, event }) => {
			if (event.type !== 'correct') return {};
			const rounds = context.rounds.map((round, index) =>
				index === event.round - 1 ? { ...round, bids: [...event.bids], tricks: [...event.tricks] } : round
			);
			return { rounds };
		})
	}
}).createMachine({
	id: 'wizard',
	context: ({ input }) => ({ ...input, rounds: [], trump: null, bids: input.seats.map(() => null) }),
	initial: 'trump',
	on: {
		correct: { guard: 'correction is valid', actions: 'correct round' }
	},
	states: {
		trump: {
			always: { guard: 'last round has no trump card', target: 'bidding', actions: 'set no trump' },
			on: { trump: { guard: 'trump card is valid', target: 'bidding', actions: 'set trump' } }
		},
		bidding: {
			always: { guard: 'everyone has bid', target: 'tricks' },
			on: { bid: { guard: 'bid is allowed', actions: 'record bid' } }
		},
		tricks: {
			on: { tricks: { guard: 'tricks add up', target: 'scored', actions: 'score round' } }
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
