import { describe, expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { describeEvent, describeRefusal } from './refusals';

describe('Hell of a Deal’s refusals', () => {
	it.each([
		'boss_count', 'boss_unknown', 'boss_needs_name', 'boss_penalty_range', 'devil_unknown', 'handicap_range', 'no_such_seat',
		'seat_folded', 'overflow_pending', 'no_overflow', 'assign_full', 'no_healing', 'nothing_to_heal', 'barrier', 'chip_count',
		'chip_unknown', 'chip_used', 'wild_needs_copy', 'offering_needed', 'offering_used', 'heart_first', 'no_folding',
		'bones_unknown', 'not_this_boss', 'results_missing', 'no_favor', 'favor_price_unknown', 'toll_count', 'toll_pot_short',
		'pot_short', 'adjust_unknown', 'adjust_amount', 'adjust_below_zero', 'stale', 'copy_not_wild'
	])('%s has its own message', (code) => {
		expect(describeRefusal({ code })).not.toBe(m.error_not_now());
	});

	it('names the barrier and what waits', () => {
		expect(describeRefusal({ code: 'barrier', params: { seat: 1, barrier: 5 } })).toBe(
			'The flame barrier at 5 holds: that Temptation cannot move back past it.'
		);
		expect(describeRefusal({ code: 'overflow_pending', params: { count: 2 } })).toBe(
			'First give away the 2 Temptation waiting: someone must take it.'
		);
	});

	it('describes a bet with a Wild by what it copied, a fold by the Bones, and names who', () => {
		const nameOf = (seat: unknown) => ['Anna', 'Ben'][seat as number] ?? '?';
		expect(describeEvent({ type: 'bet', at: 0, seat: 0, plays: [{ chip: 'wild', as: 'soul' }] }, nameOf)).toBe('Anna bets Wild as Earn a Soul');
		expect(describeEvent({ type: 'fold', at: 0, seat: 1, bones: 'curse' }, nameOf)).toBe('Ben folds; the Bones show Curse');
		expect(describeEvent({ type: 'toll', at: 0, seat: 1, souls: 1 }, nameOf)).toBe('Ben pays a Toll: 1 Soul(s)');
		expect(describeEvent({ type: 'play-favor', at: 0, seat: 0, price: 'none', name: 'Up Your Sleeve' }, nameOf)).toBe(
			'Anna plays a Favor: Up Your Sleeve'
		);
		expect(describeEvent({ type: 'adjust', at: 0, seat: 1, what: 'curses', by: -1, note: '' }, nameOf)).toMatch(/^Adjusted Ben's Curses by -1/);
		expect(describeEvent({ type: 'assign', at: 0, seat: 1 }, nameOf)).toBe('Temptation given to Ben');
	});
});
