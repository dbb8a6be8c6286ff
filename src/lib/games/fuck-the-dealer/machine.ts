// Fuck the Dealer, card by card: in each stage of a turn the guesser guesses (a suit, a rank,
// higher or lower), then the dealer turns the next card and it is entered. The game ends with
// the 52nd card, also in the middle of a turn. Guards only ask the checks below, which only
// call the rules; the runtime asks the same checks why an event was refused.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { GameEvent, RuleError } from '$lib/runtime/game-module';
import { DECK_SIZE, enteredCard, isRuleError, type Card } from '../shared/cards';
import { totalsBySeat } from '../shared/standings';
import {
	afterStage,
	cardNeedsSuit,
	chargeFor,
	firstPosition,
	isRight,
	parseGuess,
	type AnyGuess,
	type Charge,
	type Position,
	type Stage
} from './rules';

export type FtdInput = { seats: string[]; firstDealer: number };

/** One card turned: the stage it answered, who dealt and guessed, the guess, and who took what. */
export type Step = { stage: Stage; dealer: number; guesser: number; guess: AnyGuess; card: Card; right: boolean; charge: Charge };

export type FtdContext = FtdInput & Position & { steps: Step[]; guess: AnyGuess | null };

/**
 * Each action names the card it was entered for (the number of cards turned when the screen
 * sent it: one a stage), so a second tap, or a tap that raced another tab, cannot land on the
 * next stage or the next guesser.
 */
export type FtdEvent =
	| { type: 'guessSuit'; at: number; card: number; suit: string }
	| { type: 'guessRank'; at: number; card: number; rank: number }
	| { type: 'guessSide'; at: number; card: number; side: string }
	| { type: 'card'; at: number; card: number; rank: number; suit?: string };

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

function isDeckEmpty(context: FtdContext): boolean {
	return context.steps.length === DECK_SIZE;
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

const STALE: RuleError = { code: 'stale' };

/** An action entered for another card than the next one: already done, or too late. */
function isStale(context: FtdContext, event: GameEvent): boolean {
	return event.card !== currentCard(context);
}

function checkGuess(stage: Stage) {
	return (context: FtdContext, event: GameEvent): RuleError | null => {
		if (isStale(context, event) || context.guess !== null) return STALE;
		if (isDeckEmpty(context)) return { code: 'deck_empty' };
		if (context.stage !== stage) return { code: 'not_now' };
		const guess = parseGuess(stage, event);
		return isRuleError(guess) ? guess : null;
	};
}

export const checks: Record<string, (context: FtdContext, event: GameEvent) => RuleError | null> = {
	guessSuit: checkGuess('suit'),
	guessRank: checkGuess('rank'),
	guessSide: checkGuess('side'),
	card(context, event) {
		if (isStale(context, event)) return STALE;
		if (isDeckEmpty(context)) return { code: 'deck_empty' };
		if (context.guess === null) return { code: 'guess_first' };
		const card = enteredCard(event, turnedCards(context), cardNeedsSuit(context.stage));
		return isRuleError(card) ? card : null;
	}
};

const passes = (check: keyof typeof checks) => ({ context, event }: { context: FtdContext; event: FtdEvent }) =>
	checks[check]!(context, event as GameEvent) === null;

export const fuckTheDealerMachine = setup({
	types: {
		input: {} as FtdInput,
		context: {} as FtdContext,
		events: {} as FtdEvent
	},
	guards: {
		'suit guess is valid': passes('guessSuit'),
		'rank guess is valid': passes('guessRank'),
		'side guess is valid': passes('guessSide'),
		'card can be turned': passes('card'),
		'deck is empty': ({ context }) => isDeckEmpty(context),
		'stage is rank': ({ context }) => context.stage === 'rank',
		'stage is side': ({ context }) => context.stage === 'side'
	},
	actions: {
		'record guess': assign(({ context, event }) => {
			if (event.type === 'card') return {};
			return { guess: parseGuess(context.stage, event as GameEvent) as AnyGuess };
		}),
		'turn card': assign(({ context, event }) => {
			const card = enteredCard(event as GameEvent, turnedCards(context), cardNeedsSuit(context.stage)) as Card;
			const { dealer, guesser, stage } = context;
			const guess = context.guess!;
			const right = isRight(stage, guess, card, stageTwoCard(context));
			const step: Step = { stage, dealer, guesser, guess, card, right, charge: chargeFor(stage, right, context) };
			return { ...afterStage(context, right, context.seats.length), steps: [...context.steps, step], guess: null };
		})
	}
}).createMachine({
	id: 'fuck-the-dealer',
	context: ({ input }) => ({ ...input, ...firstPosition(input.firstDealer, input.seats.length), steps: [], guess: null }),
	initial: 'suit',
	states: {
		suit: { on: { guessSuit: { guard: 'suit guess is valid', target: 'card', actions: 'record guess' } } },
		rank: { on: { guessRank: { guard: 'rank guess is valid', target: 'card', actions: 'record guess' } } },
		side: { on: { guessSide: { guard: 'side guess is valid', target: 'card', actions: 'record guess' } } },
		card: { on: { card: { guard: 'card can be turned', target: 'turned', actions: 'turn card' } } },
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
