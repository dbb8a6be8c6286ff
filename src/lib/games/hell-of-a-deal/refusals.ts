// Hell of a Deal's refusals and events in the player's words.
import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams, SeatName } from '$lib/runtime/game-module';
import type { HellEvent, HellSnapshot } from './machine';
import { bonesName, bossName, favorName, playName, resultName } from './names';
import { isOneOf, PRINTED_FAVORS, type Adjustable, type HellRefusal } from './rules';

const number = (p: RefusalParams, key: string, fallback: number) => Number(p[key] ?? fallback);

function chipCount(most: number): string {
	if (most === 1) return m.hell_error_chip_count();
	return most === 2 ? m.hell_error_chip_count_two() : m.hell_error_chip_count_most({ most });
}

export const refusals: { [C in HellRefusal['code']]: (p: RefusalParams) => string } = {
	boss_count: (p) => m.hell_error_boss_count({ count: number(p, 'count', 4) }),
	boss_repeated: (p) => m.hell_error_boss_repeated({ place: number(p, 'place', 2) }),
	boss_needs_name: () => m.hell_error_boss_needs_name(),
	boss_penalty_range: () => m.hell_error_boss_penalty_range(),
	devil_unknown: () => m.hell_error_devil_unknown(),
	handicap_range: (p) => m.hell_error_handicap_range({ max: number(p, 'max', 9) }),
	no_such_seat: () => m.hell_error_no_such_seat(),
	seat_folded: () => m.hell_error_seat_folded(),
	overflow_pending: (p) => m.hell_error_overflow_pending({ count: number(p, 'count', 1) }),
	no_overflow: () => m.hell_error_no_overflow(),
	assign_full: () => m.hell_error_assign_full(),
	no_healing: () => m.hell_error_no_healing(),
	nothing_to_heal: () => m.hell_error_nothing_to_heal(),
	barrier: (p) => m.hell_error_barrier({ barrier: number(p, 'barrier', 5) }),
	chip_count: (p) => chipCount(number(p, 'most', 1)),
	chip_used: () => m.hell_error_chip_used(),
	wild_needs_copy: () => m.hell_error_wild_needs_copy(),
	copy_not_wild: () => m.hell_error_copy_not_wild(),
	offering_needed: () => m.hell_error_offering_needed(),
	offering_used: () => m.hell_error_offering_used(),
	heart_first: () => m.hell_error_heart_first(),
	heart_not_asked: () => m.hell_error_heart_not_asked(),
	hearts_range: (p) => m.hell_error_hearts_range({ most: number(p, 'most', 1) }),
	no_folding: () => m.hell_error_no_folding(),
	not_this_boss: () => m.hell_error_not_this_boss(),
	extra_card_seat: () => m.hell_error_extra_card_seat(),
	results_missing: () => m.hell_error_results_missing(),
	no_favor: () => m.hell_error_no_favor(),
	favor_printed: (p) =>
		m.hell_error_favor_printed({ favor: isOneOf(PRINTED_FAVORS, p.favor) ? favorName(p.favor) : '' }),
	favor_after_bet: () => m.hell_error_favor_after_bet(),
	red_jack_counted: () => m.hell_error_red_jack_counted(),
	toll_count: () => m.hell_error_toll_count(),
	toll_pot_short: (p) => m.hell_error_toll_pot_short({ pot: number(p, 'pot', 0) }),
	adjust_amount: () => m.hell_error_adjust_amount(),
	adjust_below_zero: () => m.hell_error_adjust_below_zero()
};

const ADJUSTED: Record<Adjustable, () => string> = {
	temptation: m.hell_temptation,
	curses: m.hell_curses,
	favors: m.hell_favors,
	souls: m.hell_adjust_souls
};

/**
 * One line for the record, naming whose action it was or which round. The table's actions of a
 * round (reveal, deal, hearts) name no round of their own: they belong to the round in play,
 * still theirs while one of them is the newest action; the cleanup ends the round settled last.
 * A stored event can be older than today's checks, so odd values read as "?".
 */
export function describeEvent(event: HellEvent, nameOf: SeatName, now: HellSnapshot): string {
	const inRound = (line: string) => m.event_in_round({ round: now.context.round, line });
	switch (event.type) {
		case 'begin':
			return m.hell_event_begin({ bosses: (event.minions ?? []).map(bossName).join(', ') });
		case 'reveal':
			return inRound(m.hell_event_reveal());
		case 'deal':
			return inRound(m.hell_event_deal());
		case 'heart':
			return inRound(event.hearts ? m.hell_event_hearts({ count: event.hearts }) : m.hell_event_heart_no());
		case 'bet':
			return m.hell_event_bet({ name: nameOf(event.seat), chips: event.plays.map(playName).join(' + ') });
		case 'fold':
			return m.hell_event_fold({ name: nameOf(event.seat), face: bonesName(event.bones) });
		case 'extra_card':
			return m.hell_event_extra_card({
				name: nameOf(event.seat),
				how: event.temptation ? m.hell_extra_card_temptation() : m.hell_extra_card_boss()
			});
		case 'red_jack':
			return m.hell_event_red_jack({ name: nameOf(event.seat), hand: event.hand === 'bust' ? '> 21' : '21' });
		case 'toll':
			return m.hell_event_toll({ name: nameOf(event.seat), souls: String(event.souls) });
		case 'play_favor':
			return m.hell_event_play_favor({
				name: nameOf(event.seat),
				favor: event.favor ? favorName(event.favor) : event.name || '–'
			});
		case 'showdown':
			return m.hell_event_showdown({
				results: event.results
					.map((result, seat) =>
						m.hell_event_showdown_result({ name: nameOf(seat), result: resultName(result ?? 'fold') })
					)
					.join(', ')
			});
		case 'assign':
			return m.hell_event_assign({ name: nameOf(event.seat) });
		case 'cleanup':
			return m.event_in_round({ round: now.context.rounds.length, line: m.hell_event_cleanup() });
		case 'adjust': {
			const by = event.by > 0 ? `+${event.by}` : String(event.by);
			const what = ADJUSTED[event.what]();
			const line =
				event.what === 'souls'
					? inRound(m.hell_event_adjust_souls({ by }))
					: m.hell_event_adjust({ name: nameOf(event.seat), what, by });
			// The note is optional: without one the line ends with the change.
			return event.note ? m.hell_event_noted({ line, note: event.note }) : line;
		}
	}
}
