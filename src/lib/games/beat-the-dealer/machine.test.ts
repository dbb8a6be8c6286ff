import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TestTable, type Tap } from '$support/test-table';
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../shared/cards';
import { beatTheDealerGame, type BeatTheDealerGame } from './game';
import { faceUp, totals } from './machine';
import { rulesFrom, type BtdRules } from './rules';
import { summarize } from './summary';
import { propertyRuns } from '$support/property-runs';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

type Table = TestTable<BeatTheDealerGame>;
type Entry = Tap<BeatTheDealerGame>;

function start(options: { players?: number; firstDealer?: number; rules?: Partial<BtdRules> } = {}): Table {
	const { players = 4, firstDealer = 0, rules = {} } = options;
	return TestTable.start(beatTheDealerGame, {
		seats: seats(players),
		firstDealer,
		rules: { ...rulesFrom({}), ...rules }
	});
}

const guess = (rank: Rank, suit?: Suit): Entry => ({ type: 'guess', rank, ...(suit ? { suit } : {}) });
const card = (rank: Rank, suit?: Suit): Entry => ({ type: 'card', rank, ...(suit ? { suit } : {}) });
const said = (side: 'higher' | 'lower'): Entry => ({ type: 'side', side });

/** A turn the guesser misses twice: guess 1 then 2, the card a king, 11 off. */
const missTurn = [guess(1), card(13), guess(2)];

describe('the rulebook’s example: Ben deals, Anna guesses seven, "higher", queen; the card is a 10', () => {
	// Ben sits in seat 0 and deals; Anna, on his left, guesses first.
	const BEN = 0;
	const ANNA = 1;

	it('with the dealer’s word: Anna takes 2, the 10 is face up, and the next player guesses', () => {
		const table = start({ players: 3, firstDealer: BEN });
		expect(table.context.guesser).toBe(ANNA);
		table.play(guess(7), said('higher'), guess(12));
		expect(table.snapshot.value).toBe('secondCard');
		table.play(card(10));
		expect(totals(table.context)).toEqual([0, 2, 0]);
		expect(faceUp(table.context)).toEqual([{ rank: 10 }]);
		expect(table.context).toMatchObject({ dealer: BEN, guesser: 2, misses: 1 });
		expect(table.snapshot.value).toBe('firstGuess');
	});

	it('with the card entered at once: the app says "higher", keeps the card hidden, and scores the same', () => {
		const table = start({ players: 3, firstDealer: BEN });
		table.play(guess(7), card(10));
		expect(table.snapshot.value).toBe('secondGuess');
		expect(table.context.turn.side).toBe('higher');
		expect(faceUp(table.context)).toEqual([]);
		table.play(guess(12));
		expect(totals(table.context)).toEqual([0, 2, 0]);
		expect(table.context.turns[0]).toMatchObject({
			first: { rank: 7 },
			side: 'higher',
			second: { rank: 12 },
			card: { rank: 10 }
		});
	});
});

