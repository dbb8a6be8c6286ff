// The runtime's own refusals (and setup's), in the player's words; a game describes its own.
import { m } from '$lib/paraglide/messages.js';
import type { Expected } from './event-schemas';
import type { RuleError } from './game-module';

const EXPECTED_TEXT: Record<Expected, () => string> = {
	whole: m.unreadable_expected_whole,
	number: m.unreadable_expected_number,
	text: m.unreadable_expected_text,
	yes_no: m.unreadable_expected_yes_no,
	choice: m.unreadable_expected_choice,
	list: m.unreadable_expected_list,
	group: m.unreadable_expected_group,
	present: m.unreadable_expected_present
};

/** "bid must be a whole number": the field a stored event's schema found wrong, and why. */
function unreadableField(field: string, expected: string): string {
	const problem = (EXPECTED_TEXT[expected as Expected] ?? m.unreadable_expected_group)();
	return m.error_unreadable_field({ field: field || '—', problem });
}

export function describeCommonRefusal(error: RuleError): string | null {
	const p = error.params ?? {};
	switch (error.code) {
		case 'not_now':
			return m.error_not_now();
		case 'stale':
			return m.error_already_entered();
		case 'concurrent':
			return m.error_concurrent();
		case 'unreadable':
			return p.field === undefined ? m.error_unreadable() : unreadableField(String(p.field), String(p.expected));
		case 'nothing_to_undo':
			return m.error_nothing_to_undo();
		case 'undo_changed':
			return m.error_undo_changed();
		case 'conflict_settled':
			return m.error_conflict_settled();
		case 'conflict_too_late':
			return m.error_conflict_too_late();
		case 'player_count':
			return m.error_player_count({ min: p.min ?? 0, max: p.max ?? 0 });
		case 'pick_dealer':
			return m.error_pick_dealer();
		case 'setting_out_of_range':
			return m.error_setting_out_of_range({ min: p.min ?? 0, max: p.max ?? 0 });
		case 'setting_invalid':
			return m.error_setting_invalid();
		default:
			return null;
	}
}
