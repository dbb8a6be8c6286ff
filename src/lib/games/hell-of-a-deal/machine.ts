// Hell of a Deal at the table: the Boss deck is set, then per round the Boss is revealed, the
// cards dealt, four betting phases played seat by seat from the dealer's left, the showdown
// entered and settled, and the table cleaned up for the next Boss. Guards only ask the checks
// below, which only call the rules; the runtime asks the same checks why an event was refused.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { GameEvent, RuleError } from '$lib/runtime/game-module';
import { clockwiseFrom, leftOf } from '../shared/seating';
import {
	activateCurses,
	adjust,
	applyBones,
	actingChip,
	applyPlay,
	assignOverflow,
	betStart,
	bossDeck,
	bossPenalty,
	BONES,
	checkAdjust,
	checkAssign,
	checkBegin,
	checkPlayFavor,
	checkPlays,
	checkToll,
	chipLosses,
	discardActiveCurses,
	discardFavors,
	earnSouls,
	gainCurses,
	isBig,
	isCount,
	isOneOf,
	newBoard,
	paySouls,
	PHASES,
	playFavor,
	redJack,
	RESULTS,
	soulsWon,
	suffer,
	type Adjustable,
	type Board,
	type Boss,
	type BossCard,
	type Bones,
	type ChipPlay,
	type FavorPrice,
	type HandResult,
	type Offering
} from './rules';

export type HellInput = { seats: string[]; firstDealer: number; penalties: { minion: number; bigTable: number } };

/** The round being played. */
export type Hand = {
	/** Index into PHASES. */
	phase: number;
	acted: boolean[];
	folded: boolean[];
	bets: ChipPlay[][];
	bones: (Bones | null)[];
	offeringsUsed: Offering[];
	/** Demona: whether a heart came onto the board in this phase; null until the table says. */
	heart: boolean | null;
	/** Dedly Aloor: the extra cards the Boss drew because a player did not pay a Temptation. */
	bossExtraCards: number;
	/** The player who bet or folded last this round: they may still take an extra card until the next one acts. */
	lastActed: number | null;
};

export type HandOutcome = HandResult | 'fold';

/** A settled round, as the record shows it. */
export type PlayedRound = {
	boss: Boss;
	dealer: number;
	results: HandOutcome[];
	soulsEarned: number;
	soulsLost: number;
	potAfter: number;
};

export type HellContext = HellInput & {
	bosses: Boss[];
	bossIndex: number;
	/** 1, 2, 3…: rounds, not Bosses (Nick Hauss and the Devil stay until beaten). */
	round: number;
	board: Board;
	hand: Hand;
	rounds: PlayedRound[];
	won: boolean;
};

/**
 * A player's turn as the screen showed it: bets, folds and extra cards name their player, the
 * round and the phase, so a second tap, or a tap that raced another tab, cannot land on the next
 * player (or the same player's next phase).
 */
export type Turn = { seat: number; round: number; phase: number };

export type HellEvent =
	| { type: 'begin'; at: number; minions: BossCard[]; devil: number; temptation: number[] }
	| { type: 'reveal'; at: number }
	| { type: 'deal'; at: number }
	| { type: 'heart'; at: number; placed: boolean }
	| ({ type: 'bet'; at: number; plays: ChipPlay[] } & Turn)
	| ({ type: 'fold'; at: number; bones: Bones } & Turn)
	| ({ type: 'extra-card'; at: number; temptation: boolean } & Turn)
	| { type: 'red-jack'; at: number; seat: number; round: number; hand: 'bust' | 'twenty-one' }
	| { type: 'toll'; at: number; seat: number; souls: number }
	| { type: 'play-favor'; at: number; seat: number; price: FavorPrice; name?: string }
	| { type: 'showdown'; at: number; results: (HandResult | null)[] }
	/** `overflow`: the Temptation waiting as the table saw it, so one is not given twice. */
	| { type: 'assign'; at: number; seat: number; overflow: number }
	| { type: 'cleanup'; at: number }
	| { type: 'adjust'; at: number; seat: number | null; what: Adjustable; by: number; note?: string };

export type HellSnapshot = SnapshotFrom<typeof hellMachine>;

