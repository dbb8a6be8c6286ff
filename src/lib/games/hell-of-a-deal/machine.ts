// Hell of a Deal at the table: the Boss deck is set, then per round the Boss is revealed, the
// cards dealt, four betting phases played seat by seat from the dealer's left, the showdown
// entered and settled, and the table cleaned up for the next Boss. Guards only ask the checks
// (checks.ts), which only call the rules; the runtime asks the same checks why an event was refused.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { checks } from './checks';
import { settle } from './settle';
import {
	currentBoss,
	currentSeat,
	facingBigTable,
	heartsPlaced,
	newHand,
	type HellContext,
	type HellEvent,
	type HellInput
} from './context';
import {
	activateCurses,
	adjust,
	applyBones,
	actingChip,
	applyPlay,
	assignOverflow,
	betStart,
	bossDeck,
	discardActiveCurses,
	discardFavors,
	isBig,
	newBoard,
	paySouls,
	PHASES,
	playFavor,
	redJack,
	suffer,
	type Adjustable,
	type BossCard,
	type Bones,
	type ChipPlay,
	type FavorPlay,
	type HandResult,
	type HellRefusal,
	type RedJackHand
} from './rules';

// The state, its selectors and the checks have files of their own; importers of the machine
// still find them here.
export * from './context';
export { checks };

export type HellSnapshot = SnapshotFrom<typeof hellMachine>;

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