describe('a turn', () => {
	it('right first time ends the turn: the dealer takes 4', () => {
		const table = start().play(guess(9), card(9));
		expect(totals(table.context)).toEqual([4, 0, 0, 0]);
		expect(table.context.guesser).toBe(2);
	});

	it('right second time: the dealer takes 2, and the miss count resets', () => {
		const table = start().play(...missTurn, ...missTurn);
		expect(table.context.misses).toBe(2);
		table.play(guess(5), said('lower'), guess(3), card(3));
		expect(totals(table.context)).toEqual([2, 11, 11, 0]);
		expect(table.context.misses).toBe(0);
	});

	it('with the table’s own numbers, right first time 5 and right second time 1, the dealer takes those', () => {
		const table = start({ rules: { rightFirstPoints: 5, rightSecondPoints: 1 } });
		table.play(guess(9), card(9));
		expect(totals(table.context)).toEqual([5, 0, 0, 0]);
		table.play(guess(4), said('higher'), guess(8), card(8));
		expect(totals(table.context)).toEqual([6, 0, 0, 0]);
		table.play(guess(2), card(13), guess(12));
		expect(totals(table.context)).toEqual([6, 0, 0, 1]);
	});

	it('the numbers come from the stored settings; a game stored before they were settings plays 4 and 2', () => {
		// The settings as games stored them before the dealer's numbers could be changed.
		const before = {
			aceHigh: false,
			oneGuess: false,
			rankAndSuit: false,
			exactPenalty: 8,
			dumbGuess: false,
			dumbGuessPenalty: 5,
			dealersChoice: false
		};
		const rightTwice = [guess(9), card(9), guess(4), said('higher'), guess(8), card(8)];
		const old = TestTable.setUp(beatTheDealerGame, { seats: seats(4), firstDealer: 0, settings: before }).play(
			...rightTwice
		);
		expect(totals(old.context)).toEqual([6, 0, 0, 0]);
		const house = { ...before, rightFirstPoints: 7, rightSecondPoints: 3 };
		const now = TestTable.setUp(beatTheDealerGame, { seats: seats(4), firstDealer: 0, settings: house }).play(
			...rightTwice
		);
		expect(totals(now.context)).toEqual([10, 0, 0, 0]);
	});

	it('one guess only: a miss costs the difference at once, and the dealer’s word is not asked', () => {
		const table = start({ rules: { oneGuess: true } });
		table.play(guess(4));
		expect(table.refusal(said('higher'))).toEqual({ code: 'one_guess_needs_card' });
		table.play(card(10));
		expect(totals(table.context)).toEqual([0, 6, 0, 0]);
		expect(table.snapshot.value).toBe('firstGuess');
	});

	it('rank and suit: the first guess needs a suit; the exact card costs the dealer 8 (a setting)', () => {
		const table = start({ rules: { rankAndSuit: true } });
		expect(table.refusal(guess(7))).toEqual({ code: 'guess_needs_suit' });
		table.play(guess(7, 'hearts'));
		expect(table.refusal(card(7))).toEqual({ code: 'card_needs_suit' });
		table.play(card(7, 'hearts'));
		expect(totals(table.context)).toEqual([8, 0, 0, 0]);
		table.play(guess(7, 'clubs'), card(7, 'spades'));
		expect(totals(table.context)).toEqual([12, 0, 0, 0]);
		// Two sevens out, hearts and spades: the seven of hearts cannot come again, the seven of clubs can.
		table.play(guess(2, 'clubs'));
		expect(table.refusal(card(7, 'hearts'))).toEqual({ code: 'card_already_out', params: { rank: 7, suit: 'hearts' } });
		table.play(card(7, 'clubs'), guess(8));
		expect(table.context.turns.at(-1)!.card).toEqual({ rank: 7, suit: 'clubs' });
	});

	it('ace high: the ace is 14 in differences and in higher or lower', () => {
		const table = start({ rules: { aceHigh: true } });
		table.play(guess(13), said('higher'), guess(12));
		expect(table.refusal(card(2))).toEqual({ code: 'card_contradicts_side', params: { side: 'higher', rank: 13 } });
		table.play(card(1));
		expect(totals(table.context)).toEqual([0, 2, 0, 0]);
	});

	it('dumb guess: naming a rank that is all face up costs 5 at once, and the guess still counts', () => {
		const table = start({ rules: { dumbGuess: true } });
		for (let i = 0; i < 4; i++) table.play(guess(6), card(6));
		expect(totals(table.context)).toEqual([16, 0, 0, 0]);
		const guesser = table.context.guesser;
		table.play(guess(6));
		expect(totals(table.context)[guesser]).toBe(5);
		table.play(said('higher'), guess(6), card(8));
		expect(totals(table.context)[guesser]).toBe(5 + 5 + 2);
	});

	it('without the dumb-guess variant a guess of a rank that is all out is just wrong', () => {
		const table = start();
		for (let i = 0; i < 4; i++) table.play(guess(6), card(6));
		table.play(guess(6), said('lower'));
		expect(totals(table.context)).toEqual([16, 0, 0, 0]);
	});
});

describe('what the table can enter', () => {
	it('refuses a card whose rank is all face up', () => {
		const table = start();
		for (let i = 0; i < 4; i++) table.play(guess(12), card(12));
		table.play(guess(3));
		expect(table.refusal(card(12))).toEqual({ code: 'card_rank_all_out', params: { rank: 12 } });
	});

	it('refuses a card that contradicts the dealer’s word, and a word no card left can bear out', () => {
		const table = start().play(guess(7), said('lower'), guess(3));
		expect(table.refusal(card(9))).toEqual({ code: 'card_contradicts_side', params: { side: 'lower', rank: 7 } });
		expect(table.refusal(card(7))).toEqual({ code: 'card_contradicts_side', params: { side: 'lower', rank: 7 } });
		expect(start().play(guess(13)).refusal(said('higher'))).toEqual({
			code: 'side_impossible',
			params: { side: 'higher', rank: 13 }
		});
	});

	it('refuses actions out of turn', () => {
		const table = start().play(guess(7), said('higher'));
		expect(table.refusal(card(9))).toEqual({ code: 'not_now' });
		expect(start().refusal(card(9))).toEqual({ code: 'not_now' });
		expect(start().refusal({ type: 'dealer', seat: 2 })).toEqual({ code: 'not_now' });
	});
});

