import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLE_CARDS } from './rules/roles';
import { handOutcome } from './rules';
import { verdict } from './verdict';

const hand = (cards: number[], extra: number | null = null, destroy: number | null = null) => ({
	cards,
	extra,
	destroy
});

describe('a hand’s verdict', () => {
	it('scores inside the safe range', () => {
		expect(verdict(hand([1, 3]), 'witness')).toBe('scores 4');
		expect(verdict(hand([4, 3]), 'giant')).toBe('scores 7');
	});
	it('says which side of the safe range a bust fell on', () => {
		expect(verdict(hand([1, 1]), 'witness')).toBe('2: bust, under 3');
		expect(verdict(hand([3, 3]), 'witness')).toBe('6: bust, over 5');
		expect(verdict(hand([4, 4]), 'giant')).toBe('8: bust, over 7');
	});
	it('counts only what the Destroyer kept', () => {
		expect(verdict(hand([5, 5, 2], null, 5), 'destroyer')).toBe('2: bust, under 3');
		expect(verdict(hand([5, 4], null, 5), 'destroyer')).toBe('scores 4');
	});
	it('says the Gambler drew a 0, not a total that looks safe', () => {
		expect(verdict(hand([4], 0), 'gambler')).toBe('drew a 0: bust');
	});
	it('adds the Gambler’s other cards, however high', () => {
		expect(verdict(hand([1, 2], 2), 'gambler')).toBe('drew 2: scores 5');
		expect(verdict(hand([5], 9), 'gambler')).toBe('drew 9: scores 14');
	});
	it('says bust exactly when the rules score the hand 0 for busting', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...ROLE_CARDS),
				fc.array(fc.nat(9), { minLength: 1, maxLength: 4 }),
				fc.option(fc.nat(9)),
				fc.nat(9),
				(role, cards, extra, destroy) => {
					const played = hand(cards, role === 'gambler' ? extra : null, role === 'destroyer' ? destroy : null);
					expect(verdict(played, role).includes('bust')).toBe(handOutcome(played, role).bust);
				}
			)
		);
	});
});
