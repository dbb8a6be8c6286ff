import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '$lib/runtime/game-module';
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../shared/cards';
import { checks, currentCard, fuckTheDealerMachine, stageTwoCard, totals, turnedCards, type FtdEvent, type FtdSnapshot } from './machine';
import { summarize } from './summary';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

function start(players = 3, firstDealer = 0): FtdSnapshot {
	return initialTransition(fuckTheDealerMachine, { seats: seats(players), firstDealer })[0];
}

/** An action as a player enters it; `onScreen` names the card the way the screen does. */
type Entry = {
	[K in FtdEvent['type']]: Omit<Extract<Action<FtdEvent>, { type: K }>, 'card'> & { card?: number };
}[FtdEvent['type']];

function onScreen(snapshot: FtdSnapshot, entry: Entry): FtdEvent {
	return { card: currentCard(snapshot.context), ...entry, at: 0 } as FtdEvent;
}

function send(snapshot: FtdSnapshot, ...entries: Entry[]): FtdSnapshot {
	return entries.reduce((snap, entry) => {
		const event = onScreen(snap, entry);
		expect(snap.can(event), `${JSON.stringify(event)} in ${String(snap.value)}`).toBe(true);
		return transition(fuckTheDealerMachine, snap, event)[0];
	}, snapshot);
}

function refusal(snapshot: FtdSnapshot, entry: Entry) {
	const event = onScreen(snapshot, entry);
	expect(snapshot.can(event)).toBe(false);
	return checks[event.type]!(snapshot.context, event as GameEvent);
}

const suit = (s: Suit): Entry => ({ type: 'guessSuit', suit: s });
const rank = (r: number): Entry => ({ type: 'guessRank', rank: r });
const side = (s: 'higher' | 'lower'): Entry => ({ type: 'guessSide', side: s });
const card = (r: number, s?: Suit): Entry => ({ type: 'card', rank: r, ...(s ? { suit: s } : {}) });

describe('the page’s worked example', () => {
	it('clubs vs 9 of hearts (+2 guesser), seven vs king (+4 guesser), lower vs 4 (+4 dealer): guesser on 6, turn over', () => {
		const DEALER = 0;
		const YOU = 1;
		let snap = start(3, DEALER);
		expect(snap.context.guesser).toBe(YOU);
		snap = send(snap, suit('clubs'), card(9, 'hearts'));
		expect(totals(snap.context)).toEqual([0, 2, 0]);
		expect(snap.value).toBe('rank');
		snap = send(snap, rank(7), card(13));
		expect(totals(snap.context)).toEqual([0, 6, 0]);
		expect(snap.value).toBe('side');
		expect(stageTwoCard(snap.context)).toEqual({ rank: 13 });
		snap = send(snap, side('lower'), card(4));
		expect(totals(snap.context)).toEqual([4, 6, 0]);
		// The turn is over, no dealer change: the next player clockwise guesses.
		expect(snap.context).toMatchObject({ dealer: DEALER, guesser: 2, stage: 'suit' });
		expect(snap.value).toBe('suit');
	});
});

describe('a turn', () => {
	it('ends at once with a right suit: dealer +2', () => {
		const snap = send(start(), suit('spades'), card(5, 'spades'));
		expect(totals(snap.context)).toEqual([2, 0, 0]);
		expect(snap.context).toMatchObject({ guesser: 2, stage: 'suit' });
	});

	it('ends with a right rank: dealer +3, after the guesser’s +2', () => {
		const snap = send(start(), suit('spades'), card(5, 'hearts'), rank(8), card(8));
		expect(totals(snap.context)).toEqual([3, 2, 0]);
		expect(snap.context).toMatchObject({ guesser: 2, stage: 'suit' });
	});

	it('a miss in stage 3 costs 5 and hands the guesser the deck; the new dealer’s left guesses', () => {
		let snap = start(4, 0);
		snap = send(snap, suit('spades'), card(5, 'hearts'), rank(8), card(9), side('higher'), card(9));
		expect(totals(snap.context)).toEqual([0, 2 + 4 + 5, 0, 0]);
		expect(snap.context).toMatchObject({ dealer: 1, guesser: 2, stage: 'suit' });
	});

	it('ace is high in stage 3', () => {
		const snap = send(start(), suit('spades'), card(5, 'hearts'), rank(8), card(13), side('higher'), card(1));
		expect(totals(snap.context)).toEqual([4, 6, 0]);
	});
});

