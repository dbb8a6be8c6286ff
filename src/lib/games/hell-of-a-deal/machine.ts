// Hell of a Deal at the table: the Boss deck is set, then per round the Boss is revealed, the
// cards dealt, four betting phases played seat by seat from the dealer's left, the showdown
// entered and settled, and the table cleaned up for the next Boss. Guards only ask the checks
// below, which only call the rules; the runtime asks the same checks why an event was refused.
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { ChecksFor } from '$lib/runtime/game-module';
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
	checkHearts,
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
	RED_JACK_HANDS,
	RESULTS,
	soulsWon,
	suffer,
	type Adjustable,
	type Board,
	type Boss,
	type BossCard,
	type Bones,
	type ChipPlay,
	type BossId,
	type FavorPlay,
	type HandResult,
	type HellRefusal,
	type Offering,
	type RedJackHand
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
	/** Demona: how many hearts came onto the board in this phase; null until the table says. */
	hearts: number | null;
	/** Double Down: the extra chips each player may add to their next bet. */
	raises: number[];
	/** Red Jack: whose hand has been counted this round (again only once it has changed). */
	redJackCounted: boolean[];
	/** Dedly Aloor: the extra cards the Boss drew because a player did not pay a Temptation. */
	bossExtraCards: number;
	/** The player who bet or folded last this round: they may still take an extra card until the next one acts. */
	lastActed: number | null;
	/** This round's Boss has been revealed (a Boss who stays from the round before is on the table all along). */
	revealed: boolean;
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
 * player (or the same player's next phase). The runtime stamps them (see hellGame's targets).
 */
export type Turn = { seat: number; round: number; phase: number };

/**
 * The actions. An extra card names its taker (the player to act or the one who just acted)
 * beside the round and phase; Red Jack names the round it was counted in, and whether the
 * player's hand changed since it was last counted; a Favor says whether it is an Instant and
 * which printed Favor it is, if one; giving out waiting Temptation names how much the table saw
 * waiting, so the same one is not given twice.
 */

export type HellEvent =
	| { type: 'begin'; at: number; minions: BossCard[]; devil: number; temptation: number[] }
	| { type: 'reveal'; at: number }
	| { type: 'deal'; at: number }
	| { type: 'heart'; at: number; hearts: number }
	| ({ type: 'bet'; at: number; plays: ChipPlay[] } & Turn)
	| ({ type: 'fold'; at: number; bones: Bones } & Turn)
	| ({ type: 'extra_card'; at: number; temptation: boolean } & Turn)
	| { type: 'red_jack'; at: number; seat: number; round: number; hand: RedJackHand; handChanged: boolean }
	| { type: 'toll'; at: number; seat: number; souls: number }
	| ({ type: 'play_favor'; at: number; seat: number; name?: string } & FavorPlay)
	| { type: 'showdown'; at: number; results: (HandResult | null)[] }
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
		hearts: null,
		raises: new Array<number>(players).fill(0),
		redJackCounted: new Array<boolean>(players).fill(false),
		bossExtraCards: 0,
		lastActed: null,
		revealed: false
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

/** Demona: on the Flop, Turn and River the table first says how many hearts came. */
export function needsHeart(context: HellContext): boolean {
	return currentBoss(context)?.id === 'demona' && context.hand.phase > 0 && context.hand.hearts === null;
}

/** Demona's hearts placed in this phase: each costs a Temptation to stay in; any at all allow two chips. */
export function heartsPlaced(context: HellContext): number {
	return currentBoss(context)?.id === 'demona' && context.hand.phase > 0 ? (context.hand.hearts ?? 0) : 0;
}

/** How many chips this player may bet now: one, one more after a heart, one more per Double Down. */
export function mostChips(context: HellContext, seat: number): number {
	return 1 + (heartsPlaced(context) > 0 ? 1 : 0) + (context.hand.raises[seat] ?? 0);
}

