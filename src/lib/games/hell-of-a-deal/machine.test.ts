import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawFrom, playRandomGame } from '$support/random-play';
import { effectiveEvents, replay, toMachineEvent } from '$lib/runtime/replay';
import { TestTable, type Tap } from '$support/test-table';
import type { EventRecord } from '$lib/model';
import { hellGame, type HellGame } from './game';
import { currentBoss, currentSeat, dealerOf, extraCardSeats, needsHeart, outcome, type HellContext } from './machine';
import {
	FIRST_GAME,
	healFloor,
	MAX_CURSES,
	MAX_FAVORS,
	MAX_TEMPTATION,
	type BossCard,
	type ChipPlay,
	type HandResult,
	type Minion
} from './rules';
import { roundInPlay, summarize } from './summary';
import { hellMoves } from './test-moves';
import { propertyRuns } from '$support/property-runs';

const FIRST: BossCard[] = FIRST_GAME.map((id) => ({ id }));
/** A deck of four different Minions with this one on top, the first game's others after it. */
const firstWith = (id: Minion): BossCard[] => [{ id }, ...FIRST.filter((card) => card.id !== id)].slice(0, 4);

type Table = TestTable<HellGame>;
type HellTap = Tap<HellGame>;

/** A table that has set its Boss deck (the Devil is card 2); Minion penalty 2, Nick Hauss and the Devil 4. */
function start(players = 3, temptation = new Array<number>(players).fill(0), minions = FIRST): Table {
	const seats = Array.from({ length: players }, (_, i) => `p${i}`);
	return TestTable.start(hellGame, { seats, firstDealer: 0, penalties: { minion: 2, bigTable: 4 } }).play({
		type: 'begin',
		minions,
		devil: 2,
		temptation
	});
}

const bet = (...plays: ChipPlay[]): HellTap => ({ type: 'bet', plays });
/** Each phase its own chip, so four phases never run out: soul, soul, heal (nobody), reveal. */
const steady = (_seat: number, phase: number) =>
	bet([{ chip: 'soul' }, { chip: 'soul' }, { chip: 'heal', heal: null }, { chip: 'reveal' }][phase]! as ChipPlay);

/** Reveals and deals; then every player bets (or acts as `act` says) through the four phases. */
function toShowdown(table: Table, act: (seat: number, phase: number) => HellTap = steady): Table {
	table.play({ type: 'reveal' }, { type: 'deal' });
	while (table.snapshot.matches('betting')) {
		const { context } = table;
		if (needsHeart(context)) {
			table.play({ type: 'heart', hearts: 0 });
			continue;
		}
		table.play(act(currentSeat(context)!, context.hand.phase));
	}
	return table;
}

function showdown(table: Table, results: (HandResult | null)[]): Table {
	return table.play({ type: 'showdown', results });
}

/** A round played through to its cleanup: everyone bets steadily, the showdown as given. */
function round(table: Table, results: (HandResult | null)[]): Table {
	return showdown(toShowdown(table), results).play({ type: 'cleanup' });
}

