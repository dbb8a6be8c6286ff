// The runtime's own refusals (and setup's), in the player's words; a game describes its own.
import { m } from '$lib/paraglide/messages.js';
import type { RuleError } from './game-module';

export function describeCommonRefusal(error: RuleError): string | null {
	const p = error.params ?? {};
	switch (error.code) {
		case 'not_now':
			return m.error_not_now();
		case 'stale':
			return m.error_already_entered();
		case 'unreadable':
			return m.error_unreadable();
		case 'nothing_to_undo':
			return m.error_nothing_to_undo();
		case 'undo_changed':
			return m.error_undo_changed();
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