/**
 * The player who just bet, still on their turn until the next player acts (after the River,
 * until the showdown is entered): they may still take Dedly Aloor's extra card, and play a
 * Favor that is not an Instant ("on your turn, after you have made a Bet").
 */
export function justBet(context: HellContext): number | null {
	const last = context.hand.lastActed;
	return last !== null && !context.hand.folded[last] ? last : null;
}

/**
 * "When facing Nick Hauss or The Devil Himself": from his reveal on, and all along while he
 * stays. Souls the pot cannot pay then lose the game, wherever they are lost.
 */
export function facingBigTable(context: HellContext): boolean {
	const boss = currentBoss(context);
	if (!boss || !isBig(boss)) return false;
	return context.hand.revealed || context.rounds.at(-1)?.boss.id === boss.id;
}

export function penaltyOf(context: HellContext): number {
	const boss = currentBoss(context);
	return boss ? bossPenalty(boss, context.penalties) : 0;
}

export function outcome(
	context: HellContext
): { result: 'won' } | { result: 'lost'; reason: Board['lost'] & string } | null {
	if (context.board.lost) return { result: 'lost', reason: context.board.lost };
	return context.won ? { result: 'won' } : null;
}

function inPlay(context: HellContext, seat: unknown): HellRefusal | null {
	if (!isCount(seat, context.seats.length - 1)) return { code: 'no_such_seat' };
	return context.hand.folded[seat] ? { code: 'seat_folded', params: { seat } } : null;
}

/**
 * Who may take Dedly Aloor's extra card: the player to act, and the one who just acted until
 * then. After the River that is its last player, until the showdown is entered.
 */
export function extraCardSeats(context: HellContext): number[] {
	const seat = currentSeat(context);
	const last = justBet(context);
	return [...(last !== null && last !== seat ? [last] : []), ...(seat === null ? [] : [seat])];
}

/** The turn a bet or fold is entered for: the runtime stamps it at the tap (see hellGame). */
export function turnOf(context: HellContext): Turn {
	return { seat: currentSeat(context) ?? -1, round: context.round, phase: context.hand.phase };
}

/** Before a player acts: there is a player to act, and against Demona the heart has been told. */
function turnCheck(context: HellContext): HellRefusal | null {
	if (currentSeat(context) === null) return { code: 'no_such_seat' };
	return needsHeart(context) ? { code: 'heart_first' } : null;
}

const noHealing = (context: HellContext) => currentBoss(context)?.id === 'nick-hauss';

type HellChecks = ChecksFor<HellContext, HellEvent, HellRefusal['code']>;

/** One rule over every action but giving it out: Temptation waiting for a player is given out first. */
function waiting(context: HellContext): HellRefusal | null {
	const count = context.board.overflow;
	return count > 0 ? { code: 'overflow_pending', params: { count } } : null;
}

/** A Boss's own rule, refused against any other Boss. */
function boss(context: HellContext, id: BossId): HellRefusal | null {
	return currentBoss(context)?.id === id ? null : { code: 'not_this_boss' };
}

