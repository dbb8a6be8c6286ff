import { describe, expect, it } from 'vitest';
import { powerText } from './role-text';
import { RULEBOOK_REWARDS } from './rules';

describe('role powers', () => {
	it('say the cards this table’s settings give, not the rulebook’s', () => {
		expect(powerText('dealer', RULEBOOK_REWARDS)).toBe(
			'Deals, and draws 2 cards into their pile for every player who busts.'
		);
		const house = { dealerPerBust: 0, frenemy: 3, sniper: 1 };
		expect(powerText('dealer', house)).toBe('Deals. At this table the Dealer draws nothing when a player busts.');
		expect(powerText('frenemy', house)).toMatch(/3 cards if the friend succeeds/);
		expect(powerText('sniper', house)).toMatch(/A card if it is right\.$/);
	});
});
