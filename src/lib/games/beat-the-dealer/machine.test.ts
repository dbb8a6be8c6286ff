import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '$lib/runtime/game-module';
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../shared/cards';
import { beatTheDealerMachine, checks, currentTurn, faceUp, nextTry, totals, type BtdEvent, type BtdSnapshot, type Try } from './machine';
import { rulesFrom, type BtdRules } from './rules';
import { summarize } from './summary';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

function start(options: { players?: number; firstDealer?: number; rules?: Partial<BtdRules> } = {}): BtdSnapshot {
	const { players = 4, firstDealer = 0, rules = {} } = options;
	return initialTransition(beatTheDealerMachine, { seats: seats(players), firstDealer, rules: { ...rulesFrom({}), ...rules } })[0];
}

/** An action as a player enters it; `onScreen` names the turn (and try) the way the screens do. */
type Entry = {
	[K in BtdEvent['type']]: Omit<Extract<Action<BtdEvent>, { type: K }>, 'turn' | 'try'> & { turn?: number; try?: Try };
}[BtdEvent['type']];

function onScreen(snapshot: BtdSnapshot, entry: Entry): BtdEvent {
	const { context } = snapshot;
	return { turn: currentTurn(context), ...(entry.type === 'guess' ? { try: nextTry(context) } : {}), ...entry, at: 0 } as BtdEvent;
}

function send(snapshot: BtdSnapshot, ...entries: Entry[]): BtdSnapshot {
	return entries.reduce((snap, entry) => {
		const event = onScreen(snap, entry);
		expect(snap.can(event), `${JSON.stringify(event)} in ${String(snap.value)}`).toBe(true);
		return transition(beatTheDealerMachine, snap, event)[0];
	}, snapshot);
}

/** Why the machine refuses this event (and that it does). */
function refusal(snapshot: BtdSnapshot, entry: Entry) {
	const event = onScreen(snapshot, entry);
	expect(snapshot.can(event)).toBe(false);
	return checks[event.type]!(snapshot.context, event as GameEvent);
}

const guess = (rank: number, suit?: Suit): Entry => ({ type: 'guess', rank, ...(suit ? { suit } : {}) });
const card = (rank: number, suit?: Suit): Entry => ({ type: 'card', rank, ...(suit ? { suit } : {}) });
const said = (side: 'higher' | 'lower'): Entry => ({ type: 'side', side });

/** A turn the guesser misses twice: guess 1 then 2, the card a king, 11 off. */
const missTurn = [guess(1), card(13), guess(2)];

describe('the rulebook’s example: Ben deals, Anna guesses seven, "higher", queen; the card is a 10', () => {
	// Ben sits in seat 0 and deals; Anna, on his left, guesses first.
	const BEN = 0;
	const ANNA = 1;

	it('with the dealer’s word: Anna takes 2, the 10 is face up, and the next player guesses', () => {
		let snap = start({ players: 3, firstDealer: BEN });
		expect(snap.context.guesser).toBe(ANNA);
		snap = send(snap, guess(7), said('higher'), guess(12));
		expect(snap.value).toBe('secondCard');
		snap = send(snap, card(10));
		expect(totals(snap.context)).toEqual([0, 2, 0]);
		expect(faceUp(snap.context)).toEqual([{ rank: 10 }]);
		expect(snap.context).toMatchObject({ dealer: BEN, guesser: 2, misses: 1 });
		expect(snap.value).toBe('firstGuess');
	});

	it('with the card entered at once: the app says "higher", keeps the card hidden, and scores the same', () => {
		let snap = start({ players: 3, firstDealer: BEN });
		snap = send(snap, guess(7), card(10));
		expect(snap.value).toBe('secondGuess');
		expect(snap.context.turn.side).toBe('higher');
		expect(faceUp(snap.context)).toEqual([]);
		snap = send(snap, guess(12));
		expect(totals(snap.context)).toEqual([0, 2, 0]);
		expect(snap.context.turns[0]).toMatchObject({ first: { rank: 7 }, side: 'higher', second: { rank: 12 }, card: { rank: 10 } });
	});
});