/** Every action's check: what the machine's guards ask, and what the runtime says on a refusal. */
export const checks: HellChecks = rememberingLastVerdict({
	begin: (context, event) =>
		waiting(context) ?? checkBegin(event.minions, event.devil, event.temptation, context.seats.length),
	reveal: (context) => waiting(context),
	deal: (context) => waiting(context),
	heart: (context, event) => {
		const problem = waiting(context);
		if (problem) return problem;
		if (!needsHeart(context)) return { code: 'heart_not_asked' };
		return checkHearts(context.hand.phase, event.hearts);
	},
	bet: (context, event) => {
		const seat = currentSeat(context);
		return (
			waiting(context) ??
			turnCheck(context) ??
			checkPlays(event.plays, {
				seat: seat!,
				bets: context.hand.bets[seat!]!,
				most: mostChips(context, seat!),
				offeringsUsed: context.hand.offeringsUsed,
				board: context.board,
				hearts: heartsPlaced(context),
				noHealing: noHealing(context)
			})
		);
	},
	fold: (context, event) => {
		const problem = waiting(context) ?? turnCheck(context);
		if (problem) return problem;
		if (currentBoss(context)?.id === 'devil') return { code: 'no_folding' };
		return isOneOf(BONES, event.bones) ? null : { code: 'bones_unknown' };
	},
	extra_card: (context, event) => {
		const problem =
			waiting(context) ?? boss(context, 'dedly-aloor') ?? (needsHeart(context) ? { code: 'heart_first' } : null);
		if (problem) return problem;
		if (!extraCardSeats(context).includes(event.seat)) return { code: 'extra_card_seat' };
		return typeof event.temptation === 'boolean' ? null : { code: 'choice_unknown' };
	},
	red_jack: (context, event) => {
		const problem = waiting(context) ?? boss(context, 'red-jack') ?? inPlay(context, event.seat);
		if (problem) return problem;
		if (!isOneOf(RED_JACK_HANDS, event.hand) || typeof event.handChanged !== 'boolean')
			return { code: 'choice_unknown' };
		// A hand counts once: the same hand entered again would pay or cost twice.
		const counted = context.hand.redJackCounted[event.seat as number];
		return counted && !event.handChanged ? { code: 'red_jack_counted', params: { seat: event.seat } } : null;
	},
	toll: (context, event) =>
		waiting(context) ??
		boss(context, 'the-boatman') ??
		inPlay(context, event.seat) ??
		checkToll(context.board, event.souls),
	play_favor: (context, event) => {
		const problem = waiting(context) ?? inPlay(context, event.seat) ?? checkPlayFavor(context.board, event.seat, event);
		if (problem) return problem;
		return event.instant || justBet(context) === event.seat
			? null
			: { code: 'favor_after_bet', params: { seat: event.seat } };
	},
	showdown: (context, event) => {
		const problem = waiting(context);
		if (problem) return problem;
		const results = event.results;
		if (!Array.isArray(results) || results.length !== context.seats.length) return { code: 'results_missing' };
		const complete = results.every((result, seat) =>
			context.hand.folded[seat] ? result === null : isOneOf(RESULTS, result)
		);
		return complete ? null : { code: 'results_missing' };
	},
	// Giving the waiting Temptation out is the one action the waiting Temptation allows.
	assign: (context, event) => checkAssign(context.board, event.seat),
	cleanup: (context) => waiting(context),
	adjust: (context, event) =>
		waiting(context) ?? checkAdjust(context.board, event.seat, event.what, event.by, noHealing(context))
});