describe('a round of Hell of a Deal', () => {
	it('bets from the dealer’s left, phase by phase, and settles the showdown', () => {
		const table = start(3);
		expect(table.snapshot.value).toBe('reveal');
		expect(table.context.board.pot).toBe(3);
		expect(table.context.board.players.every((p) => p.favors === 1)).toBe(true);
		// Anna (p0) deals: p1 on her left bets first.
		expect(currentSeat(table.fork().play({ type: 'reveal' }, { type: 'deal' }).context)).toBe(1);
		toShowdown(table);
		expect(table.snapshot.value).toBe('showdown');
		// p0 wins two Souls; p1 loses: 1 + 1 + 2 Temptation and a Curse; p2 pushes.
		showdown(table, ['win', 'lose', 'push']);
		expect(table.context.board.pot).toBe(3 + 2 - 2);
		expect(table.context.board.players[1]).toMatchObject({ temptation: 4, cursesDown: 1 });
		expect(table.context.board.players[2]!.temptation).toBe(0);
	});

	it('moves the dealer button clockwise every round, over a whole game', () => {
		const table = start(3);
		const dealers: number[] = [];
		for (let i = 0; i < 6; i++) {
			dealers.push(dealerOf(table.context));
			showdown(toShowdown(table), ['win', 'push', 'push']);
			if (table.snapshot.matches('finished')) break;
			table.play({ type: 'cleanup' });
		}
		expect(dealers).toEqual([0, 1, 2, 0, 1, 2]);
		expect(outcome(table.context)).toEqual({ result: 'won' });
		expect(summarize(table.snapshot)).toMatchObject({
			finished: true,
			team: 'won',
			progress: { unit: 'round', done: 6, total: 6 }
		});
	});

	it("counts the round being played from 1, the next Boss's before it is revealed", () => {
		const setUp = TestTable.start(hellGame, {
			seats: ['p0', 'p1'],
			firstDealer: 0,
			penalties: { minion: 2, bigTable: 4 }
		});
		expect(summarize(setUp.snapshot).progress).toEqual({ unit: 'round', done: 1, total: 6 });
		const table = start(2);
		expect(roundInPlay(table.snapshot)).toBe(1);
		round(table, ['win', 'win']);
		expect(table.snapshot.matches('reveal')).toBe(true);
		expect(roundInPlay(table.snapshot)).toBe(2);
	});

	it('keeps Nick Hauss until someone beats him', () => {
		const table = start(2);
		for (let i = 0; i < 4; i++) round(table, ['win', 'win']);
		expect(currentBoss(table.context)?.id).toBe('nick-hauss');
		expect(table.context.board.pot).toBe(18); // 2 + 4 rounds × 4 Souls
		round(table, ['push', 'lose']);
		expect(currentBoss(table.context)?.id).toBe('nick-hauss');
		expect(table.context.board.pot).toBe(14);
		round(table, ['lose', 'lose']);
		table.play({ type: 'reveal' }, { type: 'deal' });
		expect(roundInPlay(table.snapshot)).toBe(5);
		expect(table.context.board.pot).toBe(6);
	});

	it('loses at once when the pot cannot pay Nick Hauss', () => {
		const table = start(1);
		for (let i = 0; i < 4; i++) round(table, ['push']);
		expect(table.context.board.pot).toBe(1);
		showdown(toShowdown(table), ['lose']);
		expect(table.snapshot.value).toBe('finished');
		expect(outcome(table.context)).toEqual({ result: 'lost', reason: 'souls' });
		expect(summarize(table.snapshot).team).toBe('lost');
	});

	it('loses when Souls lost outside the showdown are more than the pot holds, once Nick Hauss or the Devil is faced', () => {
		const table = start(1);
		// Against a Minion the pot stops at 0 and play goes on.
		table.play({ type: 'adjust', seat: null, what: 'souls', by: -3 });
		expect(table.context.board).toMatchObject({ pot: 0, lost: null });
		table.play({ type: 'adjust', seat: null, what: 'souls', by: 3 });
		for (let i = 0; i < 4; i++) round(table, ['push']);
		expect(currentBoss(table.context)?.id).toBe('nick-hauss');
		expect(table.context.board.pot).toBe(3);
		// Nick still lies face down: the team is not facing him yet.
		expect(table.fork().play({ type: 'adjust', seat: null, what: 'souls', by: -4 }).context.board).toMatchObject({
			pot: 0,
			lost: null
		});
		table.play({ type: 'reveal' });
		// Paid in full is no loss; one Soul short is, with no refusal to hide it.
		expect(table.fork().play({ type: 'adjust', seat: null, what: 'souls', by: -3 }).context.board).toMatchObject({
			pot: 0,
			lost: null
		});
		expect(table.refusal({ type: 'adjust', seat: null, what: 'souls', by: -4 })).toBeNull();
		table.play({ type: 'adjust', seat: null, what: 'souls', by: -4 });
		expect(table.snapshot.value).toBe('finished');
		expect(outcome(table.context)).toEqual({ result: 'lost', reason: 'souls' });
	});

	it('still faces Nick Hauss between two rounds he stays for', () => {
		const table = start(1);
		for (let i = 0; i < 4; i++) round(table, ['win']);
		// 1 + 4 rounds × 2 Souls; Nick wins round 5 and stays: 4 Souls paid.
		round(table, ['lose']);
		expect(currentBoss(table.context)?.id).toBe('nick-hauss');
		expect(table.snapshot.value).toBe('reveal');
		expect(table.context.board.pot).toBe(5);
		table.play({ type: 'adjust', seat: null, what: 'souls', by: -6 });
		expect(outcome(table.context)).toEqual({ result: 'lost', reason: 'souls' });
	});

	it('waits for the overflow to be placed before a win over the Devil counts', () => {
		const table = start(2, [9, 0]);
		for (let i = 0; i < 5; i++) round(table, ['push', 'win']);
		expect(currentBoss(table.context)).toEqual({ id: 'devil', card: 2 });
		// p1 beats the Devil; p0 loses four chips' worth (1 + 1 + 2 Temptation, a Curse) from 9:
		// one step to 10, three to give away. The win waits until they are placed.
		showdown(toShowdown(table), ['lose', 'win']);
		expect(table.context.board.players[0]!.temptation).toBe(10);
		expect(table.context.board.overflow).toBe(3);
		expect(table.snapshot.value).toBe('settled');
		expect(table.refusal({ type: 'cleanup' })).toEqual({ code: 'overflow_pending', params: { count: 3 } });
		expect(table.refusal({ type: 'adjust', seat: null, what: 'souls', by: 1 })).toEqual({
			code: 'overflow_pending',
			params: { count: 3 }
		});
		table.play({ type: 'assign', seat: 1 }, { type: 'assign', seat: 1 });
		expect(table.snapshot.value).toBe('settled');
		table.play({ type: 'assign', seat: 1 });
		expect(table.snapshot.value).toBe('finished');
		expect(outcome(table.context)).toEqual({ result: 'won' });
	});

	it('a second player at 10 ends the game, even with a win over the Devil in that round', () => {
		const table = start(2, [9, 8]);
		for (let i = 0; i < 5; i++) round(table, ['push', 'push']);
		showdown(toShowdown(table), ['lose', 'win']);
		// p0 is at 10 with 3 to give; p1 at 8 takes them: 10, and the team loses.
		expect(table.refusal({ type: 'assign', seat: 0 })).toEqual({ code: 'assign_full' });
		table.play({ type: 'assign', seat: 1 }, { type: 'assign', seat: 1 });
		expect(table.snapshot.value).toBe('finished');
		expect(outcome(table.context)).toEqual({ result: 'lost', reason: 'temptation' });
		expect(table.refusal({ type: 'assign', seat: 1 })).toEqual({ code: 'not_now' });
	});
});

