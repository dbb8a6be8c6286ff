// The shared deck's refusals in the player's words; each game describes its own and falls back here.
import { m } from '$lib/paraglide/messages.js';
import type { RuleError } from '$lib/runtime/game-module';
import { isRank, isSuit } from './cards';
import { cardLabel, rankLabel } from './card-names';

export function describeCardRefusal(error: RuleError): string | null {
	const { rank, suit } = error.params ?? {};
	switch (error.code) {
		case 'card_unknown_rank':
			return m.cards_error_unknown_rank();
		case 'card_needs_suit':
			return m.cards_error_needs_suit();
		case 'card_rank_all_out':
			return m.cards_error_rank_all_out({ rank: isRank(rank) ? rankLabel(rank) : String(rank) });
		case 'card_already_out':
			return m.cards_error_already_out({ card: isRank(rank) && isSuit(suit) ? cardLabel({ rank, suit }) : `${rank}` });
		case 'stale':
			return m.cards_error_stale();
		case 'deck_empty':
			return m.cards_error_deck_empty();
		default:
			return null;
	}
}
