import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '$lib/runtime/replay';
import { TestTable, type Tap } from '$support/test-table';
import type { EventRecord } from '$lib/model';
import { RANKS, SUITS, type Card, type Rank, type Suit } from '../shared/cards';
import { fuckTheDealerGame, type FuckTheDealerGame } from './game';
import { stageTwoCard, totals, turnedCards } from './machine';
import { rulesFrom, type FtdRules } from './rules';
import { summarize } from './summary';
import { propertyRuns } from '$support/property-runs';

const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

type Table = TestTable<FuckTheDealerGame>;
type Entry = Tap<FuckTheDealerGame>;

function start(players = 3, firstDealer = 0, rules: FtdRules = rulesFrom({})): Table {
	return TestTable.start(fuckTheDealerGame, { seats: seats(players), firstDealer, rules });
}

const suit = (s: Suit): Entry => ({ type: 'guess_suit', suit: s });
const rank = (r: Rank): Entry => ({ type: 'guess_rank', rank: r });
const side = (s: 'higher' | 'lower'): Entry => ({ type: 'guess_side', side: s });
const card = (r: Rank, s?: Suit): Entry => ({ type: 'card', rank: r, ...(s ? { suit: s } : {}) });

describe('the page’s worked example', () => {
	it('clubs vs 9 of hearts (+2 guesser), seven vs king (+4 guesser), lower vs 4 (+4 dealer): guesser on 6, turn over', () => {
		const DEALER = 0;
		const YOU = 1;
		const table = start(3, DEALER);
		expect(table.context.guesser).toBe(YOU);
		table.play(suit('clubs'), card(9, 'hearts'));
		expect(totals(table.context)).toEqual([0, 2, 0]);
		expect(table.snapshot.value).toBe('rank');
		table.play(rank(7), card(13));
		expect(totals(table.context)).toEqual([0, 6, 0]);
		expect(table.snapshot.value).toBe('side');
		expect(stageTwoCard(table.context)).toEqual({ rank: 13 });
		table.play(side('lower'), card(4));
		expect(totals(table.context)).toEqual([4, 6, 0]);
		// The turn is over, no dealer change: the next player clockwise guesses.
		expect(table.context).toMatchObject({ dealer: DEALER, guesser: 2, stage: 'suit' });
		expect(table.snapshot.value).toBe('suit');
	});
});

describe('a turn', () => {
	it('hands out the table’s own points: suit 1/6, rank 7/8, higher or lower 9/10', () => {
		const settings = { suitRight: 1, suitWrong: 6, rankRight: 7, rankWrong: 8, sideRight: 9, sideWrong: 10 };
		const table = TestTable.setUp(fuckTheDealerGame, { seats: seats(3), firstDealer: 0, settings });
		// Seat 1: wrong suit (+6), wrong rank (+8), right side: the dealer +9.
		table.play(suit('clubs'), card(9, 'hearts'), rank(7), card(13), side('lower'), card(4));
		expect(totals(table.context)).toEqual([9, 14, 0]);
		// Seat 2: right suit, the dealer +1.
		table.play(suit('spades'), card(5, 'spades'));
		expect(totals(table.context)).toEqual([10, 14, 0]);
		// Seat 1: wrong suit (+6), right rank: the dealer +7.
		table.play(suit('clubs'), card(2, 'hearts'), rank(8), card(8));
		expect(totals(table.context)).toEqual([17, 20, 0]);
		// Seat 2 misses all three (+6, +8, +10) and takes the deck.
		table.play(suit('clubs'), card(3, 'hearts'), rank(8), card(10), side('higher'), card(6));
		expect(totals(table.context)).toEqual([17, 20, 24]);
		expect(table.context.dealer).toBe(2);
	});

	it('a game stored before the points were settings plays the page’s', () => {
		const table = TestTable.setUp(fuckTheDealerGame, { seats: seats(3), firstDealer: 0, settings: {} });
		table.play(suit('clubs'), card(9, 'hearts'), rank(7), card(13), side('higher'), card(4));
		expect(totals(table.context)).toEqual([0, 11, 0]);
	});

	it('ends at once with a right suit: dealer +2', () => {
		const table = start().play(suit('spades'), card(5, 'spades'));
		expect(totals(table.context)).toEqual([2, 0, 0]);
		expect(table.context).toMatchObject({ guesser: 2, stage: 'suit' });
	});

	it('ends with a right rank: dealer +3, after the guesser’s +2', () => {
		const table = start().play(suit('spades'), card(5, 'hearts'), rank(8), card(8));
		expect(totals(table.context)).toEqual([3, 2, 0]);
		expect(table.context).toMatchObject({ guesser: 2, stage: 'suit' });
	});

	it('a miss in stage 3 costs 5 and hands the guesser the deck; the new dealer’s left guesses', () => {
		const table = start(4, 0);
		table.play(suit('spades'), card(5, 'hearts'), rank(8), card(9), side('higher'), card(9));
		expect(totals(table.context)).toEqual([0, 2 + 4 + 5, 0, 0]);
		expect(table.context).toMatchObject({ dealer: 1, guesser: 2, stage: 'suit' });
	});

	it('ace is high in stage 3', () => {
		const table = start().play(suit('spades'), card(5, 'hearts'), rank(8), card(13), side('higher'), card(1));
		expect(totals(table.context)).toEqual([4, 6, 0]);
	});
});

