// Beat the Dealer, one card a turn: the first guess; then either the card (the app says higher
// or lower and keeps the card hidden) or the dealer's word; the second guess; the card. Guards
// only ask the checks below, which only call the rules; the runtime asks the same checks why
// an event was refused.
import { and, assign, or, setup, type SnapshotFrom } from 'xstate';
import type { GameEvent, RuleError } from '$lib/runtime/game-module';
import { DECK_SIZE, enteredCard, isRuleError, sideOf, type Card, type Side } from '../shared/cards';
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
	parseGuess,
	settleTurn,
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
export type TurnInProgress = { first: Guess | null; side: Side | null; held: Card | null; second: Guess | null; charges: Charge[] };

export type BtdContext = BtdInput & Position & { turns: Turn[]; turn: TurnInProgress };

/** Which of the guesser's two guesses a guess is. */
export type Try = 'first' | 'second';

/**
 * Each action names the turn it was entered for (the number of turns finished when the screen
 * sent it), and a guess which try, so a second tap, or a tap that raced another tab, cannot
 * land on the next step or the next turn.
 */
export type BtdEvent =
	| { type: 'guess'; at: number; turn: number; try: Try; rank: number; suit?: string }
	| { type: 'side'; at: number; turn: number; side: string }
	| { type: 'card'; at: number; turn: number; rank: number; suit?: string }
	| { type: 'dealer'; at: number; turn: number; seat: number };

export type BtdSnapshot = SnapshotFrom<typeof beatTheDealerMachine>;

const NEW_TURN: TurnInProgress = { first: null, side: null, held: null, second: null, charges: [] };

/** The cards laid face up so far (a held card is not among them yet). */
export function faceUp(context: BtdContext): Card[] {
	return context.turns.map((turn) => turn.card);
}

/** Every player's points, including a penalty already paid in the turn being played. */
export function totals(context: BtdContext): number[] {
	return totalsBySeat([...context.turns.flatMap((turn) => turn.charges), ...context.turn.charges], context.seats.length);
}

/** The turn the screen is on: the number of turns finished. */
export function currentTurn(context: BtdContext): number {
	return context.turns.length;
}

/** Who guessed in a turn: a finished turn's guesser, or the one guessing now. */
export function guesserOf(context: BtdContext, turn: unknown): number | undefined {
	if (turn === currentTurn(context)) return context.guesser;
	return typeof turn === 'number' ? context.turns[turn]?.guesser : undefined;
}

/** The try the guesser's next guess is. */
export function nextTry(context: BtdContext): Try {
	return context.turn.first === null ? 'first' : 'second';
}

const STALE: RuleError = { code: 'stale' };

/** An action entered for another turn than the one being played: already done, or too late. */
function staleTurn(context: BtdContext, event: GameEvent): RuleError | null {
	return event.turn === currentTurn(context) ? null : STALE;
}

/** With the dealer's choice the deck changes hands only by a choice: since the last turn it has. */
function dealerChosen(context: BtdContext): boolean {
	const last = context.turns.at(-1);
	return context.rules.dealersChoice && last !== undefined && last.dealer !== context.dealer;
}

export const checks: Record<string, (context: BtdContext, event: GameEvent) => RuleError | null> = {
	guess(context, event) {
		const { first, side, second } = context.turn;
		if (staleTurn(context, event) || event.try !== nextTry(context) || second !== null) return STALE;
		if (context.turns.length === DECK_SIZE) return { code: 'deck_empty' };
		if (mustChooseDealer(context) || (first !== null && side === null)) return { code: 'not_now' };
		const guess = parseGuess(event, context.rules.rankAndSuit && first === null);
		return isRuleError(guess) ? guess : null;
	},
	side(context, event) {
		const { first, side } = context.turn;
		if (staleTurn(context, event) || side !== null) return STALE;
		if (first === null) return { code: 'not_now' };
		if (context.rules.oneGuess) return { code: 'one_guess_needs_card' };
		return checkSide(event.side, first, faceUp(context), context.rules.aceHigh);
	},
	card(context, event) {
		const { first, side, held, second } = context.turn;
		if (staleTurn(context, event) || held !== null) return STALE;
		// The card comes right after the first guess, or after the second one the dealer's word led to.
		if (first === null || (side !== null && second === null)) return { code: 'not_now' };
		const card = enteredCard(event, faceUp(context), context.rules.rankAndSuit);
		if (isRuleError(card)) return card;
		return side ? checkCardAgainstSide(card, first, side, context.rules.aceHigh) : null;
	},
	dealer(context, event) {
		if (staleTurn(context, event)) return STALE;
		if (!mustChooseDealer(context)) return dealerChosen(context) ? STALE : { code: 'not_now' };
		return checkNextDealer(event.seat, context.dealer, context.seats.length);
	}
};

