// A past round re-entered whole: read back into the rules' terms, and checked as when it was played.
import { cardValues, cardsHeld, checkHand } from './hands';
import { bonusDue, checkBonus, judgeRound } from './scoring';
import { checkSecrets } from './secrets';
import type { PlayedRound, Rewards, RoundEntry, TheDealerRefusal } from './vocabulary';

/** A past round as re-entered, in the rules' own terms; lossless once checkPlayedRound passes. */
export function playedRound(entry: RoundEntry): PlayedRound {
	const { frenemy } = entry;
	return {
		roles: entry.roles,
		deals: entry.deals,
		frenemy:
			frenemy && frenemy.target !== null && frenemy.stance !== null
				? { target: frenemy.target, stance: frenemy.stance }
				: null,
		sniper: entry.sniper,
		hands: entry.hands.map(
			(hand) => hand && { cards: cardValues(hand.cards), destroy: hand.destroy ?? null, extra: hand.extra ?? null }
		),
		bonus: {
			dealer: cardValues(entry.bonus.dealer),
			frenemy: cardValues(entry.bonus.frenemy),
			sniper: cardValues(entry.bonus.sniper)
		}
	};
}

/** A past round re-entered whole (a correction): the same checks as when it was played. */
export function checkPlayedRound(round: RoundEntry, rewards: Rewards): TheDealerRefusal | null {
	const secrets = checkSecrets(round.roles, round.frenemy, round.sniper);
	if (secrets) return secrets;
	for (const [seat, role] of round.roles.entries()) {
		const hand = round.hands[seat];
		if (role === 'dealer') {
			if (hand) return { code: 'dealer_has_no_cards' };
			continue;
		}
		if (!hand) return { code: 'cards_count', params: { count: cardsHeld(seat, round.deals, role) } };
		const problem = checkHand(hand, role, cardsHeld(seat, round.deals, role));
		if (problem) return problem;
	}
	return checkBonus(round.bonus, bonusDue(judgeRound(playedRound(round)), rewards));
}