describe('folds and the Bones', () => {
	it('folds with the Bones die, counts the fold as a loss and skips the player', () => {
		const table = start(2).play({ type: 'reveal' }, { type: 'deal' });
		table.play(bet({ chip: 'soul' }), bet({ chip: 'soul' }), { type: 'fold', bones: 'curse' });
		expect(table.context.board.players[1]!.cursesDown).toBe(1);
		table.play(bet({ chip: 'reveal' }), bet({ chip: 'favor' }), bet({ chip: 'heal', heal: null }));
		expect(table.snapshot.value).toBe('showdown');
		expect(table.refusal({ type: 'showdown', results: ['win', 'win'] })).toEqual({ code: 'results_missing' });
		showdown(table, ['win', null]);
		// p1 folded: an Earn a Soul chip's loss (1 Temptation) and the Boss's 2 Souls.
		expect(table.context.board.players[1]!.temptation).toBe(1);
		expect(table.context.board.pot).toBe(2 + 1 - 2);
		expect(table.context.rounds[0]!.results).toEqual(['win', 'fold']);
	});

	it('forbids folding against the Devil', () => {
		const table = start(1);
		for (let i = 0; i < 5; i++) round(table, ['win']);
		table.play({ type: 'reveal' }, { type: 'deal' });
		expect(table.refusal({ type: 'fold', bones: 'favor' })).toEqual({ code: 'no_folding' });
	});
});

