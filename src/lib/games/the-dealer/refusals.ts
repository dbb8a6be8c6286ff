// The Dealer's refusals and events in the player's words. Event lines never tell a secret:
// the record of an unfinished game is open to anyone holding the phone.
import { m } from '$lib/paraglide/messages.js';
import type { GameEvent, RuleError, SeatName } from '$lib/runtime/game-module';

export function describeRefusal(error: RuleError): string {
	const p = error.params ?? {};
	switch (error.code) {
		case 'roles_incomplete':
			return m.the_dealer_error_roles_incomplete();
		case 'roles_dealer_card':
			return m.the_dealer_error_roles_dealer_card();
		case 'roles_repeated':
			return m.the_dealer_error_roles_repeated();
		case 'not_in_play':
			return m.the_dealer_error_not_in_play();
		case 'already_chosen':
			return m.the_dealer_error_already_chosen();
		case 'frenemy_target':
			return m.the_dealer_error_frenemy_target();
		case 'frenemy_stance':
			return m.the_dealer_error_frenemy_stance();
		case 'sniper_card':
			return m.the_dealer_error_sniper_card();
		case 'stale':
			return m.the_dealer_error_stale();
		case 'not_holding':
			return m.the_dealer_error_not_holding();
		case 'not_banked_now':
			return m.the_dealer_error_not_banked_now();
		case 'bank_too_late':
			return m.the_dealer_error_bank_too_late();
		case 'discussion_over':
			return m.the_dealer_error_discussion_over();
		case 'discussion_not_started':
			return m.the_dealer_error_discussion_not_started();
		case 'discussion_running':
			return m.the_dealer_error_discussion_running();
		case 'cards_count':
			return m.the_dealer_error_cards_count({ count: p.count ?? 0 });
		case 'card_value':
			return m.the_dealer_error_card_value();
		case 'destroy_number':
			return m.the_dealer_error_destroy_number();
		case 'not_gambler':
			return m.the_dealer_error_not_gambler();
		case 'gamble_after_bust':
			return m.the_dealer_error_gamble_after_bust();
		case 'bonus_count':
			return m.the_dealer_error_bonus_count({ count: p.count ?? 0, who: bonusOwner(String(p.who)) });
		case 'dealer_has_no_cards':
			return m.the_dealer_error_dealer_has_no_cards();
		case 'no_tie':
			return m.the_dealer_error_no_tie();
		case 'tiebreak_entries':
			return m.the_dealer_error_tiebreak_entries({ count: p.count ?? 0 });
		case 'no_such_round':
			return m.the_dealer_error_no_such_round();
		case 'correction_incomplete':
			return m.the_dealer_error_correction_incomplete();
		default:
			return m.error_not_now();
	}
}

function bonusOwner(who: string): string {
	if (who === 'frenemy') return m.the_dealer_role_frenemy();
	if (who === 'sniper') return m.the_dealer_role_sniper();
	return m.the_dealer_role_dealer();
}

export function describeEvent(event: GameEvent, nameOf: SeatName): string {
	switch (event.type) {
		case 'roles':
			return event.dealtByApp ? m.the_dealer_event_roles_dealt() : m.the_dealer_event_roles_entered();
		case 'frenemy':
			return m.the_dealer_event_frenemy();
		case 'sniper':
			return m.the_dealer_event_sniper();
		case 'dealt':
			return m.the_dealer_event_dealt();
		case 'start_countdown':
			return m.the_dealer_event_start();
		case 'pause_countdown':
			return m.the_dealer_event_pause();
		case 'resume_countdown':
			return m.the_dealer_event_resume();
		case 'bank':
			return m.the_dealer_event_bank({ name: nameOf(event.seat) });
		case 'unbank':
			return m.the_dealer_event_unbank({ name: nameOf(event.seat) });
		case 'close_discussion':
			return m.the_dealer_event_close();
		case 'reveal':
			return m.the_dealer_event_reveal({ cards: Array.isArray(event.cards) ? event.cards.join(', ') : '' });
		case 'gamble':
			return m.the_dealer_event_gamble({ card: String(event.card) });
		case 'stand':
			return m.the_dealer_event_stand();
		case 'score':
			return m.the_dealer_event_score();
		case 'tiebreak':
			return m.the_dealer_event_tiebreak();
		case 'correct':
			return m.the_dealer_event_correct({ round: String(event.round) });
		default:
			return event.type;
	}
}