describe('an action aimed at a turn or try already past (a second tap, a raced tab)', () => {
	/** Plays the tap as the screen stamped it, and says why the same event is refused after it landed. */
	const again = (table: Table, tap: Entry) => {
		const sent = table.event(tap);
		table.accept(sent);
		return beatTheDealerGame.refusal(table.snapshot, sent);
	};

	it('is refused as already entered once its try or turn has moved on', () => {
		const table = start();
		expect(again(table, guess(7))).toEqual({ code: 'stale' });
		table.play(said('higher'));
		// The second guess and its card end the turn.
		table.play(guess(9));
		expect(again(table, card(10))).toEqual({ code: 'stale' });
		// A card entered after the first guess and held hidden; the second guess ends the turn.
		table.play(guess(2), card(5));
		expect(again(table, guess(3))).toEqual({ code: 'stale' });
		expect(table.context.turns).toHaveLength(2);
	});

	it('is not taken twice within a step either: the word, the held card, the dealer’s choice', () => {
		const table = start();
		table.play(guess(7));
		expect(again(table, said('higher'))).not.toBeNull();
		const held = start().play(guess(7));
		expect(again(held, card(10))).not.toBeNull();
		const choosing = start({ players: 5, rules: { dealersChoice: true } }).play(...missTurn, ...missTurn, ...missTurn);
		expect(again(choosing, { type: 'dealer', seat: 3 })).not.toBeNull();
		expect(choosing.context).toMatchObject({ dealer: 3, guesser: 4, misses: 0 });
	});

	it('never lands elsewhere: a first guess is not the second, a card not the next turn’s', () => {
		const table = start();
		const firstGuess = table.event(guess(8));
		table.play(guess(7), card(10));
		expect(beatTheDealerGame.refusal(table.snapshot, firstGuess)).toEqual({ code: 'stale' });
		const lateCard = table.event(card(10));
		table.play(guess(9));
		expect(table.context.turns).toHaveLength(1);
		table.play(guess(4));
		expect(beatTheDealerGame.refusal(table.snapshot, lateCard)).toEqual({ code: 'stale' });
		expect(
			beatTheDealerGame.refusal(table.snapshot, { type: 'guess', at: 0, turn: 0, try: 'second', rank: 8 })
		).toEqual({ code: 'stale' });
	});
});

describe('the deck changes hands', () => {
	it('after three misses in a row: to the dealer’s left, whose left guesses next', () => {
		const table = start({ players: 4, firstDealer: 2 });
		expect(table.context.guesser).toBe(3);
		table.play(...missTurn, ...missTurn);
		expect(table.context).toMatchObject({ dealer: 2, guesser: 1, misses: 2 });
		table.play(...missTurn);
		expect(table.context).toMatchObject({ dealer: 3, guesser: 0, misses: 0 });
	});

	it('dealer’s choice: the surviving dealer picks the next dealer (anyone else)', () => {
		const table = start({ players: 5, rules: { dealersChoice: true } });
		table.play(...missTurn, ...missTurn, ...missTurn);
		expect(table.snapshot.value).toBe('choosingDealer');
		// The guesser waits for the new dealer: the check and the machine agree.
		expect(table.refusal(guess(3))).toEqual({ code: 'not_now' });
		expect(table.refusal({ type: 'dealer', seat: 0 })).toEqual({ code: 'dealer_must_change' });
		table.play({ type: 'dealer', seat: 3 });
		expect(table.context).toMatchObject({ dealer: 3, guesser: 4, misses: 0 });
		expect(table.snapshot.value).toBe('firstGuess');
	});
});

describe('the end', () => {
	it('comes with the 52nd card, standings by the fewest taken', () => {
		const table = start({ players: 3 });
		for (const rank of RANKS) for (let i = 0; i < 4; i++) table.play(guess(rank), card(rank));
		expect(table.snapshot.value).toBe('finished');
		expect(table.refusal(guess(7))).toEqual({ code: 'not_now' });
		const summary = summarize(table.snapshot);
		expect(summary.finished).toBe(true);
		expect(summary.progress).toEqual({ unit: 'card', done: 52, total: 52 });
		expect(summary.standings.at(-1)!.score).toBe(summary.standings.reduce((max, s) => Math.max(max, s.score), 0));
		expect(summary.standings[0]!.place).toBe(1);
	});
});

// ---- Over random full decks: the machine against a plain reading of the rulebook. ----

const DECK: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));

type Plan = { players: number; firstDealer: number; rules: BtdRules; deck: Card[]; draws: number[] };

