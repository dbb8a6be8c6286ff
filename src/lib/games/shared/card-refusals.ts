// The shared deck's refusals in the player's words; each game spreads these into its own map.
import { m } from '$lib/paraglide/messages.js';
import type { RefusalParams } from '$lib/runtime/game-module';
import { isRank, isSuit, type CardRefusal } from './cards';
import { cardLabel, rankLabel } from './card-names';

export const cardRefusals: { [C in CardRefusal['code']]: (p: RefusalParams) => string } = {
	card_needs_suit: () => m.cards_error_needs_suit(),
	card_rank_all_out: ({ rank }) => m.cards_error_rank_all_out({ rank: isRank(rank) ? rankLabel(rank) : String(rank) }),
	card_already_out: ({ rank, suit }) =>
		m.cards_error_already_out({ card: isRank(rank) && isSuit(suit) ? cardLabel({ rank, suit }) : `${rank}` })
};