describe('what the table can enter', () => {
	it('a guess before its card, the right kind of guess for the stage', () => {
		// The guess comes first; the card only after it.
		expect(start().refusal(card(5, 'hearts'))).toEqual({ code: 'not_now' });
		expect(start().refusal(rank(5))).toEqual({ code: 'not_now' });
		const table = start().play(suit('hearts'));
		// The guess is in: the card comes next, not another guess.
		expect(table.refusal(suit('clubs'))).toEqual({ code: 'not_now' });
	});

	it('the stage-1 card with its suit; the others by rank alone', () => {
		const table = start().play(suit('hearts'));
		expect(table.refusal(card(5))).toEqual({ code: 'card_needs_suit' });
		table.play(card(5, 'clubs'), rank(2));
		table.play(card(6, 'clubs'));
		expect(turnedCards(table.context)).toEqual([{ rank: 5, suit: 'clubs' }, { rank: 6 }]);
	});

	it('no card whose rank is all out, and no exact card twice', () => {
		const table = start();
		for (const s of SUITS) table.play(suit(s), card(10, s));
		table.play(suit('clubs'));
		expect(table.refusal(card(10, 'clubs'))).toEqual({ code: 'card_rank_all_out', params: { rank: 10 } });
		table.play(card(3, 'diamonds'), rank(3));
		expect(table.refusal(card(10))).toEqual({ code: 'card_rank_all_out', params: { rank: 10 } });
		table.play(card(4), side('lower'), card(2));
		table.play(suit('hearts'));
		expect(table.refusal(card(3, 'diamonds'))).toEqual({
			code: 'card_already_out',
			params: { rank: 3, suit: 'diamonds' }
		});
	});
});

describe('an action aimed at a card already turned (a second tap, a raced tab)', () => {
	/** Plays the tap as the screen stamped it, and says why the same event is refused after it landed. */
	const again = (table: Table, tap: Entry) => {
		const sent = table.event(tap);
		table.accept(sent);
		return fuckTheDealerGame.refusal(table.snapshot, sent);
	};

	it('is refused as already entered, guesses and cards alike', () => {
		const table = start();
		const guessed = table.event(suit('hearts'));
		table.accept(guessed);
		expect(again(table, card(5, 'clubs'))).toEqual({ code: 'stale' });
		expect(fuckTheDealerGame.refusal(table.snapshot, guessed)).toEqual({ code: 'stale' });
		table.play(rank(2));
		expect(again(table, card(6))).toEqual({ code: 'stale' });
		expect(again(table, side('higher'))).not.toBeNull();
		expect(turnedCards(table.context)).toHaveLength(2);
	});

	it('never lands on the next stage: a card for the first card is not the second', () => {
		const table = start().play(suit('hearts'), card(5, 'clubs'), rank(2));
		expect(fuckTheDealerGame.refusal(table.snapshot, { type: 'card', at: 0, card: 0, rank: 6 })).toEqual({
			code: 'stale'
		});
	});
});

describe('a game stored before the typed contract (version 0)', () => {
	// The page's worked example as version 0 stored it: the guesses in camelCase.
	const stored: [string, Record<string, unknown>][] = [
		['guessSuit', { card: 0, suit: 'clubs' }],
		['card', { card: 0, rank: 9, suit: 'hearts' }],
		['guessRank', { card: 1, rank: 7 }],
		['card', { card: 1, rank: 13 }],
		['guessSide', { card: 2, side: 'lower' }],
		['card', { card: 2, rank: 4 }]
	];
	const log: EventRecord[] = stored.map(([type, payload], i) => ({
		id: `e${i + 1}`,
		gameId: 'v0',
		seq: i + 1,
		type,
		payload,
		at: 1000 * i
	}));
	const setup = { seats: seats(3), firstDealer: 0, settings: {} };

	it('replays whole, its guesses read under today’s names', () => {
		const { snapshot, refused, missing, newer } = replay(fuckTheDealerGame, setup, log, { rulesVersion: 0 });
		expect({ refused, missing, newer }).toEqual({ refused: [], missing: [], newer: false });
		expect(totals(snapshot.context)).toEqual([4, 6, 0]);
		expect(snapshot.context.steps.map((step) => step.guess)).toEqual(['clubs', 7, 'lower']);
		expect(snapshot.context).toMatchObject({ dealer: 0, guesser: 2, stage: 'suit' });
	});

	it('would not be read without the upcaster', () => {
		const { refused } = replay(fuckTheDealerGame, setup, log, { rulesVersion: 1 });
		expect(refused.map(({ record }) => record.type)).toEqual([
			'guessSuit',
			'card',
			'guessRank',
			'card',
			'guessSide',
			'card'
		]);
	});
});

