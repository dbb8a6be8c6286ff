import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { hellGame } from './game';
import { describeEvent } from './refusals';
import { FIRST_GAME } from './rules';
import { TestTable } from '$support/test-table';

/** Two players who have set the first game's Boss deck: round 1. */
const begun = () =>
	TestTable.start(hellGame, { seats: ['Anna', 'Ben'], firstDealer: 0, penalties: { minion: 2, bigTable: 4 } }).play({
		type: 'begin',
		minions: FIRST_GAME.map((id) => ({ id })),
		devil: 2,
		temptation: [0, 0]
	});

describe('Hell of a Deal’s refusals', () => {
	it.each(Object.keys(hellGame.refusals))('%s has its own message', (code) => {
		expect(hellGame.describe({ code })).not.toBe(m.error_not_now());
	});

	it('names the barrier and what waits, and says a repeated tap changed nothing', () => {
		expect(hellGame.describe({ code: 'barrier', params: { seat: 1, barrier: 5 } })).toBe(
			'The flame barrier at 5 holds: that Temptation cannot move back past it.'
		);
		expect(hellGame.describe({ code: 'overflow_pending', params: { count: 2 } })).toBe(
			'First give away the 2 Temptation waiting: someone must take it.'
		);
		expect(hellGame.describe({ code: 'chip_count', params: { most: 2 } })).toBe('Bet one or two chips.');
		expect(hellGame.describe({ code: 'chip_count', params: { most: 3 } })).toBe('Bet one to 3 chips.');
		expect(hellGame.describe({ code: 'hearts_range', params: { most: 3 } })).toBe(
			'The Flop places three cards: 0 to 3 hearts.'
		);
		expect(hellGame.describe({ code: 'favor_printed', params: { favor: 'double-down' } })).toMatch(
			/^Double Down is played as the card says/
		);
		expect(hellGame.describe({ code: 'stale' })).toBe('That was already entered; nothing was changed.');
	});

	it('describes a bet with a Wild by what it copied, a fold by the Bones, and names who or which round', () => {
		const nameOf = (seat: unknown) => ['Anna', 'Ben'][seat as number] ?? '?';
		const now = begun().snapshot;
		const turn = { round: 1, phase: 0 };
		expect(
			describeEvent({ type: 'bet', at: 0, seat: 0, ...turn, plays: [{ chip: 'wild', as: 'soul' }] }, nameOf, now)
		).toBe('Anna bets Wild as Earn a Soul');
		expect(describeEvent({ type: 'fold', at: 0, seat: 1, ...turn, bones: 'curse' }, nameOf, now)).toBe(
			'Ben folds; the Bones show Curse'
		);
		expect(describeEvent({ type: 'toll', at: 0, seat: 1, souls: 1 }, nameOf, now)).toBe('Ben pays a Toll: 1 Soul(s)');
		expect(
			describeEvent(
				{ type: 'play_favor', at: 0, seat: 0, price: 'none', instant: true, name: 'Lucky Break' },
				nameOf,
				now
			)
		).toBe('Anna plays a Favor: Lucky Break');
		expect(
			describeEvent(
				{ type: 'play_favor', at: 0, seat: 1, price: 'curse', instant: false, favor: 'double-down' },
				nameOf,
				now
			)
		).toBe('Ben plays a Favor: Double Down');
		expect(describeEvent({ type: 'heart', at: 0, hearts: 3 }, nameOf, now)).toBe(
			'Round 1: 3 hearts came onto the board'
		);
		expect(describeEvent({ type: 'heart', at: 0, hearts: 1 }, nameOf, now)).toBe(
			'Round 1: A heart came onto the board'
		);
		expect(describeEvent({ type: 'adjust', at: 0, seat: 1, what: 'curses', by: -1, note: '' }, nameOf, now)).toBe(
			"Adjusted Ben's Curses by -1"
		);
		expect(describeEvent({ type: 'adjust', at: 0, seat: 1, what: 'curses', by: 2, note: 'Hexed' }, nameOf, now)).toBe(
			"Adjusted Ben's Curses by +2: Hexed"
		);
		expect(describeEvent({ type: 'adjust', at: 0, seat: 0, what: 'souls', by: -1 }, nameOf, now)).toBe(
			'Round 1: Adjusted the Souls pot by -1'
		);
		expect(describeEvent({ type: 'assign', at: 0, seat: 1, overflow: 1 }, nameOf, now)).toBe('Temptation given to Ben');
		expect(describeEvent({ type: 'extra_card', at: 0, seat: 1, ...turn, temptation: true }, nameOf, now)).toBe(
			'Ben: extra card (Take a Temptation)'
		);
		expect(describeEvent({ type: 'showdown', at: 0, results: ['win', null] }, nameOf, now)).toBe(
			'Showdown: Anna (Win), Ben (Folded)'
		);
	});
});
