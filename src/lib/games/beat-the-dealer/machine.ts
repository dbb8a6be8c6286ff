// Beat the Dealer, one card a turn: the first guess; then either the card (the app says higher
// or lower and keeps the card hidden) or the dealer's word; the second guess; the card. Guards
// only ask the checks below, which only call the rules; the runtime asks the same checks why
// an event was refused.
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ChecksFor } from '$lib/runtime/game-module';
import {
	DECK_SIZE,
	enteredCard,
	isRuleError,
	sideOf,
	takenCard,
	type Card,
	type Rank,
	type Side,
	type Suit
} from '../shared/cards';
import { totalsBySeat } from '../shared/standings';
import {
	afterDealerChosen,
	afterTurn,
	checkCardAgainstSide,
	checkNextDealer,
	checkSide,
	dumbGuessCharge,
	firstGuessResult,
	firstPosition,
	mustChooseDealer,
	guessFrom,
	settleTurn,
	type BtdRefusal,
	type BtdRules,
	type Charge,
	type Guess,
	type Position
} from './rules';

export type BtdInput = { seats: string[]; firstDealer: number; rules: BtdRules };

/** A finished turn, as the score sheet shows it. */
export type Turn = {
	dealer: number;
	guesser: number;
	first: Guess;
	/** Higher or lower after a wrong first guess: the dealer's word, or what the card showed. */
	side: Side | null;
	second: Guess | null;
	card: Card;
	charges: Charge[];
};

/** The turn being played. `held` is a card the dealer entered after the first guess: hidden until the turn ends. */
export type TurnInProgress = {
	first: Guess | null;
	side: Side | null;
	held: Card | null;
	second: Guess | null;
	charges: Charge[];
};

export type BtdContext = BtdInput & Position & { turns: Turn[]; turn: TurnInProgress };

/** Which of the guesser's two guesses a guess is. */
export type Try = 'first' | 'second';

/**
 * The actions. Each names the turn it was entered for (the number of turns finished), and a
 * guess which try: the runtime stamps these targets (see beatTheDealerGame) and refuses an
 * action whose turn or try is past, so a second tap cannot land on the next step or turn.
 */
export type BtdEvent =
	| { type: 'guess'; at: number; turn: number; try: Try; rank: Rank; suit?: Suit }
	| { type: 'side'; at: number; turn: number; side: Side }
	| { type: 'card'; at: number; turn: number; rank: Rank; suit?: Suit }
	| { type: 'dealer'; at: number; turn: number; seat: number };

export type BtdSnapshot = SnapshotFrom<typeof beatTheDealerMachine>;

const NEW_TURN: TurnInProgress = { first: null, side: null, held: null, second: null, charges: [] };

/** The cards laid face up so far (a held card is not among them yet). */
export function faceUp(context: BtdContext): Card[] {
	return context.turns.map((turn) => turn.card);
}

/** Every player's points, including a penalty already paid in the turn being played. */
export function totals(context: BtdContext): number[] {
	return totalsBySeat(
		[...context.turns.flatMap((turn) => turn.charges), ...context.turn.charges],
		context.seats.length
	);
}

/** The turn the screen is on: the number of turns finished. */
export function currentTurn(context: BtdContext): number {
	return context.turns.length;
}

/** Who guessed (or dealt) in a turn: a finished turn's, or the one guessing (dealing) now. */
export function seatInTurn(context: BtdContext, turn: unknown, who: 'guesser' | 'dealer'): number | undefined {
	if (turn === currentTurn(context)) return context[who];
	return typeof turn === 'number' ? context.turns[turn]?.[who] : undefined;
}

export function guesserOf(context: BtdContext, turn: unknown): number | undefined {
	return seatInTurn(context, turn, 'guesser');
}

/** The try the guesser's next guess is. */
export function nextTry(context: BtdContext): Try {
	return context.turn.first === null ? 'first' : 'second';
}

/** Only the first guess names a suit, and only in the rank-and-suit variant. */
function guessWithSuit(context: BtdContext): boolean {
	return context.rules.rankAndSuit && context.turn.first === null;
}

export const checks: ChecksFor<BtdContext, BtdEvent, BtdRefusal['code']> = rememberingLastVerdict({
	guess(context, event) {
		const guess = guessFrom(event, guessWithSuit(context));
		return isRuleError(guess) ? guess : null;
	},
	side(context, event) {
		if (context.rules.oneGuess) return { code: 'one_guess_needs_card' };
		// Only asked after the first guess (the step that takes the dealer's word).
		return checkSide(event.side, context.turn.first!, faceUp(context), context.rules.aceHigh);
	},
	card(context, event) {
		const card = enteredCard(event, faceUp(context), context.rules.rankAndSuit);
		if (isRuleError(card)) return card;
		const { first, side } = context.turn;
		return first && side ? checkCardAgainstSide(card, first, side, context.rules.aceHigh) : null;
	},
	dealer(context, event) {
		return checkNextDealer(event.seat, context.dealer, context.seats.length);
	}
});

