// Fuck the Dealer, card by card: in each stage of a turn the guesser guesses (a suit, a rank,
// higher or lower), then the dealer turns the next card and it is entered. The game ends with
// the 52nd card, also in the middle of a turn. Guards only ask the checks below, which only
// call the rules; the runtime asks the same checks why an event was refused.
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ChecksFor } from '$lib/runtime/game-module';
import {
	DECK_SIZE,
	enteredCard,
	isRuleError,
	takenCard,
	type Card,
	type Rank,
	type Side,
	type Suit
} from '../shared/cards';
import { totalsBySeat } from '../shared/standings';
import {
	afterStage,
	cardNeedsSuit,
	chargeFor,
	firstPosition,
	isRight,
	type AnyGuess,
	type Charge,
	type FtdRefusal,
	type FtdRules,
	type Position,
	type Stage
} from './rules';

export type FtdInput = { seats: string[]; firstDealer: number; rules: FtdRules };

/** One card turned: the stage it answered, who dealt and guessed, the guess, and who took what. */
export type Step = {
	stage: Stage;
	dealer: number;
	guesser: number;
	guess: AnyGuess;
	card: Card;
	right: boolean;
	charge: Charge;
};

export type FtdContext = FtdInput & Position & { steps: Step[]; guess: AnyGuess | null };

/**
 * The actions. Each names the card it was entered for (the number of cards turned, one a
 * stage): the runtime stamps this target (see fuckTheDealerGame) and refuses an action whose
 * card is past, so a second tap cannot land on the next stage or the next guesser.
 */
export type FtdEvent =
	| { type: 'guess_suit'; at: number; card: number; suit: Suit }
	| { type: 'guess_rank'; at: number; card: number; rank: Rank }
	| { type: 'guess_side'; at: number; card: number; side: Side }
	| { type: 'card'; at: number; card: number; rank: Rank; suit?: Suit };

export type FtdSnapshot = SnapshotFrom<typeof fuckTheDealerMachine>;

export function turnedCards(context: FtdContext): Card[] {
	return context.steps.map((step) => step.card);
}

/** The card stage 3 compares with: the stage-2 card, turned just before. */
export function stageTwoCard(context: FtdContext): Card | null {
	return context.stage === 'side' ? (context.steps.at(-1)?.card ?? null) : null;
}

export function totals(context: FtdContext): number[] {
	return totalsBySeat(
		context.steps.map((step) => step.charge),
		context.seats.length
	);
}

/** The card the screen is on: the number of cards turned. */
export function currentCard(context: FtdContext): number {
	return context.steps.length;
}

/** Who guessed for a card: a turned card's guesser, or the one guessing now. */
export function guesserOf(context: FtdContext, card: unknown): number | undefined {
	if (card === currentCard(context)) return context.guesser;
	return typeof card === 'number' ? context.steps[card]?.guesser : undefined;
}

export const checks: ChecksFor<FtdContext, FtdEvent, FtdRefusal['code']> = rememberingLastVerdict({
	// Any suit, rank or word is a guess (its schema saw to that), and only the stage's own step
	// takes its kind of guess.
	guess_suit: () => null,
	guess_rank: () => null,
	guess_side: () => null,
	// Only asked once the guess is in: the step that takes the card comes after it.
	card(context, event) {
		const card = enteredCard(event, turnedCards(context), cardNeedsSuit(context.stage));
		return isRuleError(card) ? card : null;
	}
});

export const fuckTheDealerMachine = setup({
	types: {
		input: {} as FtdInput,
		context: {} as FtdContext,
		events: {} as FtdEvent
	},
	guards: {
		// Each transition hands over its own check's verdict, on its own (narrowed) event.
		'the rules allow it': (_, refusal: FtdRefusal | null) => refusal === null,
		'deck is empty': ({ context }) => context.steps.length === DECK_SIZE,
		'stage is rank': ({ context }) => context.stage === 'rank',
		'stage is side': ({ context }) => context.stage === 'side'
	},
	actions: {
		'record guess': assign((_, guess: AnyGuess) => ({ guess })),
		'turn card': assign(({ context }, card: Card) => {
			const { dealer, guesser, stage, guess } = context;
			if (guess === null) return {};
			const right = isRight(stage, guess, card, stageTwoCard(context));
			const step: Step = {
				stage,
				dealer,
				guesser,
				guess,
				card,
				right,
				charge: chargeFor(stage, right, context, context.rules)
			};
			return { ...afterStage(context, right, context.seats.length), steps: [...context.steps, step], guess: null };
		})
	}
}).createMachine({
	id: 'fuck-the-dealer',
	context: ({ input }) => ({
		...input,
		...firstPosition(input.firstDealer, input.seats.length),
		steps: [],
		guess: null
	}),
	initial: 'suit',
	states: {
		suit: {
			on: {
				guess_suit: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.guess_suit(context, event) },
					target: 'card',
					actions: { type: 'record guess', params: ({ event }) => event.suit }
				}
			}
		},
		rank: {
			on: {
				guess_rank: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.guess_rank(context, event) },
					target: 'card',
					actions: { type: 'record guess', params: ({ event }) => event.rank }
				}
			}
		},
		side: {
			on: {
				guess_side: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.guess_side(context, event) },
					target: 'card',
					actions: { type: 'record guess', params: ({ event }) => event.side }
				}
			}
		},
		card: {
			on: {
				card: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.card(context, event) },
					target: 'turned',
					actions: { type: 'turn card', params: ({ context, event }) => takenCard(event, cardNeedsSuit(context.stage)) }
				}
			}
		},
		turned: {
			always: [
				{ guard: 'deck is empty', target: 'finished' },
				{ guard: 'stage is rank', target: 'rank' },
				{ guard: 'stage is side', target: 'side' },
				{ target: 'suit' }
			]
		},
		finished: { type: 'final' }
	}
});
