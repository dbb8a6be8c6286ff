// The 100 number cards, counted: cards drawn, cards discarded, and when the deck runs out the
// discard pile is shuffled in as the new deck (rulebook section 8). The deck is never
// reshuffled between rounds. Cards in hands and scoring piles are in neither pile.
import { judgeRound, revealOrder, sum, type Hand, type PlayedRound, type RoundResult } from './rules';
import type { Role } from './rules/roles';

export const DECK_SIZE = 100;

export type Deck = {
	left: number;
	discard: number;
};

/** One movement of cards: drawn from the deck, or put on the discard pile. */
export type DeckStep = { draw: number } | { discard: number };

/** How a draw of `count` cards goes: from the deck, and after a reshuffle if it runs out. */
export type DrawPlan = { count: number; fromDeck: number; reshuffle: boolean; shuffledIn: number };

export function freshDeck(): Deck {
	return { left: DECK_SIZE, discard: 0 };
}

export function planDraw(deck: Deck, count: number): DrawPlan {
	if (count <= deck.left) return { count, fromDeck: count, reshuffle: false, shuffledIn: 0 };
	return { count, fromDeck: deck.left, reshuffle: true, shuffledIn: deck.discard };
}

export function applyStep(deck: Deck, step: DeckStep): Deck {
	if ('discard' in step) return { ...deck, discard: deck.discard + step.discard };
	let { left, discard } = deck;
	let wanted = step.draw;
	while (wanted > 0) {
		if (left === 0) {
			// Nothing left even after shuffling: the table has no card to draw, so count none.
			if (discard === 0) break;
			left = discard;
			discard = 0;
		}
		const taken = Math.min(wanted, left);
		left -= taken;
		wanted -= taken;
	}
	return { left, discard };
}

export function applySteps(deck: Deck, steps: readonly DeckStep[]): Deck {
	return steps.reduce(applyStep, deck);
}

/** What a round moves, as far as it has gone: the deals, the reveal and, once scored, the score. */
export type RoundSoFar = {
	roles: readonly Role[];
	deals: readonly (readonly number[])[];
	hands: readonly (Hand | null)[];
	/** Present once the round is scored. */
	round?: PlayedRound;
};

export function roundSteps({ roles, deals, hands, round }: RoundSoFar): DeckStep[] {
	const steps: DeckStep[] = [];
	deals.forEach((seats, index) => {
		// The Secret Keeper's face-down card is drawn before the first deal.
		if (index === 0 && roles.includes('secretKeeper')) steps.push({ draw: 1 });
		steps.push(...dealSteps(seats.length));
	});
	// The reveal goes from the Dealer's left, so a reshuffle falls where it would at the table.
	for (const seat of revealOrder(roles.indexOf('dealer'), roles.length)) {
		const hand = hands[seat];
		if (!hand) continue;
		const role = roles[seat]!;
		if (role === 'destroyer' && hand.destroy !== null) {
			const destroyed = hand.cards.filter((card) => card === hand.destroy).length;
			if (destroyed) steps.push({ discard: destroyed });
		}
		if (role === 'gambler' && hand.extra !== null) steps.push({ draw: 1 });
	}
	if (round) steps.push(...scoreSteps(round));
	return steps;
}

/** A deal: one card per player still holding, and the Dealer's own, which is discarded. */
export function dealSteps(holders: number): DeckStep[] {
	return [{ draw: holders + 1 }, { discard: 1 }];
}

/** At the score the players who bust discard their cards (those the Destroyer left). */
export function bustDiscards(judged: RoundResult): number {
	return sum(judged.busts.map((seat) => judged.outcomes[seat]!.kept.length));
}

/** The score: bust hands are discarded first, then the bonus cards are drawn. */
function scoreSteps(round: PlayedRound): DeckStep[] {
	const bustCards = bustDiscards(judgeRound(round));
	const steps: DeckStep[] = [];
	if (bustCards) steps.push({ discard: bustCards });
	const drawn = round.bonus.dealer.length + round.bonus.frenemy.length + round.bonus.sniper.length;
	if (drawn) steps.push({ draw: drawn });
	return steps;
}
