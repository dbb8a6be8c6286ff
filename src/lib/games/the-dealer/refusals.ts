// The Dealer's refusals and events in the player's words. Event lines never tell a secret:
// the record of an unfinished game is open to anyone holding the phone.
import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams, SeatName } from '$lib/runtime/game-module';
import { roundInPlay, type TheDealerEvent, type TheDealerSnapshot } from './machine';
import type { TheDealerRefusal } from './rules';

const count = (p: RefusalParams) => Number(p.count ?? 0);

export const refusals: { [C in TheDealerRefusal['code']]: (p: RefusalParams) => string } = {
	roles_incomplete: () => m.the_dealer_error_roles_incomplete(),
	roles_dealer_card: () => m.the_dealer_error_roles_dealer_card(),
	roles_repeated: () => m.the_dealer_error_roles_repeated(),
	not_in_play: () => m.the_dealer_error_not_in_play(),
	already_chosen: () => m.the_dealer_error_already_chosen(),
	frenemy_target: () => m.the_dealer_error_frenemy_target(),
	frenemy_stance: () => m.the_dealer_error_frenemy_stance(),
	sniper_card: () => m.the_dealer_error_sniper_card(),
	not_holding: () => m.the_dealer_error_not_holding(),
	not_banked_now: () => m.the_dealer_error_not_banked_now(),
	bank_too_late: () => m.the_dealer_error_bank_too_late(),
	discussion_over: () => m.the_dealer_error_discussion_over(),
	discussion_not_started: () => m.the_dealer_error_discussion_not_started(),
	discussion_running: () => m.the_dealer_error_discussion_running(),
	cards_count: (p) => m.the_dealer_error_cards_count({ count: count(p) }),
	card_value: () => m.the_dealer_error_card_value(),
	destroy_number: () => m.the_dealer_error_destroy_number(),
	not_gambler: () => m.the_dealer_error_not_gambler(),
	gamble_after_bust: () => m.the_dealer_error_gamble_after_bust(),
	bonus_count: (p) => m.the_dealer_error_bonus_count({ count: count(p), who: bonusOwner(String(p.who)) }),
	dealer_has_no_cards: () => m.the_dealer_error_dealer_has_no_cards(),
	no_tie: () => m.the_dealer_error_no_tie(),
	tiebreak_entries: (p) => m.the_dealer_error_tiebreak_entries({ count: count(p) }),
	no_such_round: () => m.the_dealer_error_no_such_round(),
	correction_incomplete: () => m.the_dealer_error_correction_incomplete()
};

function bonusOwner(who: string): string {
	if (who === 'frenemy') return m.the_dealer_role_frenemy();
	if (who === 'sniper') return m.the_dealer_role_sniper();
	return m.the_dealer_role_dealer();
}

/**
 * One line for the record, naming whose action it was or which round it belongs to. A deal's
 * actions name only their deal; they belong to the round in play, which is still theirs while
 * one of them is the newest action (a round ends only when it is scored).
 */
export function describeEvent(event: TheDealerEvent, nameOf: SeatName, now: TheDealerSnapshot): string {
	const inRound = (round: number, line: string) => m.event_in_round({ round, line });
	const inDeal = (line: string) => inRound(roundInPlay(now.context), line);
	switch (event.type) {
		case 'roles':
			return event.dealtByApp ? m.the_dealer_event_roles_dealt() : m.the_dealer_event_roles_entered();
		case 'frenemy':
			return inRound(event.round, m.the_dealer_event_frenemy());
		case 'sniper':
			return inRound(event.round, m.the_dealer_event_sniper());
		case 'dealt':
			return inDeal(m.the_dealer_event_dealt());
		case 'start_countdown':
			return inDeal(m.the_dealer_event_start());
		case 'pause_countdown':
			return inDeal(m.the_dealer_event_pause());
		case 'resume_countdown':
			return inDeal(m.the_dealer_event_resume());
		case 'bank':
			return m.the_dealer_event_bank({ name: nameOf(event.seat) });
		case 'unbank':
			return m.the_dealer_event_unbank({ name: nameOf(event.seat) });
		case 'close_discussion':
			return inDeal(m.the_dealer_event_close());
		case 'reveal':
			return m.the_dealer_event_reveal({ name: nameOf(event.seat), cards: event.cards.join(', ') });
		case 'gamble':
			return inRound(event.round, m.the_dealer_event_gamble({ card: String(event.card) }));
		case 'stand':
			return inRound(event.round, m.the_dealer_event_stand());
		case 'score':
			return m.the_dealer_event_score({ round: event.round });
		case 'tiebreak':
			return m.the_dealer_event_tiebreak({ names: event.seats.map(nameOf).join(', ') });
		case 'correct':
			return m.the_dealer_event_correct({ round: String(event.round) });
	}
}
