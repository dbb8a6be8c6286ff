import { describe, expect, it } from 'vitest';
import { nextSetup } from './play-again';

describe('the next game at the same table', () => {
	const played = { seats: ['ann', 'ben', 'cleo', 'dan'], firstDealer: 1, settings: { noEqualBids: true } };

	it('keeps the seats and settings and deals from the left of whoever dealt last', () => {
		expect(nextSetup(played, 2)).toEqual({
			seats: ['ann', 'ben', 'cleo', 'dan'],
			firstDealer: 3,
			settings: { noEqualBids: true }
		});
	});

	it('goes round the table: after the last seat, the first deals', () => {
		expect(nextSetup(played, 3).firstDealer).toBe(0);
	});

	it('copies, so the new record shares nothing with the old one', () => {
		const next = nextSetup(played, 0);
		expect(next.seats).not.toBe(played.seats);
		expect(next.settings).not.toBe(played.settings);
	});
});