describe('the Bosses’ rules', () => {
	it('Miss Fortune gives a face-down Curse for each Favor played, active from the next Boss', () => {
		const table = start(2, [0, 0], firstWith('miss-fortune'));
		table.play({ type: 'reveal' }, { type: 'deal' }, bet({ chip: 'favor' }));
		table.play(
			{ type: 'play_favor', seat: 1, price: 'none', instant: false, name: 'Lucky Break' },
			{ type: 'play_favor', seat: 1, price: 'curse', instant: false }
		);
		expect(table.context.board.players[1]).toMatchObject({
			favors: 0,
			favorsPlayed: 2,
			cursesDown: 3,
			cursesActive: 0
		});
		expect(table.refusal({ type: 'play_favor', seat: 1, price: 'none', instant: false })).toEqual({
			code: 'no_favor',
			params: { seat: 1 }
		});
		table.play({ type: 'fold', bones: 'favor' });
		expect(table.refusal({ type: 'play_favor', seat: 0, price: 'none', instant: true })).toEqual({
			code: 'seat_folded',
			params: { seat: 0 }
		});
		table.play(bet({ chip: 'reveal' }), bet({ chip: 'soul' }), bet({ chip: 'soul' }));
		showdown(table, [null, 'push']).play({ type: 'cleanup' }, { type: 'reveal' });
		expect(table.context.board.players[1]).toMatchObject({ cursesDown: 0, cursesActive: 3 });
	});

	it('Demona: a heart costs a Temptation to stay, and the bet may be two chips', () => {
		const table = start(2, [0, 0], firstWith('demona'));
		expect(table.refusal({ type: 'heart', hearts: 1 })).toEqual({ code: 'not_now' });
		table.play({ type: 'reveal' }, { type: 'deal' });
		expect(table.refusal({ type: 'heart', hearts: 1 })).toEqual({ code: 'heart_not_asked' });
		table.play(bet({ chip: 'reveal' }), bet({ chip: 'reveal' }));
		expect(table.refusal(bet({ chip: 'soul' }))).toEqual({ code: 'heart_first' });
		table.play({ type: 'heart', hearts: 1 });
		expect(table.refusal({ type: 'heart', hearts: 0 })).toEqual({ code: 'heart_not_asked' });
		table.play(bet({ chip: 'soul' }, { chip: 'soul' }), { type: 'fold', bones: 'temptation' });
		expect(table.context.board.players.map((p) => p.temptation)).toEqual([1, 1]);
		expect(table.context.hand.bets[1]).toHaveLength(3);
	});

	it('Demona: each heart placed costs a Temptation to stay; the Flop can place three, the Turn and River one', () => {
		const table = start(2, [0, 0], firstWith('demona')).play({ type: 'reveal' }, { type: 'deal' });
		table.play(bet({ chip: 'reveal' }), bet({ chip: 'reveal' }));
		expect(table.refusal({ type: 'heart', hearts: 4 })).toEqual({ code: 'hearts_range', params: { most: 3 } });
		table.play({ type: 'heart', hearts: 3 });
		// p1 stays in for three Temptation and may bet two chips; p0 folds and pays none of them.
		expect(table.refusal(bet({ chip: 'soul' }, { chip: 'soul' }, { chip: 'heal', heal: null }))).toEqual({
			code: 'chip_count',
			params: { most: 2 }
		});
		table.play(bet({ chip: 'soul' }, { chip: 'soul' }), { type: 'fold', bones: 'favor' });
		expect(table.context.board.players.map((p) => p.temptation)).toEqual([0, 3]);
		expect(table.refusal({ type: 'heart', hearts: 2 })).toEqual({ code: 'hearts_range', params: { most: 1 } });
		table.play({ type: 'heart', hearts: 1 }, bet({ chip: 'favor' }));
		expect(table.context.board.players[1]!.temptation).toBe(4);
		table.play({ type: 'heart', hearts: 0 });
		expect(table.refusal(bet({ chip: 'heal', heal: null }, { chip: 'offering', offering: 'swap' }))).toEqual({
			code: 'chip_count',
			params: { most: 1 }
		});
		table.play(bet({ chip: 'heal', heal: null }));
		expect(table.context.board.players[1]!.temptation).toBe(4);
	});

	it('Red Jack: a hand counts once a round, and again only once it has changed', () => {
		const table = start(2, [0, 0], firstWith('red-jack')).play({ type: 'reveal' }, { type: 'deal' });
		table.play({ type: 'red_jack', seat: 0, hand: 'twenty-one', handChanged: false });
		expect(table.context.board.pot).toBe(3);
		expect(table.refusal({ type: 'red_jack', seat: 0, hand: 'twenty-one', handChanged: false })).toEqual({
			code: 'red_jack_counted',
			params: { seat: 0 }
		});
		expect(table.refusal({ type: 'red_jack', seat: 0, hand: 'bust', handChanged: false })).toEqual({
			code: 'red_jack_counted',
			params: { seat: 0 }
		});
		// Another player's hand is their own.
		table.play({ type: 'red_jack', seat: 1, hand: 'twenty-one', handChanged: false });
		expect(table.context.board.pot).toBe(4);
		// A card swapped in: the new hand is 21 again, and counts.
		table.play({ type: 'red_jack', seat: 0, hand: 'twenty-one', handChanged: true });
		expect(table.context.board.pot).toBe(5);
		// The next round deals new hands.
		while (table.snapshot.matches('betting')) table.play(steady(currentSeat(table.context)!, table.context.hand.phase));
		showdown(table, ['push', 'push']).play({ type: 'cleanup' }, { type: 'reveal' }, { type: 'deal' });
		expect(currentBoss(table.context)?.id).toBe('dedly-aloor');
		expect(table.context.hand.redJackCounted).toEqual([false, false]);
	});

	it('Double Down: after it, each player still in may bet one chip more on their next bet, and only then', () => {
		const table = start(3).play({ type: 'reveal' }, { type: 'deal' });
		// p0 deals: p1, p2, p0 bet in that order.
		const doubleDown = { type: 'play_favor', seat: 1, favor: 'double-down', price: 'curse', instant: false } as const;
		table.play(bet({ chip: 'soul' }));
		expect(table.refusal(bet({ chip: 'soul' }, { chip: 'reveal' }))).toEqual({
			code: 'chip_count',
			params: { most: 1 }
		});
		table.play(doubleDown);
		expect(table.context.board.players[1]).toMatchObject({ favors: 0, cursesDown: 1 });
		table.play(bet({ chip: 'soul' }, { chip: 'reveal' }));
		expect(table.context.hand.bets[2]).toHaveLength(2);
		// p0 may raise too, but bets one chip: the extra chip was for this bet, and is gone.
		table.play(bet({ chip: 'reveal' }));
		// The Flop: p1 played it after his bet, so his next bet is this one; the others' were taken.
		expect(table.context.hand.phase).toBe(1);
		table.play(bet({ chip: 'soul' }, { chip: 'favor' }));
		expect(table.refusal(bet({ chip: 'soul' }, { chip: 'favor' }))).toEqual({
			code: 'chip_count',
			params: { most: 1 }
		});
		table.play(bet({ chip: 'soul' }), bet({ chip: 'soul' }));
		expect(table.context.hand.raises).toEqual([0, 0, 0]);
		expect(table.refusal(bet({ chip: 'reveal' }, { chip: 'favor' }))).toEqual({
			code: 'chip_count',
			params: { most: 1 }
		});
	});

	it('Double Down gives no extra chip to a player who has folded', () => {
		const table = start(3).play({ type: 'reveal' }, { type: 'deal' });
		table.play(bet({ chip: 'soul' }), { type: 'fold', bones: 'favor' }, bet({ chip: 'soul' }), bet({ chip: 'soul' }));
		table.play({ type: 'play_favor', seat: 1, favor: 'double-down', price: 'curse', instant: false });
		expect(table.context.hand.raises).toEqual([1, 1, 0]);
	});

	it('Red Jack: over 21 is a Temptation and a Curse, exactly 21 a Soul', () => {
		const table = start(2, [0, 0], firstWith('red-jack')).play({ type: 'reveal' }, { type: 'deal' });
		table.play(
			{ type: 'red_jack', seat: 0, hand: 'bust', handChanged: false },
			{ type: 'red_jack', seat: 1, hand: 'twenty-one', handChanged: false }
		);
		expect(table.context.board.players[0]).toMatchObject({ temptation: 1, cursesDown: 1 });
		expect(table.context.board.pot).toBe(3);
		expect(table.refusal({ type: 'toll', seat: 0, souls: 1 })).toEqual({ code: 'not_this_boss' });
	});

	it('The Boatman takes a Soul per Toll used, and none when the pot is short', () => {
		const table = start(1, [0], firstWith('the-boatman'));
		table.play({ type: 'reveal' }, { type: 'deal' }, { type: 'toll', seat: 0, souls: 1 });
		expect(table.context.board.pot).toBe(0);
		expect(table.refusal({ type: 'toll', seat: 0, souls: 1 })).toEqual({ code: 'toll_pot_short', params: { pot: 0 } });
		expect(table.refusal({ type: 'red_jack', seat: 0, hand: 'bust', handChanged: false })).toEqual({
			code: 'not_this_boss'
		});
	});

	it('Dedly Aloor: an extra card costs a Temptation, or the Boss draws one too', () => {
		const table = start(2).play({ type: 'reveal' }, { type: 'deal' });
		table.play({ type: 'extra_card', seat: 1, temptation: true }, { type: 'extra_card', seat: 1, temptation: false });
		expect(table.context.board.players[1]!.temptation).toBe(1);
		expect(table.context.hand.bossExtraCards).toBe(1);
	});

	it('Nick Hauss forbids healing; the Devil takes every Favor', () => {
		const table = start(2, [3, 3]);
		for (let i = 0; i < 4; i++) round(table, ['win', 'win']);
		table.play({ type: 'reveal' }, { type: 'deal' });
		expect(table.refusal(bet({ chip: 'heal', heal: 0 }))).toEqual({ code: 'no_healing' });
		table.play(
			bet({ chip: 'heal', heal: null }),
			bet({ chip: 'reveal' }),
			bet({ chip: 'reveal' }),
			bet({ chip: 'soul' })
		);
		table.play(bet({ chip: 'soul' }), bet({ chip: 'soul' }), bet({ chip: 'soul' }), bet({ chip: 'heal', heal: null }));
		showdown(table, ['win', 'push']).play({ type: 'cleanup' }, { type: 'reveal' });
		expect(currentBoss(table.context)?.id).toBe('devil');
		expect(table.context.board.players.every((p) => p.favors === 0)).toBe(true);
	});

	it('the Devil takes the Favors held when he is revealed, and not those drawn while he stays', () => {
		const table = start(2);
		for (let i = 0; i < 5; i++) round(table, ['win', 'win']);
		table.play({ type: 'reveal' }, { type: 'deal' });
		expect(currentBoss(table.context)?.id).toBe('devil');
		expect(table.context.board.players.map((p) => p.favors)).toEqual([0, 0]);
		// Round 1 against him: p1 draws a Favor with the Draw a Favor chip; nobody beats him.
		while (table.snapshot.matches('betting')) {
			const seat = currentSeat(table.context)!;
			table.play(
				seat === 1 && table.context.hand.phase === 3 ? bet({ chip: 'favor' }) : steady(seat, table.context.hand.phase)
			);
		}
		showdown(table, ['push', 'push']).play({ type: 'cleanup' }, { type: 'reveal' });
		expect(currentBoss(table.context)?.id).toBe('devil');
		expect(table.context.board.players.map((p) => p.favors)).toEqual([0, 1]);
	});

	it('turns no Curse face up at the first Boss: that step starts with the second', () => {
		const table = start(2).play({ type: 'adjust', seat: 0, what: 'curses', by: 2 });
		expect(table.fork().play({ type: 'reveal' }).context.board.players[0]).toMatchObject({
			cursesDown: 2,
			cursesActive: 0
		});
		// Still face down through the first round's cleanup, active from the second Boss.
		round(table, ['push', 'push']);
		expect(table.context.board.players[0]).toMatchObject({ cursesDown: 2, cursesActive: 0 });
		table.play({ type: 'reveal' });
		expect(table.context.board.players[0]).toMatchObject({ cursesDown: 0, cursesActive: 2 });
	});

	it('one of the first four Bosses goes whatever happened', () => {
		const table = round(start(1), ['lose']);
		expect(currentBoss(table.context)?.id).toBe('eenie-meanie');
	});
});