describe('what the table can enter', () => {
	it('a guess before its card, the right kind of guess for the stage', () => {
		expect(refusal(start(), card(5, 'hearts'))).toEqual({ code: 'guess_first' });
		expect(refusal(start(), rank(5))).toEqual({ code: 'not_now' });
		const snap = send(start(), suit('hearts'));
		// The guess is in: another one for this card was entered twice.
		expect(refusal(snap, suit('clubs'))).toEqual({ code: 'stale' });
	});

	it('the stage-1 card with its suit; the others by rank alone', () => {
		let snap = send(start(), suit('hearts'));
		expect(refusal(snap, card(5))).toEqual({ code: 'card_needs_suit' });
		snap = send(snap, card(5, 'clubs'), rank(2));
		snap = send(snap, card(6, 'clubs'));
		expect(turnedCards(snap.context)).toEqual([{ rank: 5, suit: 'clubs' }, { rank: 6 }]);
	});

	it('no card whose rank is all out, and no exact card twice', () => {
		let snap = start();
		for (const s of SUITS) snap = send(snap, suit(s), card(10, s));
		snap = send(snap, suit('clubs'));
		expect(refusal(snap, card(10, 'clubs'))).toEqual({ code: 'card_rank_all_out', params: { rank: 10 } });
		snap = send(snap, card(3, 'diamonds'), rank(3));
		expect(refusal(snap, card(10))).toEqual({ code: 'card_rank_all_out', params: { rank: 10 } });
		snap = send(snap, card(4), side('lower'), card(2));
		snap = send(snap, suit('hearts'));
		expect(refusal(snap, card(3, 'diamonds'))).toEqual({ code: 'card_already_out', params: { rank: 3, suit: 'diamonds' } });
	});
});

describe('an action sent again one step later (a double tap, or a retry after another tab wrote)', () => {
	// Each action is sent as the screen sent it (naming its card), then again after it landed.
	const again = (snap: FtdSnapshot, entry: Entry) => {
		const sent = onScreen(snap, entry);
		return refusal(send(snap, sent), sent);
	};

	it('is refused as already entered, for every kind of action', () => {
		let snap = start();
		expect(again(snap, suit('hearts'))).toEqual({ code: 'stale' });
		snap = send(snap, suit('hearts'));
		expect(again(snap, card(5, 'clubs'))).toEqual({ code: 'stale' });
		snap = send(snap, card(5, 'clubs'));
		expect(again(snap, rank(2))).toEqual({ code: 'stale' });
		snap = send(snap, rank(2), card(6));
		expect(again(snap, side('higher'))).toEqual({ code: 'stale' });
	});

	it('never lands on the next stage: a card for the first card is not the second', () => {
		const snap = send(start(), suit('hearts'), card(5, 'clubs'), rank(2));
		expect(refusal(snap, { type: 'card', card: 0, rank: 6 })).toEqual({ code: 'stale' });
	});
});