const plans: fc.Arbitrary<Plan> = fc.record({
	players: fc.integer({ min: 3, max: 8 }),
	firstDealer: fc.nat(7),
	rules: fc.record({
		rightFirstPoints: fc.integer({ min: 1, max: 12 }),
		rightSecondPoints: fc.integer({ min: 1, max: 12 }),
		aceHigh: fc.boolean(),
		oneGuess: fc.boolean(),
		rankAndSuit: fc.boolean(),
		exactPenalty: fc.integer({ min: 1, max: 12 }),
		dumbGuess: fc.boolean(),
		dumbGuessPenalty: fc.integer({ min: 1, max: 9 }),
		dealersChoice: fc.boolean()
	}),
	deck: fc.shuffledSubarray(DECK, { minLength: 52, maxLength: 52 }),
	draws: fc.array(fc.nat(1000), { minLength: 400, maxLength: 400 })
});

/**
 * Plays a whole deck as a table would, writing down by hand (not with the app's rules) what
 * every player takes. Returns the events to send and the totals the rulebook gives.
 */
function playByHand({ players, firstDealer, rules, deck, draws }: Plan) {
	let next = 0;
	const draw = (n: number) => draws[next++ % draws.length]! % n;
	const value = (rank: Rank) => (rank === 1 && rules.aceHigh ? 14 : rank);
	const events: Entry[] = [];
	const taken = new Array<number>(players).fill(0);
	const out = new Map<Rank, number>();
	let dealer = firstDealer % players;
	let guesser = (dealer + 1) % players;
	let misses = 0;
	const aGuess = (turned: Card): Rank => (draw(4) === 0 ? turned.rank : RANKS[draw(13)]!);
	const chargeDumb = (rank: Rank) => {
		if (rules.dumbGuess && out.get(rank) === 4) taken[guesser]! += rules.dumbGuessPenalty;
	};

	deck.forEach((turned, index) => {
		const suit = SUITS[draw(4)]!;
		const first = aGuess(turned);
		events.push(rules.rankAndSuit ? { type: 'guess', rank: first, suit } : { type: 'guess', rank: first });
		chargeDumb(first);
		const cardEvent: Entry = rules.rankAndSuit ? { type: 'card', ...turned } : { type: 'card', rank: turned.rank };
		let missed = false;
		if (first === turned.rank) {
			events.push(cardEvent);
			const exact = rules.rankAndSuit && suit === turned.suit;
			// The exact card is a right rank too: never cheaper for the dealer than one.
			taken[dealer]! += exact ? Math.max(rules.exactPenalty, rules.rightFirstPoints) : rules.rightFirstPoints;
		} else if (rules.oneGuess) {
			events.push(cardEvent);
			taken[guesser]! += Math.abs(value(first) - value(turned.rank));
			missed = true;
		} else {
			const wordFirst = draw(2) === 0;
			if (wordFirst) events.push({ type: 'side', side: value(turned.rank) > value(first) ? 'higher' : 'lower' });
			else events.push(cardEvent);
			const second = aGuess(turned);
			events.push({ type: 'guess', rank: second });
			chargeDumb(second);
			if (wordFirst) events.push(cardEvent);
			if (second === turned.rank) taken[dealer]! += rules.rightSecondPoints;
			else {
				taken[guesser]! += Math.abs(value(second) - value(turned.rank));
				missed = true;
			}
		}
		out.set(turned.rank, (out.get(turned.rank) ?? 0) + 1);
		misses = missed ? misses + 1 : 0;
		const last = index === deck.length - 1;
		if (misses === 3 && !last) {
			if (rules.dealersChoice) {
				const seat = (dealer + 1 + draw(players - 1)) % players;
				events.push({ type: 'dealer', seat });
				dealer = seat;
			} else dealer = (dealer + 1) % players;
			guesser = (dealer + 1) % players;
			misses = 0;
		} else {
			guesser = (guesser + 1) % players;
			if (guesser === dealer) guesser = (guesser + 1) % players;
		}
	});
	return { events, taken };
}

describe('any game over a full deck', () => {
	it('hands out exactly what the rulebook says and ends after the 52nd card', () => {
		fc.assert(
			fc.property(plans, (plan) => {
				const { events, taken } = playByHand(plan);
				const table = start({ players: plan.players, firstDealer: plan.firstDealer % plan.players, rules: plan.rules });
				for (const event of events) {
					expect(table.snapshot.value).not.toBe('finished');
					table.play(event);
				}
				// Every card is entered once, and the game ends with the last of them.
				expect(events.filter((event) => event.type === 'card')).toHaveLength(52);
				expect(table.snapshot.value).toBe('finished');
				expect(totals(table.context)).toEqual(taken);
				expect(faceUp(table.context)).toHaveLength(52);
			}),
			{ numRuns: propertyRuns(150) }
		);
	});
});