describe('Wild and Heal', () => {
	it('takes the Wild’s Temptation up front and heals through the copy, never past a barrier', () => {
		const table = start(2, [0, 6]).play({ type: 'reveal' }, { type: 'deal' });
		table.play(bet({ chip: 'heal', heal: 1 }));
		expect(table.context.board.players[1]!.temptation).toBe(5);
		expect(table.refusal(bet({ chip: 'wild', as: 'heal', heal: 1 }))).toEqual({
			code: 'barrier',
			params: { seat: 1, barrier: 5 }
		});
		table.play(bet({ chip: 'wild', as: 'offering', offering: 'swap' }));
		expect(table.context.board.players[0]!.temptation).toBe(1);
		expect(table.context.hand.offeringsUsed).toEqual(['swap']);
		expect(table.refusal(bet({ chip: 'offering', offering: 'swap' }))).toEqual({
			code: 'offering_used',
			params: { offering: 'swap' }
		});
	});

	it('marks an Offering used only for a chip that acts as one', () => {
		const table = start(2).play({ type: 'reveal' }, { type: 'deal' });
		expect(table.refusal(bet({ chip: 'soul', as: 'offering', offering: 'swap' } as ChipPlay))).toEqual({
			code: 'copy_not_wild'
		});
		table.play(bet({ chip: 'soul', offering: 'swap' } as ChipPlay));
		expect(table.context.hand.offeringsUsed).toEqual([]);
	});
});