function newHand(players: number): Hand {
	return {
		phase: 0,
		acted: new Array<boolean>(players).fill(false),
		folded: new Array<boolean>(players).fill(false),
		bets: Array.from({ length: players }, () => []),
		bones: new Array<Bones | null>(players).fill(null),
		offeringsUsed: [],
		heart: null,
		bossExtraCards: 0,
		lastActed: null
	};
}

export function currentBoss(context: HellContext): Boss | null {
	return context.bosses[context.bossIndex] ?? null;
}

/** The dealer button passes clockwise every round. */
export function dealerOf(context: HellContext): number {
	return (context.firstDealer + context.round - 1) % context.seats.length;
}

/** Each step of a phase goes from the dealer's left, clockwise. */
export function turnOrder(context: HellContext): number[] {
	const players = context.seats.length;
	return clockwiseFrom(leftOf(dealerOf(context), players), players);
}

/** Whose bet or fold is next in this phase, or null when everyone still in has acted. */
export function currentSeat(context: HellContext): number | null {
	const { acted, folded } = context.hand;
	return turnOrder(context).find((seat) => !folded[seat] && !acted[seat]) ?? null;
}

/** Demona: on the Flop, Turn and River the table first says whether a heart came. */
export function needsHeart(context: HellContext): boolean {
	return currentBoss(context)?.id === 'demona' && context.hand.phase > 0 && context.hand.heart === null;
}

/** Demona with a heart on the board: staying in costs a Temptation, and the bet may be two chips. */
export function heartPrice(context: HellContext): boolean {
	return currentBoss(context)?.id === 'demona' && context.hand.phase > 0 && context.hand.heart === true;
}

export function penaltyOf(context: HellContext): number {
	const boss = currentBoss(context);
	return boss ? bossPenalty(boss, context.penalties) : 0;
}

export function outcome(context: HellContext): { result: 'won' } | { result: 'lost'; reason: Board['lost'] & string } | null {
	if (context.board.lost) return { result: 'lost', reason: context.board.lost };
	return context.won ? { result: 'won' } : null;
}

function inPlay(context: HellContext, seat: unknown): RuleError | null {
	if (!isCount(seat, context.seats.length - 1)) return { code: 'no_such_seat' };
	return context.hand.folded[seat] ? { code: 'seat_folded', params: { seat } } : null;
}

/** Who may take Dedly Aloor's extra card: the player to act, and the one who just acted until then. */
export function extraCardSeats(context: HellContext): number[] {
	const seat = currentSeat(context);
	const last = context.hand.lastActed;
	const lastStill = last !== null && last !== seat && !context.hand.folded[last];
	return [...(lastStill ? [last] : []), ...(seat === null ? [] : [seat])];
}

/** The turn a bet, fold or extra card is entered for. */
export function turnOf(context: HellContext, seat: number): Turn {
	return { seat, round: context.round, phase: context.hand.phase };
}

/** An action entered for another round, phase or player than the one the table is at: already done, or too late. */
function staleTurn(context: HellContext, event: GameEvent, seats: readonly number[]): RuleError | null {
	if (event.round === context.round && event.phase === context.hand.phase && seats.includes(event.seat as number)) return null;
	return { code: 'stale' };
}

function turnCheck(context: HellContext): RuleError | null {
	if (currentSeat(context) === null) return { code: 'not_now' };
	return needsHeart(context) ? { code: 'heart_first' } : null;
}

const noHealing = (context: HellContext) => currentBoss(context)?.id === 'nick-hauss';

