// What a revealed hand came to, as one line the table reads: the score, or why it bust. A
// bust always says its cause (under or over the safe range, or the Gambler's 0), because
// "4: bust" beside a 4 reads as a mistake.
import { m } from '$lib/paraglide/messages.js';
import type { Role } from './rules/roles';
import { baseOutcome, safeRange, type Hand } from './rules';

export function verdict(hand: Hand, role: Role): string {
	const base = baseOutcome(hand.cards, role, hand.destroy);
	const { min, max } = safeRange(role);
	if (base.bust)
		return base.total < min
			? m.the_dealer_bust_under({ total: base.total, min })
			: m.the_dealer_bust_over({ total: base.total, max });
	if (hand.extra === null) return m.the_dealer_scores({ score: base.score });
	// The Gambler's one more card: a 0 busts them, any other value is added.
	if (hand.extra === 0) return m.the_dealer_bust_drew_zero();
	return m.the_dealer_drew_and_scores({ card: hand.extra, score: base.total + hand.extra });
}
