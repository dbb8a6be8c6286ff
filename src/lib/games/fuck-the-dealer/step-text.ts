// What the last card did, in words the table reads out.
import { m } from '$lib/paraglide/messages.js';
import { getLocale } from '$lib/paraglide/runtime';
import { isRank, isSuit } from '../shared/cards';
import { cardLabel, rankLabel, suitName, SUIT_SYMBOLS } from '../shared/card-names';
import type { Step } from './machine';
import type { Stage } from './constants';

/**
 * A guess of any stage (as stored, so unchecked) in words, for the middle of a sentence ("Anna
 * guesses ♣ clubs", "7", "higher"). Suit names are written for buttons, capitalised; in a
 * sentence each of the app's languages writes them in small letters.
 */
export function guessLabel(guess: unknown): string {
	if (isSuit(guess)) return `${SUIT_SYMBOLS[guess]} ${suitName(guess).toLocaleLowerCase(getLocale())}`;
	if (isRank(guess)) return rankLabel(guess);
	if (guess === 'higher') return m.fuck_the_dealer_higher();
	if (guess === 'lower') return m.fuck_the_dealer_lower();
	return String(guess);
}

export function stageName(stage: Stage): string {
	return { suit: m.fuck_the_dealer_stage_suit, rank: m.fuck_the_dealer_stage_rank, side: m.fuck_the_dealer_stage_side }[
		stage
	]();
}

/** The card's result; after the last card nothing comes next, so the line says nothing of it. */
export function stepResult(step: Step, nameOf: (seat: number) => string, last: boolean): string {
	const card = cardLabel(step.card);
	const guesser = nameOf(step.guesser);
	const points = step.charge.points;
	if (last && step.right)
		return m.fuck_the_dealer_result_right_last({ card, guesser, dealer: nameOf(step.dealer), points });
	if (last) return m.fuck_the_dealer_result_wrong_last({ card, guesser, points });
	if (step.right) return m.fuck_the_dealer_result_right({ card, guesser, dealer: nameOf(step.dealer), points });
	if (step.stage === 'side') return m.fuck_the_dealer_result_takes_deck({ card, guesser, points });
	return m.fuck_the_dealer_result_wrong({
		card,
		guesser,
		points,
		next: stageName(step.stage === 'suit' ? 'rank' : 'side')
	});
}