describe('actions aimed at a turn the table has moved past (a second tap, a raced tab)', () => {
	it('refuses a bet or fold for a player whose turn has passed, or for another round or phase', () => {
		const table = start(3).play({ type: 'reveal' }, { type: 'deal' });
		const first = currentSeat(table.context)!;
		const tapped = table.event(bet({ chip: 'soul' }));
		expect(tapped).toMatchObject({ seat: first, round: 1, phase: 0 });
		table.accept(tapped);
		// The same tap again (a retry after another tab wrote it, or a late second tap) is not the next player's bet.
		expect(hellGame.refusal(table.snapshot, tapped)).toEqual({ code: 'stale' });
		const next = currentSeat(table.context)!;
		expect(
			hellGame.refusal(table.snapshot, { type: 'fold', bones: 'favor', at: 0, seat: first, round: 1, phase: 0 })
		).toEqual({ code: 'stale' });
		expect(hellGame.refusal(table.snapshot, { ...tapped, seat: next, round: 2 })).toEqual({ code: 'stale' });
		expect(hellGame.refusal(table.snapshot, { ...tapped, seat: next, phase: 1 })).toEqual({ code: 'stale' });
		expect(hellGame.refusal(table.snapshot, { ...tapped, seat: next })).toBeNull();
		expect(table.context.hand.bets[next]).toEqual([]);
	});

	it('Dedly Aloor: the player who just acted may still take an extra card until the next one acts', () => {
		const table = start(3).play({ type: 'reveal' }, { type: 'deal' });
		const first = currentSeat(table.context)!;
		expect(extraCardSeats(table.context)).toEqual([first]);
		table.play(bet({ chip: 'soul' }));
		const second = currentSeat(table.context)!;
		expect(extraCardSeats(table.context)).toEqual([first, second]);
		table.play({ type: 'extra_card', seat: first, temptation: true });
		expect(table.context.board.players[first]!.temptation).toBe(1);
		expect(table.context.board.players[second]!.temptation).toBe(0);
		const late = table.event({ type: 'extra_card', seat: first, temptation: true });
		table.play(bet({ chip: 'soul' }));
		expect(hellGame.refusal(table.snapshot, late)).toEqual({ code: 'extra_card_seat' });
		// Tapped in one phase, decided in the next: the phase it named is past.
		while (table.context.hand.phase === 0) table.play(bet({ chip: 'soul' }));
		const lastOfPhase = table.context.hand.lastActed!;
		expect(hellGame.refusal(table.snapshot, { ...late, seat: lastOfPhase })).toEqual({ code: 'stale' });
	});

	it('Dedly Aloor: the River’s last player may still take an extra card, until the showdown is entered', () => {
		const table = toShowdown(start(3));
		expect(table.snapshot.value).toBe('showdown');
		const last = table.context.hand.lastActed!;
		expect(extraCardSeats(table.context)).toEqual([last]);
		const other = (last + 1) % 3;
		expect(table.refusal({ type: 'extra_card', seat: other, temptation: true })).toEqual({ code: 'extra_card_seat' });
		table.play(
			{ type: 'extra_card', seat: last, temptation: true },
			{ type: 'extra_card', seat: last, temptation: false }
		);
		expect(table.context.board.players[last]!.temptation).toBe(1);
		expect(table.context.hand.bossExtraCards).toBe(1);
		showdown(table, ['push', 'push', 'push']);
		expect(table.refusal({ type: 'extra_card', seat: last, temptation: true })).toEqual({ code: 'not_now' });
	});

	it('Dedly Aloor: after the River nobody who folded last takes an extra card', () => {
		const table = toShowdown(start(2), (seat, phase) =>
			phase === 3 && seat === 0 ? { type: 'fold', bones: 'favor' } : steady(seat, phase)
		);
		expect(table.context.hand.lastActed).toBe(0);
		expect(extraCardSeats(table.context)).toEqual([]);
		expect(table.refusal({ type: 'extra_card', seat: 0, temptation: true })).toEqual({ code: 'extra_card_seat' });
	});

	it('takes a Favor from the player who just bet, until the next player acts; an Instant from anyone still in, at any time', () => {
		const table = start(3).play({ type: 'reveal' }, { type: 'deal' });
		table.play(
			{ type: 'adjust', seat: 0, what: 'favors', by: 2 },
			{ type: 'adjust', seat: 1, what: 'favors', by: 2 },
			{ type: 'adjust', seat: 2, what: 'favors', by: 2 }
		);
		const favor = (seat: number, instant: boolean) => ({ type: 'play_favor', seat, price: 'none', instant }) as const;
		const afterBet = (seat: number) => ({ code: 'favor_after_bet', params: { seat } });
		// p1 acts first: not before his bet, unless it is an Instant.
		expect(table.refusal(favor(1, false))).toEqual(afterBet(1));
		table.play(favor(1, true), bet({ chip: 'soul' }), favor(1, false));
		expect(table.refusal(favor(2, false))).toEqual(afterBet(2));
		expect(table.refusal(favor(0, false))).toEqual(afterBet(0));
		table.play(favor(0, true));
		// p2 bets: p1's turn is over.
		table.play(bet({ chip: 'soul' }));
		expect(table.refusal(favor(1, false))).toEqual(afterBet(1));
		table.play(favor(2, false));
		// p0 closes the Pre-flop: his turn lasts into the Flop until p1 acts.
		table.play(bet({ chip: 'soul' }));
		expect(table.context.hand.phase).toBe(1);
		expect(table.refusal(favor(0, false))).toBeNull();
		while (table.snapshot.matches('betting')) table.play(steady(currentSeat(table.context)!, table.context.hand.phase));
		// After the River its last player (p0) is still on his turn until the showdown is entered.
		expect(table.snapshot.value).toBe('showdown');
		expect(table.refusal(favor(0, false))).toBeNull();
		expect(table.refusal(favor(1, false))).toEqual(afterBet(1));
		expect(table.refusal(favor(1, true))).toBeNull();
	});

	it('gives waiting Temptation only as often as the table saw it waiting', () => {
		const table = start(2, [9, 0]).play({ type: 'adjust', seat: 0, what: 'temptation', by: 3 });
		expect(table.context.board.overflow).toBe(2);
		const give = table.event({ type: 'assign', seat: 1 });
		expect(give).toMatchObject({ overflow: 2 });
		table.accept(give);
		expect(hellGame.refusal(table.snapshot, give)).toEqual({ code: 'stale' });
		table.play({ type: 'assign', seat: 1 });
		expect(table.context.board.players[1]!.temptation).toBe(2);
		expect(table.refusal({ type: 'assign', seat: 1 })).toEqual({ code: 'no_overflow' });
	});

	it('counts Red Jack for the round it was tapped in only', () => {
		const table = start(2, [0, 0], firstWith('red-jack')).play({ type: 'reveal' }, { type: 'deal' });
		const counted = table.event({ type: 'red_jack', seat: 0, hand: 'bust', handChanged: false });
		expect(counted).toMatchObject({ round: 1 });
		expect(hellGame.refusal(table.snapshot, { ...counted, round: 2 })).toEqual({ code: 'stale' });
		expect(hellGame.refusal(table.snapshot, counted)).toBeNull();
	});
});