describe('the end', () => {
	it('comes when the deck is empty, also in the middle of a turn; points earned stay', () => {
		let snap = start(3, 0);
		const deck: Card[] = SUITS.flatMap((s) => RANKS.map((r) => ({ rank: r, suit: s })));
		// 50 cards, each a right suit: the dealer takes 2 a card, the guessers alternate.
		for (const c of deck.slice(0, 50)) snap = send(snap, suit(c.suit!), card(c.rank, c.suit));
		expect(totals(snap.context)).toEqual([100, 0, 0]);
		expect(snap.context.guesser).toBe(1);
		// Two cards left: seat 1 misses the suit (+2) and the rank (+4); the deck is out before stage 3.
		const [fifty, last] = [deck[50]!, deck[51]!];
		snap = send(snap, suit(fifty.suit === 'clubs' ? 'hearts' : 'clubs'), card(fifty.rank, fifty.suit));
		snap = send(snap, rank(last.rank === 2 ? 3 : 2), card(last.rank));
		expect(snap.value).toBe('finished');
		expect(snap.context.stage).toBe('side');
		expect(totals(snap.context)).toEqual([100, 6, 0]);
		expect(refusal(snap, side('higher'))).toEqual({ code: 'deck_empty' });
		const summary = summarize(snap);
		expect(summary).toMatchObject({ finished: true, progress: { unit: 'card', done: 52, total: 52 } });
		// Fewest points wins.
		expect(summary.standings.map((s) => [s.playerId, s.place])).toEqual([
			['p2', 1],
			['p1', 2],
			['p0', 3]
		]);
	});
});

// ---- Over random full decks: the machine against a plain reading of the page. ----

const DECK: Card[] = SUITS.flatMap((s) => RANKS.map((r) => ({ rank: r, suit: s })));

type Plan = { players: number; firstDealer: number; deck: Card[]; draws: number[] };

const plans: fc.Arbitrary<Plan> = fc.record({
	players: fc.integer({ min: 3, max: 8 }),
	firstDealer: fc.nat(7),
	deck: fc.shuffledSubarray(DECK, { minLength: 52, maxLength: 52 }),
	draws: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 })
});

/** Plays a whole deck as the table would, keeping the points by hand. */
function playByHand({ players, firstDealer, deck, draws }: Plan) {
	let next = 0;
	const draw = (n: number) => draws[next++ % draws.length]! % n;
	const value = (r: Rank) => (r === 1 ? 14 : r);
	const events: Entry[] = [];
	const points = new Array<number>(players).fill(0);
	let dealer = firstDealer % players;
	let guesser = (dealer + 1) % players;
	let stage = 1;
	let stageTwo: Card | null = null;
	for (const turned of deck) {
		let right: boolean;
		if (stage === 1) {
			const guess = draw(3) === 0 ? turned.suit! : SUITS[draw(4)]!;
			events.push(suit(guess), card(turned.rank, turned.suit));
			right = guess === turned.suit;
			if (right) points[dealer]! += 2;
			else points[guesser]! += 2;
		} else if (stage === 2) {
			const guess = draw(4) === 0 ? turned.rank : RANKS[draw(13)]!;
			events.push(rank(guess), card(turned.rank));
			right = guess === turned.rank;
			if (right) points[dealer]! += 3;
			else points[guesser]! += 4;
			stageTwo = turned;
		} else {
			const guess = draw(2) === 0 ? 'higher' : 'lower';
			events.push(side(guess), card(turned.rank));
			const difference = value(turned.rank) - value(stageTwo!.rank);
			right = guess === 'higher' ? difference > 0 : difference < 0;
			if (right) points[dealer]! += 4;
			else points[guesser]! += 5;
		}
		if (right) {
			stage = 1;
			guesser = (guesser + 1) % players;
			if (guesser === dealer) guesser = (guesser + 1) % players;
		} else if (stage < 3) stage += 1;
		else {
			stage = 1;
			dealer = guesser;
			guesser = (dealer + 1) % players;
		}
	}
	return { events, points };
}

describe('any game over a full deck', () => {
	it('hands out exactly the page’s points and ends after the 52nd card', () => {
		fc.assert(
			fc.property(plans, (plan) => {
				const { events, points } = playByHand(plan);
				let snap = start(plan.players, plan.firstDealer % plan.players);
				for (const event of events) {
					expect(snap.value).not.toBe('finished');
					snap = send(snap, event);
				}
				expect(events.filter((event) => event.type === 'card')).toHaveLength(52);
				expect(snap.value).toBe('finished');
				expect(totals(snap.context)).toEqual(points);
				const handedOut = snap.context.steps.map((step) => step.charge.points);
				expect(handedOut.every((p) => [2, 3, 4, 5].includes(p))).toBe(true);
			}),
			{ numRuns: 150 }
		);
	});
});
