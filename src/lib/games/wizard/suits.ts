// Wizard's name for a round's trump; the suits' own names and symbols are the shared deck's.
import { m } from '$lib/paraglide/messages.js';
import { suitName, SUIT_SYMBOLS } from '../shared/card-names';
import type { Trump } from './rules';

export { suitName, SUIT_SYMBOLS };

export function trumpName(trump: Trump): string {
	return trump === 'none' ? m.wizard_no_trump() : `${SUIT_SYMBOLS[trump]} ${suitName(trump)}`;
}