/** The round's losers (folded players included) and what the winners earned. */
function settle(
	context: HellContext,
	results: (HandResult | null)[]
): { board: Board; round: PlayedRound; beaten: boolean } {
	const boss = currentBoss(context)!;
	const outcomes: HandOutcome[] = results.map((result, seat) => (context.hand.folded[seat] ? 'fold' : result!));
	const bets = context.hand.bets;
	const soulsEarned = outcomes.reduce(
		(souls, result, seat) => souls + (result === 'win' ? soulsWon(bets[seat]!) : 0),
		0
	);
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

/** The Devil is revealed for the first time: the round before was played against someone else. */
function devilArrives(context: HellContext): boolean {
	return currentBoss(context)?.id === 'devil' && context.rounds.at(-1)?.boss.id !== 'devil';
}

/** Whether the last settled round beat the Boss it was played against. */
function lastRoundBeaten(context: HellContext): boolean {
	return context.rounds.at(-1)?.results.includes('win') ?? false;
}

const LOST = { guard: 'team lost', target: '#hell-of-a-deal.finished' } as const;

type Params<K extends HellEvent['type']> = { context: HellContext; event: Extract<HellEvent, { type: K }> };

/** A transition's guard: its own check's verdict, on its own (narrowed) event. */
const allowed = <K extends HellEvent['type']>(type: K) =>
	({ type: 'the rules allow it', params: ({ context, event }: Params<K>) => checks[type](context, event) }) as const;

/** A transition's action, handed the event's data. */
const withEvent = <A extends string, K extends HellEvent['type']>(action: A, _type: K) =>
	({ type: action, params: ({ event }: Params<K>) => event }) as const;

/** At any step of play: waiting Temptation is given out, and the table adjusts by hand. */
const ANY_STEP = {
	assign: { guard: allowed('assign'), actions: withEvent('give the Temptation', 'assign') },
	adjust: { guard: allowed('adjust'), actions: withEvent('adjust', 'adjust') }
} as const;

/** Dedly Aloor's extra card, "at any time on their turn": in betting, and after the River until the showdown. */
const EXTRA_CARD = { guard: allowed('extra_card'), actions: withEvent('draw an extra card', 'extra_card') } as const;

/** While a hand is in play (betting or the showdown): the Bosses' own rules and Favors too. */
const IN_HAND = {
	...ANY_STEP,
	red_jack: { guard: allowed('red_jack'), actions: withEvent('count Red Jack', 'red_jack') },
	toll: { guard: allowed('toll'), actions: withEvent('pay the toll', 'toll') },
	play_favor: { guard: allowed('play_favor'), actions: withEvent('play a Favor', 'play_favor') }
} as const;

export const hellMachine = setup({
	types: {
		input: {} as HellInput,
		context: {} as HellContext,
		events: {} as HellEvent
	},
	guards: {
		'the rules allow it': (_, refusal: HellRefusal | null) => refusal === null,
		'team lost': ({ context }) => context.board.lost !== null,
		'every phase played': ({ context }) => currentSeat(context) === null && context.hand.phase === PHASES.length - 1,
		'everyone has acted': ({ context }) => currentSeat(context) === null,
		'the Devil is beaten': ({ context }) =>
			context.board.overflow === 0 && currentBoss(context)?.id === 'devil' && lastRoundBeaten(context)
	},
	actions: {
		'build the deck': assign(
			({ context }, { minions, devil, temptation }: { minions: BossCard[]; devil: number; temptation: number[] }) => ({
				bosses: bossDeck(minions, devil),
				board: newBoard(context.seats.length, temptation)
			})
		),
		'reveal the Boss': assign(({ context }) => {
			// From the second Boss on, Curses gained earlier turn active now ("skip this step for
			// the 1st Boss"). The Devil takes every Favor held once, when he is first revealed: a
			// Favor drawn while he stays is the player's to keep.
			const board = context.round > 1 ? activateCurses(context.board) : context.board;
			return { board: devilArrives(context) ? discardFavors(board) : board, hand: { ...context.hand, revealed: true } };
		}),
		'count the hearts': assign(({ context }, { hearts }: { hearts: number }) => ({
			hand: { ...context.hand, hearts }
		})),
		'place the bet': assign(({ context }, { seat, plays }: { seat: number; plays: ChipPlay[] }) => {
			// The same order checkPlays checked it in: the hearts' price, then each chip.
			let board = betStart(context.board, seat, heartsPlaced(context));
			for (const play of plays) board = applyPlay(board, seat, play);
			const offerings = plays.flatMap((play) =>
				actingChip(play) === 'offering' && play.offering ? [play.offering] : []
			);
			const hand = context.hand;
			return {
				board,
				hand: {
					...hand,
					lastActed: seat,
					acted: hand.acted.map((done, s) => done || s === seat),
					bets: hand.bets.map((bets, s) => (s === seat ? [...bets, ...plays] : bets)),
					// A Double Down's extra chip is for the next bet, whether it was taken or not.
					raises: hand.raises.map((raise, s) => (s === seat ? 0 : raise)),
					offeringsUsed: [...hand.offeringsUsed, ...offerings]
				}
			};
		}),
		fold: assign(({ context }, { seat, bones }: { seat: number; bones: Bones }) => {
			const hand = context.hand;
			return {
				board: applyBones(context.board, seat, bones),
				hand: {
					...hand,
					lastActed: seat,
					acted: hand.acted.map((done, s) => done || s === seat),
					folded: hand.folded.map((out, s) => out || s === seat),
					bones: hand.bones.map((face, s) => (s === seat ? bones : face))
				}
			};
		}),
		'draw an extra card': assign(({ context }, { seat, temptation }: { seat: number; temptation: boolean }) =>
			temptation
				? { board: suffer(context.board, seat, 1) }
				: { hand: { ...context.hand, bossExtraCards: context.hand.bossExtraCards + 1 } }
		),
		'count Red Jack': assign(({ context }, { seat, hand }: { seat: number; hand: RedJackHand }) => ({
			board: redJack(context.board, seat, hand),
			hand: { ...context.hand, redJackCounted: context.hand.redJackCounted.map((counted, s) => counted || s === seat) }
		})),
		'pay the toll': assign(({ context }, { souls }: { souls: number }) => ({
			board: paySouls(context.board, souls, false)
		})),
		'play a Favor': assign(({ context }, { seat, price, favor }: { seat: number } & FavorPlay) => {
			const hand = context.hand;
			// Double Down: every player still in may bet one chip more on their next bet.
			const raises =
				favor === 'double-down' ? hand.raises.map((raise, s) => (hand.folded[s] ? raise : raise + 1)) : hand.raises;
			return {
				board: playFavor(context.board, seat, price, currentBoss(context)?.id === 'miss-fortune'),
				hand: { ...hand, raises }
			};
		}),
		'next phase': assign(({ context }) => ({
			hand: { ...context.hand, phase: context.hand.phase + 1, acted: context.hand.acted.map(() => false), hearts: null }
		})),
		'settle the showdown': assign(({ context }, { results }: { results: (HandResult | null)[] }) => {
			const { board, round } = settle(context, results);
			return { board, rounds: [...context.rounds, round] };
		}),
		'give the Temptation': assign(({ context }, { seat }: { seat: number }) => ({
			board: assignOverflow(context.board, seat)
		})),
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
		adjust: assign(({ context }, { seat, what, by }: { seat: number | null; what: Adjustable; by: number }) => ({
			board: adjust(context.board, seat ?? 0, what, by, facingBigTable(context))
		}))
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
			on: { begin: { guard: allowed('begin'), target: 'reveal', actions: withEvent('build the deck', 'begin') } }
		},
		reveal: {
			always: LOST,
			on: {
				reveal: { guard: allowed('reveal'), target: 'dealing', actions: 'reveal the Boss' },
				...ANY_STEP
			}
		},
		dealing: {
			always: LOST,
			on: { deal: { guard: allowed('deal'), target: 'betting' }, ...ANY_STEP }
		},
		betting: {
			always: [
				LOST,
				{ guard: 'every phase played', target: 'showdown' },
				{ guard: 'everyone has acted', actions: 'next phase' }
			],
			on: {
				heart: { guard: allowed('heart'), actions: withEvent('count the hearts', 'heart') },
				bet: { guard: allowed('bet'), actions: withEvent('place the bet', 'bet') },
				fold: { guard: allowed('fold'), actions: withEvent('fold', 'fold') },
				extra_card: EXTRA_CARD,
				...IN_HAND
			}
		},
		showdown: {
			always: LOST,
			on: {
				showdown: {
					guard: allowed('showdown'),
					target: 'settled',
					actions: withEvent('settle the showdown', 'showdown')
				},
				// The River's last player is still on their turn: nobody acts after them but the showdown.
				extra_card: EXTRA_CARD,
				...IN_HAND
			}
		},
		settled: {
			// A win over the Devil counts only once every Temptation is placed without a team loss.
			always: [LOST, { guard: 'the Devil is beaten', target: 'finished', actions: 'declare the win' }],
			on: { cleanup: { guard: allowed('cleanup'), target: 'reveal', actions: 'clean up' }, ...ANY_STEP }
		},
		finished: {}
	}
});
