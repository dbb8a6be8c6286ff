// High Card's phases: cards entered seat by seat from the dealer's left; a full round scores;
// the game ends when someone has reached the target.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ChecksFor } from '$lib/runtime/game-module';
import { checkCard, TARGET, totalsOf, type HighCardRefusal } from './rules';

export type HighCardInput = { seats: string[]; firstDealer: number };
export type HighCardContext = HighCardInput & {
	rounds: number[][];
	/** The round being played: each seat's card so far. */
	cards: (number | null)[];
};
export type HighCardEvent = { type: 'card'; at: number; round: number; seat: number; rank: number };
export type HighCardSnapshot = SnapshotFrom<typeof highCardMachine>;

export const currentRound = (context: HighCardContext): number => context.rounds.length + 1;

/** Whose card is next: clockwise from the dealer's left; null once all are in. */
export function nextSeat({ seats, firstDealer, cards }: HighCardContext): number | null {
	for (let step = 1; step <= seats.length; step++) {
		const seat = (firstDealer + step) % seats.length;
		if (cards[seat] === null) return seat;
	}
	return null;
}

export const checks: ChecksFor<HighCardContext, HighCardEvent, HighCardRefusal['code']> = {
	card: (_, event) => checkCard(event.rank)
};

export const highCardMachine = setup({
	types: { input: {} as HighCardInput, context: {} as HighCardContext, events: {} as HighCardEvent },
	guards: {
		'the rules allow it': (_, refusal: HighCardRefusal | null) => refusal === null,
		'the round is full': ({ context }) => nextSeat(context) === null,
		'someone reached the target': ({ context }) =>
			totalsOf(context.rounds, context.seats.length).some((points) => points >= TARGET)
	},
	actions: {
		'record card': assign(({ context }, { seat, rank }: { seat: number; rank: number }) => ({
			cards: context.cards.map((old, s) => (s === seat ? rank : old))
		})),
		'score round': assign(({ context }) => ({
			rounds: [...context.rounds, context.cards as number[]],
			cards: context.seats.map(() => null)
		}))
	}
}).createMachine({
	id: 'high-card',
	context: ({ input }) => ({ ...input, rounds: [], cards: input.seats.map(() => null) }),
	initial: 'playing',
	states: {
		playing: {
			always: { guard: 'the round is full', actions: 'score round', target: 'scored' },
			on: {
				card: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.card(context, event) },
					actions: { type: 'record card', params: ({ event }) => event }
				}
			}
		},
		scored: { always: [{ guard: 'someone reached the target', target: 'over' }, { target: 'playing' }] },
		over: { type: 'final' }
	}
});
