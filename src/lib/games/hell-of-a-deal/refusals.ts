// Hell of a Deal's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { GameEvent, RuleError, SeatName } from '$lib/runtime/game-module';
import { bonesName, bossName, playName, resultName } from './names';
import { ADJUSTABLE, BONES, isOneOf, RESULTS, type Adjustable, type BossCard, type ChipPlay } from './rules';

const SIMPLE: Record<string, () => string> = {
	boss_unknown: m.hell_error_boss_unknown,
	boss_needs_name: m.hell_error_boss_needs_name,
	boss_penalty_range: m.hell_error_boss_penalty_range,
	devil_unknown: m.hell_error_devil_unknown,
	no_such_seat: m.hell_error_no_such_seat,
	seat_folded: m.hell_error_seat_folded,
	no_overflow: m.hell_error_no_overflow,
	assign_full: m.hell_error_assign_full,
	no_healing: m.hell_error_no_healing,
	nothing_to_heal: m.hell_error_nothing_to_heal,
	chip_unknown: m.hell_error_chip_unknown,
	chip_used: m.hell_error_chip_used,
	wild_needs_copy: m.hell_error_wild_needs_copy,
	offering_needed: m.hell_error_offering_needed,
	offering_used: m.hell_error_offering_used,
	heart_first: m.hell_error_heart_first,
	no_folding: m.hell_error_no_folding,
	bones_unknown: m.hell_error_bones_unknown,
	not_this_boss: m.hell_error_not_this_boss,
	results_missing: m.hell_error_results_missing,
	no_favor: m.hell_error_no_favor,
	favor_price_unknown: m.hell_error_favor_price_unknown,
	toll_count: m.hell_error_toll_count,
	adjust_unknown: m.hell_error_adjust_unknown,
	adjust_amount: m.hell_error_adjust_amount,
	adjust_below_zero: m.hell_error_adjust_below_zero,
	stale: m.hell_error_stale,
	copy_not_wild: m.hell_error_copy_not_wild
};

const ADJUSTED: Record<Adjustable, () => string> = {
	temptation: m.hell_temptation,
	curses: m.hell_curses,
	favors: m.hell_favors,
	souls: m.hell_adjust_souls
};

export function describeRefusal(error: RuleError): string {
	const p = error.params ?? {};
	switch (error.code) {
		case 'boss_count':
			return m.hell_error_boss_count({ count: p.count ?? 4 });
		case 'handicap_range':
			return m.hell_error_handicap_range({ max: p.max ?? 9 });
		case 'overflow_pending':
			return m.hell_error_overflow_pending({ count: p.count ?? 1 });
		case 'barrier':
			return m.hell_error_barrier({ barrier: p.barrier ?? 5 });
		case 'chip_count':
			return p.most === 2 ? m.hell_error_chip_count_two() : m.hell_error_chip_count();
		case 'toll_pot_short':
			return m.hell_error_toll_pot_short({ pot: p.pot ?? 0 });
		case 'pot_short':
			return m.hell_error_pot_short({ pot: p.pot ?? 0 });
		default:
			return SIMPLE[error.code]?.() ?? m.error_not_now();
	}
}

export function describeEvent(event: GameEvent, nameOf: SeatName): string {
	switch (event.type) {
		case 'begin':
			return m.hell_event_begin({ bosses: ((event.minions as BossCard[]) ?? []).map(bossName).join(', ') });
		case 'reveal':
			return m.hell_event_reveal();
		case 'deal':
			return m.hell_event_deal();
		case 'heart':
			return event.placed ? m.hell_event_heart_yes() : m.hell_event_heart_no();
		case 'bet':
			return m.hell_event_bet({ name: nameOf(event.seat), chips: ((event.plays as ChipPlay[]) ?? []).map(playName).join(' + ') });
		case 'fold':
			return m.hell_event_fold({ name: nameOf(event.seat), face: isOneOf(BONES, event.bones) ? bonesName(event.bones) : '?' });
		case 'extra-card':
			return m.hell_event_extra_card({ name: nameOf(event.seat), how: event.temptation ? m.hell_extra_card_temptation() : m.hell_extra_card_boss() });
		case 'red-jack':
			return m.hell_event_red_jack({ name: nameOf(event.seat), hand: event.hand === 'bust' ? '> 21' : '21' });
		case 'toll':
			return m.hell_event_toll({ name: nameOf(event.seat), souls: String(event.souls) });
		case 'play-favor':
			return m.hell_event_play_favor({ name: nameOf(event.seat), favor: typeof event.name === 'string' && event.name ? event.name : '–' });
		case 'showdown': {
			const results = (event.results as unknown[]) ?? [];
			return m.hell_event_showdown({ results: results.map((r) => (isOneOf(RESULTS, r) ? resultName(r) : resultName('fold'))).join(', ') });
		}
		case 'assign':
			return m.hell_event_assign({ name: nameOf(event.seat) });
		case 'cleanup':
			return m.hell_event_cleanup();
		case 'adjust': {
			const note = typeof event.note === 'string' ? event.note : '';
			const by = typeof event.by === 'number' && event.by > 0 ? `+${event.by}` : String(event.by);
			if (event.what === 'souls') return m.hell_event_adjust_souls({ by, note });
			const what = isOneOf(ADJUSTABLE, event.what) ? ADJUSTED[event.what]() : '?';
			return m.hell_event_adjust({ name: nameOf(event.seat), what, by, note });
		}
		default:
			return event.type;
	}
}