const ownChecks: Record<string, (context: HellContext, event: GameEvent) => RuleError | null> = {
	begin: (context, event) => checkBegin(event.minions, event.devil, event.temptation, context.seats.length),
	reveal: () => null,
	deal: () => null,
	heart: (context, event) => {
		if (!needsHeart(context)) return { code: 'not_now' };
		return typeof event.placed === 'boolean' ? null : { code: 'not_now' };
	},
	bet: (context, event) => {
		const seat = currentSeat(context);
		return (
			staleTurn(context, event, seat === null ? [] : [seat]) ??
			turnCheck(context) ??
			checkPlays(event.plays, {
				seat: seat!,
				bets: context.hand.bets[seat!]!,
				most: heartPrice(context) ? 2 : 1,
				offeringsUsed: context.hand.offeringsUsed,
				board: context.board,
				heartPrice: heartPrice(context),
				noHealing: noHealing(context)
			})
		);
	},
	fold: (context, event) => {
		const seat = currentSeat(context);
		const problem = staleTurn(context, event, seat === null ? [] : [seat]) ?? turnCheck(context);
		if (problem) return problem;
		if (currentBoss(context)?.id === 'devil') return { code: 'no_folding' };
		return isOneOf(BONES, event.bones) ? null : { code: 'bones_unknown' };
	},
	'extra-card': (context, event) => {
		const stale = staleTurn(context, event, extraCardSeats(context));
		if (stale) return stale;
		if (currentBoss(context)?.id !== 'dedly-aloor') return { code: 'not_this_boss' };
		return turnCheck(context) ?? (typeof event.temptation === 'boolean' ? null : { code: 'not_now' });
	},
	'red-jack': (context, event) => {
		if (event.round !== context.round) return { code: 'stale' };
		if (currentBoss(context)?.id !== 'red-jack') return { code: 'not_this_boss' };
		return inPlay(context, event.seat) ?? (event.hand === 'bust' || event.hand === 'twenty-one' ? null : { code: 'not_now' });
	},
	toll: (context, event) => {
		if (currentBoss(context)?.id !== 'the-boatman') return { code: 'not_this_boss' };
		return inPlay(context, event.seat) ?? checkToll(context.board, event.souls);
	},
	'play-favor': (context, event) => inPlay(context, event.seat) ?? checkPlayFavor(context.board, event.seat, event.price),
	showdown: (context, event) => {
		const results = event.results;
		if (!Array.isArray(results) || results.length !== context.seats.length) return { code: 'results_missing' };
		const complete = results.every((result, seat) => (context.hand.folded[seat] ? result === null : isOneOf(RESULTS, result)));
		return complete ? null : { code: 'results_missing' };
	},
	assign: (context, event) => (event.overflow === context.board.overflow ? checkAssign(context.board, event.seat) : { code: 'stale' }),
	cleanup: () => null,
	adjust: (context, event) => checkAdjust(context.board, event.seat, event.what, event.by, noHealing(context))
};

/** Every check, with one rule over all: Temptation waiting for a player is given out first. */
export const checks: Record<string, (context: HellContext, event: GameEvent) => RuleError | null> = Object.fromEntries(
	Object.entries(ownChecks).map(([type, check]) => [
		type,
		(context: HellContext, event: GameEvent) => {
			// An action meant for another turn is refused as such before anything else.
			const problem = check(context, event);
			if (problem?.code === 'stale' || type === 'assign' || context.board.overflow === 0) return problem;
			return { code: 'overflow_pending', params: { count: context.board.overflow } };
		}
	])
);

const passes = (check: keyof typeof ownChecks) => ({ context, event }: { context: HellContext; event: HellEvent }) =>
	checks[check]!(context, event as GameEvent) === null;

/** The round's losers (folded players included) and what the winners earned. */
function settle(context: HellContext, results: (HandResult | null)[]): { board: Board; round: PlayedRound; beaten: boolean } {
	const boss = currentBoss(context)!;
	const outcomes: HandOutcome[] = results.map((result, seat) => (context.hand.folded[seat] ? 'fold' : result!));
	const bets = context.hand.bets;
	const soulsEarned = outcomes.reduce((souls, result, seat) => souls + (result === 'win' ? soulsWon(bets[seat]!) : 0), 0);
	let board = earnSouls(context.board, soulsEarned);
	const losers = outcomes.flatMap((result, seat) => (result === 'lose' || result === 'fold' ? [seat] : []));
	for (const seat of losers) {
		const loss = chipLosses(bets[seat]!);
		board = gainCurses(suffer(board, seat, loss.temptation), seat, loss.curses);
	}
	const owed = bossPenalty(boss, context.penalties) * losers.length;
	const soulsLost = Math.min(owed, board.pot);
	board = paySouls(board, owed, isBig(boss));
	return {
		board,
		beaten: outcomes.includes('win'),
		round: { boss, dealer: dealerOf(context), results: outcomes, soulsEarned, soulsLost, potAfter: board.pot }
	};
}