const passes = (check: keyof typeof checks) => ({ context, event }: { context: BtdContext; event: BtdEvent }) =>
	checks[check]!(context, event as GameEvent) === null;

function cardOf(context: BtdContext, event: BtdEvent): Card {
	return enteredCard(event as GameEvent, faceUp(context), context.rules.rankAndSuit) as Card;
}

/** Ends the turn with its card: hands out the points, lays the card face up, moves the turn on. */
function finishTurn(context: BtdContext, card: Card): Partial<BtdContext> {
	const { dealer, guesser, turn, rules } = context;
	const first = turn.first!;
	const { charge, missed } = settleTurn({ dealer, guesser, first, second: turn.second, card }, rules);
	const result = firstGuessResult(first, card, rules);
	const side = result === 'exact' || result === 'right' ? null : result;
	const finished: Turn = { dealer, guesser, first, side, second: turn.second, card, charges: [...turn.charges, charge] };
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
		'guess is valid': passes('guess'),
		'word is possible': passes('side'),
		'card can be turned': passes('card'),
		'dealer can take over': passes('dealer'),
		'first guess is right': ({ context, event }) => {
			const result = firstGuessResult(context.turn.first!, cardOf(context, event), context.rules);
			return result === 'exact' || result === 'right';
		},
		'one guess only': ({ context }) => context.rules.oneGuess,
		'card is held': ({ context }) => context.turn.held !== null,
		'deck is empty': ({ context }) => context.turns.length === DECK_SIZE,
		'dealer picks the next dealer': ({ context }) => mustChooseDealer(context)
	},
	actions: {
		'record guess': assign(({ context, event }) => {
			if (event.type !== 'guess') return {};
			const first = context.turn.first === null;
			const guess = parseGuess(event, context.rules.rankAndSuit && first) as Guess;
			const charges = [...context.turn.charges, ...dumbGuessCharge(guess, context.guesser, faceUp(context), context.rules)];
			return { turn: { ...context.turn, charges, ...(first ? { first: guess } : { second: guess }) } };
		}),
		'record word': assign(({ context, event }) => {
			if (event.type !== 'side') return {};
			return { turn: { ...context.turn, side: event.side as Side } };
		}),
		'hold card': assign(({ context, event }) => {
			const card = cardOf(context, event);
			return { turn: { ...context.turn, held: card, side: sideOf(card.rank, context.turn.first!.rank, context.rules.aceHigh) as Side } };
		}),
		'finish with entered card': assign(({ context, event }) => finishTurn(context, cardOf(context, event))),
		'finish with held card': assign(({ context }) => finishTurn(context, context.turn.held!)),
		'hand the deck over': assign(({ context, event }) => {
			if (event.type !== 'dealer') return {};
			return afterDealerChosen(event.seat, context.seats.length);
		})
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
			on: { guess: { guard: 'guess is valid', target: 'answer', actions: 'record guess' } }
		},
		// The dealer turns the card now (the app then says higher or lower), or only says it.
		answer: {
			on: {
				card: [
					{ guard: and(['card can be turned', or(['first guess is right', 'one guess only'])]), target: 'settled', actions: 'finish with entered card' },
					{ guard: 'card can be turned', target: 'secondGuess', actions: 'hold card' }
				],
				side: { guard: 'word is possible', target: 'secondGuess', actions: 'record word' }
			}
		},
		secondGuess: {
			on: {
				guess: [
					{ guard: and(['guess is valid', 'card is held']), target: 'settled', actions: ['record guess', 'finish with held card'] },
					{ guard: 'guess is valid', target: 'secondCard', actions: 'record guess' }
				]
			}
		},
		secondCard: {
			on: { card: { guard: 'card can be turned', target: 'settled', actions: 'finish with entered card' } }
		},
		settled: {
			always: [
				{ guard: 'deck is empty', target: 'finished' },
				{ guard: 'dealer picks the next dealer', target: 'choosingDealer' },
				{ target: 'firstGuess' }
			]
		},
		choosingDealer: {
			on: { dealer: { guard: 'dealer can take over', target: 'firstGuess', actions: 'hand the deck over' } }
		},
		finished: { type: 'final' }
	}
});