/** Ends the turn with its card: hands out the points, lays the card face up, moves the turn on. */
function finishTurn(context: BtdContext): Partial<BtdContext> {
	const { dealer, guesser, turn, rules } = context;
	const { first, second, held: card } = turn;
	if (first === null || card === null) return {};
	const { charge, missed } = settleTurn({ dealer, guesser, first, second, card }, rules);
	const result = firstGuessResult(first, card, rules);
	const side = result === 'exact' || result === 'right' ? null : result;
	const finished: Turn = { dealer, guesser, first, side, second, card, charges: [...turn.charges, charge] };
	return {
		...afterTurn(context, missed, context.seats.length, rules.dealersChoice),
		turns: [...context.turns, finished],
		turn: NEW_TURN
	};
}

export const beatTheDealerMachine = setup({
	types: {
		input: {} as BtdInput,
		context: {} as BtdContext,
		events: {} as BtdEvent
	},
	guards: {
		// Each transition hands over its own check's verdict, on its own (narrowed) event.
		'the rules allow it': (_, refusal: BtdRefusal | null) => refusal === null,
		// With the card in: right first time, one guess only, or the second guess made.
		'the turn is over': ({ context: { turn, rules } }) =>
			turn.held !== null && (turn.second !== null || rules.oneGuess || turn.held.rank === turn.first?.rank),
		'card is held': ({ context }) => context.turn.held !== null,
		'deck is empty': ({ context }) => context.turns.length === DECK_SIZE,
		'dealer picks the next dealer': ({ context }) => mustChooseDealer(context)
	},
	actions: {
		'record guess': assign(({ context }, guess: Guess) => {
			const charges = [
				...context.turn.charges,
				...dumbGuessCharge(guess, context.guesser, faceUp(context), context.rules)
			];
			return {
				turn: { ...context.turn, charges, ...(context.turn.first === null ? { first: guess } : { second: guess }) }
			};
		}),
		'record word': assign(({ context }, side: Side) => ({ turn: { ...context.turn, side } })),
		// The card is held until the turn ends; after a wrong first guess the table learns where it lies.
		'hold card': assign(({ context }, card: Card) => {
			const { first, side } = context.turn;
			const lies = first ? sideOf(card.rank, first.rank, context.rules.aceHigh) : 'equal';
			return { turn: { ...context.turn, held: card, side: side ?? (lies === 'equal' ? null : lies) } };
		}),
		'finish turn': assign(({ context }) => finishTurn(context)),
		'hand the deck over': assign(({ context }, seat: number) => afterDealerChosen(seat, context.seats.length))
	}
}).createMachine({
	id: 'beat-the-dealer',
	context: ({ input }) => ({
		...input,
		...firstPosition(input.firstDealer, input.seats.length),
		turns: [],
		turn: NEW_TURN
	}),
	initial: 'firstGuess',
	states: {
		firstGuess: {
			on: {
				guess: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.guess(context, event) },
					target: 'answer',
					actions: { type: 'record guess', params: ({ context, event }) => takenCard(event, guessWithSuit(context)) }
				}
			}
		},
		// The dealer turns the card now (the app then says higher or lower), or only says it.
		answer: {
			on: {
				card: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.card(context, event) },
					target: 'entered',
					actions: { type: 'hold card', params: ({ context, event }) => takenCard(event, context.rules.rankAndSuit) }
				},
				side: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.side(context, event) },
					target: 'secondGuess',
					actions: { type: 'record word', params: ({ event }) => event.side }
				}
			}
		},
		secondGuess: {
			on: {
				guess: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.guess(context, event) },
					target: 'entered',
					actions: { type: 'record guess', params: ({ context, event }) => takenCard(event, guessWithSuit(context)) }
				}
			}
		},
		secondCard: {
			on: {
				card: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.card(context, event) },
					target: 'entered',
					actions: { type: 'hold card', params: ({ context, event }) => takenCard(event, context.rules.rankAndSuit) }
				}
			}
		},
		// A card or a guess is in: the turn ends, or the second guess or its card comes next.
		entered: {
			always: [
				{ guard: 'the turn is over', target: 'settled', actions: 'finish turn' },
				{ guard: 'card is held', target: 'secondGuess' },
				{ target: 'secondCard' }
			]
		},
		settled: {
			always: [
				{ guard: 'deck is empty', target: 'finished' },
				{ guard: 'dealer picks the next dealer', target: 'choosingDealer' },
				{ target: 'firstGuess' }
			]
		},
		choosingDealer: {
			on: {
				dealer: {
					guard: { type: 'the rules allow it', params: ({ context, event }) => checks.dealer(context, event) },
					target: 'firstGuess',
					actions: { type: 'hand the deck over', params: ({ event }) => event.seat }
				}
			}
		},
		finished: { type: 'final' }
	}
});