/** Whether the last settled round beat the Boss it was played against. */
function lastRoundBeaten(context: HellContext): boolean {
	return context.rounds.at(-1)?.results.includes('win') ?? false;
}

const LOST = { guard: 'team lost', target: '#hell-of-a-deal.finished' } as const;

export const hellMachine = setup({
	types: {
		input: {} as HellInput,
		context: {} as HellContext,
		events: {} as HellEvent
	},
	guards: {
		'deck is valid': passes('begin'),
		'no Temptation waiting': passes('reveal'),
		'heart is asked': passes('heart'),
		'bet is allowed': passes('bet'),
		'fold is allowed': passes('fold'),
		'extra card is allowed': passes('extra-card'),
		'Red Jack counts': passes('red-jack'),
		'toll can be paid': passes('toll'),
		'Favor can be played': passes('play-favor'),
		'results are complete': passes('showdown'),
		'player can take it': passes('assign'),
		'adjustment is allowed': passes('adjust'),
		'team lost': ({ context }) => context.board.lost !== null,
		'every phase played': ({ context }) => currentSeat(context) === null && context.hand.phase === PHASES.length - 1,
		'everyone has acted': ({ context }) => currentSeat(context) === null,
		'the Devil is beaten': ({ context }) =>
			context.board.overflow === 0 && currentBoss(context)?.id === 'devil' && lastRoundBeaten(context)
	},
	actions: {
		'build the deck': assign(({ context, event }) => {
			if (event.type !== 'begin') return {};
			return { bosses: bossDeck(event.minions, event.devil), board: newBoard(context.seats.length, event.temptation) };
		}),
		'reveal the Boss': assign(({ context }) => {
			// Curses gained earlier turn active now; the Devil takes every Favor held.
			const board = activateCurses(context.board);
			return { board: currentBoss(context)?.id === 'devil' ? discardFavors(board) : board };
		}),
		'note the heart': assign(({ context, event }) => {
			if (event.type !== 'heart') return {};
			return { hand: { ...context.hand, heart: event.placed } };
		}),
		'place the bet': assign(({ context, event }) => {
			if (event.type !== 'bet') return {};
			// The same order checkPlays checked it in: the heart's price, then each chip.
			const seat = event.seat;
			let board = betStart(context.board, seat, heartPrice(context));
			for (const play of event.plays) board = applyPlay(board, seat, play);
			const offerings = event.plays.flatMap((play) => (actingChip(play) === 'offering' && play.offering ? [play.offering] : []));
			const hand = context.hand;
			return {
				board,
				hand: {
					...hand,
					lastActed: seat,
					acted: hand.acted.map((done, s) => done || s === seat),
					bets: hand.bets.map((bets, s) => (s === seat ? [...bets, ...event.plays] : bets)),
					offeringsUsed: [...hand.offeringsUsed, ...offerings]
				}
			};
		}),
		fold: assign(({ context, event }) => {
			if (event.type !== 'fold') return {};
			const seat = event.seat;
			const hand = context.hand;
			return {
				board: applyBones(context.board, seat, event.bones),
				hand: {
					...hand,
					lastActed: seat,
					acted: hand.acted.map((done, s) => done || s === seat),
					folded: hand.folded.map((out, s) => out || s === seat),
					bones: hand.bones.map((face, s) => (s === seat ? event.bones : face))
				}
			};
		}),
		'draw an extra card': assign(({ context, event }) => {
			if (event.type !== 'extra-card') return {};
			if (event.temptation) return { board: suffer(context.board, event.seat, 1) };
			return { hand: { ...context.hand, bossExtraCards: context.hand.bossExtraCards + 1 } };
		}),
		'count Red Jack': assign(({ context, event }) => (event.type === 'red-jack' ? { board: redJack(context.board, event.seat, event.hand) } : {})),
		'pay the toll': assign(({ context, event }) => (event.type === 'toll' ? { board: paySouls(context.board, event.souls, false) } : {})),
		'play a Favor': assign(({ context, event }) => {
			if (event.type !== 'play-favor') return {};
			return { board: playFavor(context.board, event.seat, event.price, currentBoss(context)?.id === 'miss-fortune') };
		}),
		'next phase': assign(({ context }) => ({
			hand: { ...context.hand, phase: context.hand.phase + 1, acted: context.hand.acted.map(() => false), heart: null }
		})),
		'settle the showdown': assign(({ context, event }) => {
			if (event.type !== 'showdown') return {};
			const { board, round } = settle(context, event.results);
			return { board, rounds: [...context.rounds, round] };
		}),
		'give the Temptation': assign(({ context, event }) => (event.type === 'assign' ? { board: assignOverflow(context.board, event.seat) } : {})),
		'declare the win': assign({ won: true }),
		'clean up': assign(({ context }) => {
			// The first four Bosses go whatever happened; Nick Hauss and the Devil stay until beaten.
			const boss = currentBoss(context)!;
			const moveOn = !isBig(boss) || lastRoundBeaten(context);
			return {
				bossIndex: context.bossIndex + (moveOn ? 1 : 0),
				round: context.round + 1,
				board: discardActiveCurses(context.board),
				hand: newHand(context.seats.length)
			};
		}),
		adjust: assign(({ context, event }) => {
			if (event.type !== 'adjust') return {};
			return { board: adjust(context.board, event.seat ?? 0, event.what, event.by) };
		})
	}
}).createMachine({
	id: 'hell-of-a-deal',
	context: ({ input }) => ({
		...input,
		bosses: [],
		bossIndex: 0,
		round: 1,
		board: newBoard(input.seats.length, []),
		hand: newHand(input.seats.length),
		rounds: [],
		won: false
	}),
	initial: 'setup',
	states: {
		setup: {
			on: { begin: { guard: 'deck is valid', target: 'reveal', actions: 'build the deck' } }
		},
		reveal: {
			always: LOST,
			on: {
				reveal: { guard: 'no Temptation waiting', target: 'dealing', actions: 'reveal the Boss' },
				assign: { guard: 'player can take it', actions: 'give the Temptation' },
				adjust: { guard: 'adjustment is allowed', actions: 'adjust' }
			}
		},
		dealing: {
			always: LOST,
			on: {
				deal: { guard: 'no Temptation waiting', target: 'betting' },
				assign: { guard: 'player can take it', actions: 'give the Temptation' },
				adjust: { guard: 'adjustment is allowed', actions: 'adjust' }
			}
		},
		betting: {
			always: [LOST, { guard: 'every phase played', target: 'showdown' }, { guard: 'everyone has acted', actions: 'next phase' }],
			on: {
				heart: { guard: 'heart is asked', actions: 'note the heart' },
				bet: { guard: 'bet is allowed', actions: 'place the bet' },
				fold: { guard: 'fold is allowed', actions: 'fold' },
				'extra-card': { guard: 'extra card is allowed', actions: 'draw an extra card' },
				'red-jack': { guard: 'Red Jack counts', actions: 'count Red Jack' },
				toll: { guard: 'toll can be paid', actions: 'pay the toll' },
				'play-favor': { guard: 'Favor can be played', actions: 'play a Favor' },
				assign: { guard: 'player can take it', actions: 'give the Temptation' },
				adjust: { guard: 'adjustment is allowed', actions: 'adjust' }
			}
		},
		showdown: {
			always: LOST,
			on: {
				showdown: { guard: 'results are complete', target: 'settled', actions: 'settle the showdown' },
				'red-jack': { guard: 'Red Jack counts', actions: 'count Red Jack' },
				toll: { guard: 'toll can be paid', actions: 'pay the toll' },
				'play-favor': { guard: 'Favor can be played', actions: 'play a Favor' },
				assign: { guard: 'player can take it', actions: 'give the Temptation' },
				adjust: { guard: 'adjustment is allowed', actions: 'adjust' }
			}
		},
		settled: {
			// A win over the Devil counts only once every Temptation is placed without a team loss.
			always: [LOST, { guard: 'the Devil is beaten', target: 'finished', actions: 'declare the win' }],
			on: {
				cleanup: { guard: 'no Temptation waiting', target: 'reveal', actions: 'clean up' },
				assign: { guard: 'player can take it', actions: 'give the Temptation' },
				adjust: { guard: 'adjustment is allowed', actions: 'adjust' }
			}
		},
		finished: {}
	}
});