describe('games stored before version 1', () => {
	/** Dedly Aloor, then Red Jack, as today's main stored them: kebab-case types, targets in the payload. */
	const V0: [string, Record<string, unknown>][] = [
		[
			'begin',
			{
				minions: [{ id: 'dedly-aloor' }, { id: 'red-jack' }, { id: 'miss-fortune' }, { id: 'demona' }],
				devil: 1,
				temptation: [0, 0]
			}
		],
		['reveal', {}],
		['deal', {}],
		['extra-card', { seat: 1, round: 1, phase: 0, temptation: true }],
		['play-favor', { seat: 0, price: 'none', name: 'Up Your Sleeve' }],
		['fold', { seat: 1, round: 1, phase: 0, bones: 'temptation' }],
		['fold', { seat: 0, round: 1, phase: 0, bones: 'favor' }],
		['showdown', { results: [null, null] }],
		['cleanup', {}],
		['reveal', {}],
		['deal', {}],
		['red-jack', { seat: 0, round: 2, hand: 'twenty-one' }]
	];
	const log: EventRecord[] = V0.map(([type, payload], i) => ({
		id: `e${i + 1}`,
		gameId: 'old',
		seq: i + 1,
		type,
		payload,
		at: 1000 * (i + 1)
	}));
	const setup = { seats: ['anna', 'ben'], firstDealer: 0, settings: {} };

	it('replay whole through the upcaster, to the state they were played to', () => {
		const { snapshot, refused, missing } = replay(hellGame, setup, log, { rulesVersion: 0 });
		expect(refused).toEqual([]);
		expect(missing).toEqual([]);
		const { board, round, rounds } = snapshot.context;
		// Ben: an extra card for a Temptation, then the Bones' Temptation. Anna: her Favor played, the Bones' Favor drawn.
		expect(board.players[1]).toMatchObject({ temptation: 2 });
		expect(board.players[0]).toMatchObject({ favors: 1, favorsPlayed: 1 });
		// Both folded against Dedly Aloor: 2 Souls each owed, the 2 in the pot paid; then Red Jack's 21 earns 1.
		expect(rounds[0]).toMatchObject({ results: ['fold', 'fold'], soulsLost: 2, potAfter: 0 });
		expect(round).toBe(2);
		expect(board.pot).toBe(1);
	});

	it('would lose their Boss rules read as version 1 without it', () => {
		const { refused } = replay(hellGame, setup, log, { rulesVersion: 1 });
		expect(refused.map(({ record }) => record.type)).toEqual(['extra-card', 'play-favor', 'red-jack']);
	});
});