describe('the end', () => {
	it('comes when the deck is empty, also in the middle of a turn; points earned stay', () => {
		const table = start(3, 0);
		const deck: Card[] = SUITS.flatMap((s) => RANKS.map((r) => ({ rank: r, suit: s })));
		// 50 cards, each a right suit: the dealer takes 2 a card, the guessers alternate.
		for (const c of deck.slice(0, 50)) table.play(suit(c.suit!), card(c.rank, c.suit));
		expect(totals(table.context)).toEqual([100, 0, 0]);
		expect(table.context.guesser).toBe(1);
		// Two cards left: seat 1 misses the suit (+2) and the rank (+4); the deck is out before stage 3.
		const [fifty, last] = [deck[50]!, deck[51]!];
		table.play(suit(fifty.suit === 'clubs' ? 'hearts' : 'clubs'), card(fifty.rank, fifty.suit));
		table.play(rank(last.rank === 2 ? 3 : 2), card(last.rank));
		expect(table.snapshot.value).toBe('finished');
		expect(table.context.stage).toBe('side');
		expect(totals(table.context)).toEqual([100, 6, 0]);
		expect(table.refusal(side('higher'))).toEqual({ code: 'not_now' });
		const summary = summarize(table.snapshot);
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

type Plan = { players: number; firstDealer: number; points: number[]; deck: Card[]; draws: number[] };

const plans: fc.Arbitrary<Plan> = fc.record({
	players: fc.integer({ min: 3, max: 8 }),
	/** Right and wrong for each stage in turn: the page's 2, 2, 3, 4, 4, 5 or the table's own. */
	points: fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 6, maxLength: 6 }),
	firstDealer: fc.nat(7),
	deck: fc.shuffledSubarray(DECK, { minLength: 52, maxLength: 52 }),
	draws: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 })
});

/** Plays a whole deck as the table would, keeping the points by hand. */
function playByHand({
	players,
	firstDealer,
	points: [suitRight, suitWrong, rankRight, rankWrong, sideRight, sideWrong],
	deck,
	draws
}: Plan) {
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
			if (right) points[dealer]! += suitRight!;
			else points[guesser]! += suitWrong!;
		} else if (stage === 2) {
			const guess = draw(4) === 0 ? turned.rank : RANKS[draw(13)]!;
			events.push(rank(guess), card(turned.rank));
			right = guess === turned.rank;
			if (right) points[dealer]! += rankRight!;
			else points[guesser]! += rankWrong!;
			stageTwo = turned;
		} else {
			const guess = draw(2) === 0 ? 'higher' : 'lower';
			events.push(side(guess), card(turned.rank));
			const difference = value(turned.rank) - value(stageTwo!.rank);
			right = guess === 'higher' ? difference > 0 : difference < 0;
			if (right) points[dealer]! += sideRight!;
			else points[guesser]! += sideWrong!;
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
	it('hands out exactly the page’s points (or the table’s own) and ends after the 52nd card', () => {
		fc.assert(
			fc.property(plans, (plan) => {
				const { events, points } = playByHand(plan);
				const [suitRight, suitWrong, rankRight, rankWrong, sideRight, sideWrong] = plan.points;
				const settings = { suitRight, suitWrong, rankRight, rankWrong, sideRight, sideWrong };
				const table = TestTable.setUp(fuckTheDealerGame, {
					seats: seats(plan.players),
					firstDealer: plan.firstDealer % plan.players,
					settings
				});
				for (const event of events) {
					expect(table.snapshot.value).not.toBe('finished');
					table.play(event);
				}
				expect(events.filter((event) => event.type === 'card')).toHaveLength(52);
				expect(table.snapshot.value).toBe('finished');
				expect(totals(table.context)).toEqual(points);
				const handedOut = table.context.steps.map((step) => step.charge.points);
				expect(handedOut.every((p) => plan.points.includes(p))).toBe(true);
			}),
			{ numRuns: propertyRuns(150) }
		);
	});
});