describe('a turn', () => {
	it('right first time ends the turn: the dealer takes 4', () => {
		const snap = send(start(), guess(9), card(9));
		expect(totals(snap.context)).toEqual([4, 0, 0, 0]);
		expect(snap.context.guesser).toBe(2);
	});

	it('right second time: the dealer takes 2, and the miss count resets', () => {
		let snap = send(start(), ...missTurn, ...missTurn);
		expect(snap.context.misses).toBe(2);
		snap = send(snap, guess(5), said('lower'), guess(3), card(3));
		expect(totals(snap.context)).toEqual([2, 11, 11, 0]);
		expect(snap.context.misses).toBe(0);
	});

	it('one guess only: a miss costs the difference at once, and the dealer’s word is not asked', () => {
		let snap = start({ rules: { oneGuess: true } });
		snap = send(snap, guess(4));
		expect(refusal(snap, said('higher'))).toEqual({ code: 'one_guess_needs_card' });
		snap = send(snap, card(10));
		expect(totals(snap.context)).toEqual([0, 6, 0, 0]);
		expect(snap.value).toBe('firstGuess');
	});

	it('rank and suit: the first guess needs a suit; the exact card costs the dealer 8 (a setting)', () => {
		let snap = start({ rules: { rankAndSuit: true } });
		expect(refusal(snap, guess(7))).toEqual({ code: 'guess_needs_suit' });
		snap = send(snap, guess(7, 'hearts'));
		expect(refusal(snap, card(7))).toEqual({ code: 'card_needs_suit' });
		snap = send(snap, card(7, 'hearts'));
		expect(totals(snap.context)).toEqual([8, 0, 0, 0]);
		snap = send(snap, guess(7, 'clubs'), card(7, 'spades'));
		expect(totals(snap.context)).toEqual([12, 0, 0, 0]);
		// Two sevens out, hearts and spades: the seven of hearts cannot come again, the seven of clubs can.
		snap = send(snap, guess(2, 'clubs'));
		expect(refusal(snap, card(7, 'hearts'))).toEqual({ code: 'card_already_out', params: { rank: 7, suit: 'hearts' } });
		snap = send(snap, card(7, 'clubs'), guess(8));
		expect(snap.context.turns.at(-1)!.card).toEqual({ rank: 7, suit: 'clubs' });
	});

	it('ace high: the ace is 14 in differences and in higher or lower', () => {
		let snap = start({ rules: { aceHigh: true } });
		snap = send(snap, guess(13), said('higher'), guess(12));
		expect(refusal(snap, card(2))).toEqual({ code: 'card_contradicts_side', params: { side: 'higher', rank: 13 } });
		snap = send(snap, card(1));
		expect(totals(snap.context)).toEqual([0, 2, 0, 0]);
	});

	it('dumb guess: naming a rank that is all face up costs 5 at once, and the guess still counts', () => {
		let snap = start({ rules: { dumbGuess: true } });
		for (let i = 0; i < 4; i++) snap = send(snap, guess(6), card(6));
		expect(totals(snap.context)).toEqual([16, 0, 0, 0]);
		const guesser = snap.context.guesser;
		snap = send(snap, guess(6));
		expect(totals(snap.context)[guesser]).toBe(5);
		snap = send(snap, said('higher'), guess(6), card(8));
		expect(totals(snap.context)[guesser]).toBe(5 + 5 + 2);
	});

	it('without the dumb-guess variant a guess of a rank that is all out is just wrong', () => {
		let snap = start();
		for (let i = 0; i < 4; i++) snap = send(snap, guess(6), card(6));
		snap = send(snap, guess(6), said('lower'));
		expect(totals(snap.context)).toEqual([16, 0, 0, 0]);
	});
});

describe('what the table can enter', () => {
	it('refuses a card whose rank is all face up', () => {
		let snap = start();
		for (let i = 0; i < 4; i++) snap = send(snap, guess(12), card(12));
		snap = send(snap, guess(3));
		expect(refusal(snap, card(12))).toEqual({ code: 'card_rank_all_out', params: { rank: 12 } });
	});

	it('refuses a card that contradicts the dealer’s word, and a word no card left can bear out', () => {
		let snap = send(start(), guess(7), said('lower'), guess(3));
		expect(refusal(snap, card(9))).toEqual({ code: 'card_contradicts_side', params: { side: 'lower', rank: 7 } });
		expect(refusal(snap, card(7))).toEqual({ code: 'card_contradicts_side', params: { side: 'lower', rank: 7 } });
		snap = send(start(), guess(13));
		expect(refusal(snap, said('higher'))).toEqual({ code: 'side_impossible', params: { side: 'higher', rank: 13 } });
	});

	it('refuses actions out of turn', () => {
		const snap = send(start(), guess(7), said('higher'));
		expect(refusal(snap, card(9))).toEqual({ code: 'not_now' });
		expect(refusal(start(), card(9))).toEqual({ code: 'not_now' });
		expect(refusal(start(), { type: 'dealer', seat: 2 })).toEqual({ code: 'not_now' });
	});
});