describe('games stored under version 1', () => {
	/** Red Jack, then Demona, as version 1 stored them: a heart as yes or no, Red Jack and Favors unchecked. */
	const V1: [string, Record<string, unknown>][] = [
		[
			'begin',
			{
				minions: [{ id: 'red-jack' }, { id: 'demona' }, { id: 'dedly-aloor' }, { id: 'miss-fortune' }],
				devil: 1,
				temptation: [0, 0]
			}
		],
		['reveal', {}],
		['deal', {}],
		// The same 21 entered twice for Anna, both counted then; Ben's Favor before he had bet.
		['red_jack', { seat: 0, round: 1, hand: 'twenty-one' }],
		['red_jack', { seat: 0, round: 1, hand: 'twenty-one' }],
		['play_favor', { seat: 1, price: 'none' }],
		['fold', { seat: 1, round: 1, phase: 0, bones: 'temptation' }],
		['fold', { seat: 0, round: 1, phase: 0, bones: 'favor' }],
		['showdown', { results: [null, null] }],
		['cleanup', {}],
		['reveal', {}],
		['deal', {}],
		['bet', { seat: 0, round: 2, phase: 0, plays: [{ chip: 'reveal' }] }],
		['bet', { seat: 1, round: 2, phase: 0, plays: [{ chip: 'reveal' }] }],
		['heart', { placed: true }],
		['bet', { seat: 0, round: 2, phase: 1, plays: [{ chip: 'soul' }, { chip: 'soul' }] }],
		['fold', { seat: 1, round: 2, phase: 1, bones: 'curse' }],
		['heart', { placed: false }],
		['bet', { seat: 0, round: 2, phase: 2, plays: [{ chip: 'heal', heal: null }] }],
		['heart', { placed: false }],
		['bet', { seat: 0, round: 2, phase: 3, plays: [{ chip: 'favor' }] }],
		['showdown', { results: ['win', null] }]
	];
	const log: EventRecord[] = V1.map(([type, payload], i) => ({
		id: `e${i + 1}`,
		gameId: 'v1',
		seq: i + 1,
		type,
		payload,
		at: 1000 * (i + 1)
	}));
	const setup = { seats: ['anna', 'ben'], firstDealer: 0, settings: {} };

	it('replay whole through the upcaster, to the state they were played to', () => {
		const { snapshot, refused } = replay(hellGame, setup, log, { rulesVersion: 1 });
		expect(refused).toEqual([]);
		const { board, rounds } = snapshot.context;
		// Round 1: 2 Souls + Anna's 21 counted twice, then both folds pay 2 each.
		expect(rounds[0]).toMatchObject({ results: ['fold', 'fold'], soulsLost: 4, potAfter: 0 });
		// Round 2: one heart, one Temptation for Anna to stay; her two Souls won, Ben's fold pays 2.
		expect(rounds[1]).toMatchObject({ results: ['win', 'fold'], soulsEarned: 2, soulsLost: 2, potAfter: 0 });
		expect(board.players[0]).toMatchObject({ temptation: 1, favors: 3 });
		expect(board.players[1]).toMatchObject({ temptation: 1, favors: 0, favorsPlayed: 1, cursesDown: 2 });
	});

	it('would be refused read as version 2 without it', () => {
		const { refused } = replay(hellGame, setup, log, { rulesVersion: 2 });
		expect(refused.map(({ record }) => record.type)).toEqual(
			expect.arrayContaining(['red_jack', 'play_favor', 'heart'])
		);
	});

	it('include a whole recorded game that replays through the upcaster to the end it was recorded with', () => {
		const fixture = JSON.parse(readFileSync(new URL('./fixtures/rules-v1.json', import.meta.url), 'utf8'));
		expect(fixture.rulesVersion).toBe(1);
		const { snapshot, refused, missing } = replay(hellGame, fixture.setup, fixture.events, fixture);
		expect(refused).toEqual([]);
		expect(missing).toEqual([]);
		expect(summarize(snapshot)).toEqual(fixture.summary);
	});
});

/** Where no barrier has been passed yet, and what each seat's Temptation must stay at or above. */
function checkBoard(context: HellContext, passed: number[]): void {
	const { board } = context;
	expect(board.pot).toBeGreaterThanOrEqual(0);
	board.players.forEach((player, seat) => {
		expect(player.temptation).toBeGreaterThanOrEqual(0);
		expect(player.temptation).toBeLessThanOrEqual(MAX_TEMPTATION);
		// A flame barrier once passed holds: Temptation never falls back below it.
		expect(player.temptation).toBeGreaterThanOrEqual(healFloor(passed[seat]!));
		passed[seat] = Math.max(passed[seat]!, player.temptation);
		expect(player.favors).toBeGreaterThanOrEqual(0);
		expect(player.favors).toBeLessThanOrEqual(MAX_FAVORS);
		expect(player.cursesDown).toBeGreaterThanOrEqual(0);
		expect(player.cursesActive).toBeGreaterThanOrEqual(0);
		expect(player.cursesDown + player.cursesActive).toBeLessThanOrEqual(MAX_CURSES);
	});
}

describe('any random game, played to its end', () => {
	it('keeps Temptation in 0-10 and behind every barrier passed, the pot ≥ 0, and at most three Favors and Curses, at every step', () => {
		let ended = 0;
		let showdowns = 0;
		const runs = propertyRuns(30);
		fc.assert(
			fc.property(hellMoves.setups, fc.infiniteStream(fc.nat()), (setup, stream) => {
				const { table, finished } = playRandomGame(hellMoves, setup, drawFrom(stream));
				if (finished) ended++;
				// Every step of the game as it stands (undone taps left out), from the first.
				const steps = effectiveEvents(table.log);
				showdowns += table.context.rounds.length;
				const path = TestTable.setUp(hellGame, setup);
				const passed = setup.seats.map(() => 0);
				checkBoard(path.context, passed);
				for (const record of steps) {
					path.accept(toMachineEvent(record));
					checkBoard(path.context, passed);
				}
				expect(path.context).toEqual(table.context);
				if (finished) expect(outcome(table.context)).not.toBeNull();
			}),
			{ numRuns: runs }
		);
		// Whole games, not their first few taps: most tables settle several rounds and reach a win or a loss.
		expect(ended).toBeGreaterThan(runs * 0.8);
		expect(showdowns).toBeGreaterThan(runs * 2);
	});
});