describe('an action sent again one step later (a double tap, or a retry after another tab wrote)', () => {
	// Each action is sent as the screen sent it (naming its turn and try), then again after it landed.
	const again = (snap: BtdSnapshot, entry: Entry) => {
		const sent = onScreen(snap, entry);
		return checks[sent.type]!(send(snap, sent).context, sent as GameEvent);
	};

	it('is refused as already entered, for every kind of action', () => {
		let snap = start();
		expect(again(snap, guess(7))).toEqual({ code: 'stale' });
		snap = send(snap, guess(7));
		expect(again(snap, said('higher'))).toEqual({ code: 'stale' });
		expect(again(snap, card(10))).toEqual({ code: 'stale' });
		snap = send(snap, said('higher'));
		expect(again(snap, guess(9))).toEqual({ code: 'stale' });
		snap = send(snap, guess(9));
		expect(again(snap, card(10))).toEqual({ code: 'stale' });
		// A card entered after the first guess and held hidden.
		snap = send(snap, card(10), guess(2));
		expect(again(snap, card(5))).toEqual({ code: 'stale' });
	});

	it('the dealer’s choice too', () => {
		const snap = send(start({ players: 5, rules: { dealersChoice: true } }), ...missTurn, ...missTurn, ...missTurn);
		expect(again(snap, { type: 'dealer', seat: 3 })).toEqual({ code: 'stale' });
	});

	it('never lands elsewhere: a first guess is not the second, a card not the next turn’s', () => {
		let snap = send(start(), guess(7), card(10));
		expect(refusal(snap, { ...guess(8), try: 'first' })).toEqual({ code: 'stale' });
		snap = send(snap, guess(9));
		expect(refusal(snap, { ...guess(8), turn: 0, try: 'second' })).toEqual({ code: 'stale' });
	});
});

describe('the deck changes hands', () => {
	it('after three misses in a row: to the dealer’s left, whose left guesses next', () => {
		let snap = start({ players: 4, firstDealer: 2 });
		expect(snap.context.guesser).toBe(3);
		snap = send(snap, ...missTurn, ...missTurn);
		expect(snap.context).toMatchObject({ dealer: 2, guesser: 1, misses: 2 });
		snap = send(snap, ...missTurn);
		expect(snap.context).toMatchObject({ dealer: 3, guesser: 0, misses: 0 });
	});

	it('dealer’s choice: the surviving dealer picks the next dealer (anyone else)', () => {
		let snap = start({ players: 5, rules: { dealersChoice: true } });
		snap = send(snap, ...missTurn, ...missTurn, ...missTurn);
		expect(snap.value).toBe('choosingDealer');
		// The guesser waits for the new dealer: the check and the machine agree.
		expect(refusal(snap, guess(3))).toEqual({ code: 'not_now' });
		expect(refusal(snap, { type: 'dealer', seat: 0 })).toEqual({ code: 'dealer_must_change' });
		snap = send(snap, { type: 'dealer', seat: 3 });
		expect(snap.context).toMatchObject({ dealer: 3, guesser: 4, misses: 0 });
		expect(snap.value).toBe('firstGuess');
	});
});

describe('the end', () => {
	it('comes with the 52nd card, standings by the fewest taken', () => {
		let snap = start({ players: 3 });
		for (const rank of RANKS) for (let i = 0; i < 4; i++) snap = send(snap, guess(rank), card(rank));
		expect(snap.value).toBe('finished');
		expect(refusal(snap, guess(7))).toEqual({ code: 'deck_empty' });
		const summary = summarize(snap);
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
			taken[dealer]! += rules.rankAndSuit && suit === turned.suit ? rules.exactPenalty : 4;
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
			if (second === turned.rank) taken[dealer]! += 2;
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
				let snap = start({ players: plan.players, firstDealer: plan.firstDealer % plan.players, rules: plan.rules });
				for (const event of events) {
					expect(snap.value).not.toBe('finished');
					snap = send(snap, event);
				}
				// Every card is entered once, and the game ends with the last of them.
				expect(events.filter((event) => event.type === 'card')).toHaveLength(52);
				expect(snap.value).toBe('finished');
				expect(totals(snap.context)).toEqual(taken);
				expect(faceUp(snap.context)).toHaveLength(52);
			}),
			{ numRuns: 150 }
		);
	});
});
