// The search for a seat's best hand against a brute force written apart: every subset of the
// cards, kept when the Boss's limits allow it, the largest allowed size first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS } from '../../shared/cards';
import { bestHand, type HandLimits } from './best-hand';
import { cardCode, scoreHand, valueOf, type CardCode } from './evaluate';
import { codes } from './test-cards';
import { propertyRuns } from '$support/property-runs';

const DECK: CardCode[] = RANKS.flatMap((rank) => SUITS.map((suit) => cardCode({ rank, suit })));

/** Every allowed hand, by subsets of all the cards: the best score among the largest allowed. */
function bruteForce(
	own: CardCode[],
	board: CardCode[],
	limits: Required<HandLimits>
): { score: number; size: number } | null {
	const all = [...own, ...board];
	let best: { score: number; size: number } | null = null;
	for (let subset = 1; subset < 1 << all.length; subset++) {
		const picked = all.filter((_, i) => (subset >> i) & 1);
		const ownUsed = own.filter((_, i) => (subset >> i) & 1).length;
		if (picked.length > 5 || ownUsed < 1 || ownUsed > limits.mostOwn) continue;
		if (picked.some((code) => (limits.excluded >> valueOf(code)) & 1)) continue;
		if (picked.filter((code) => (limits.tollValues >> valueOf(code)) & 1).length > limits.tollsPaid) continue;
		const score = scoreHand(picked);
		if (!best || picked.length > best.size || (picked.length === best.size && score > best.score))
			best = { score, size: picked.length };
	}
	return best;
}

const valueBits = fc
	.array(fc.integer({ min: 2, max: 14 }), { maxLength: 2 })
	.map((values) => values.reduce((bits, v) => bits | (1 << v), 0));

const situations = fc.record({
	deck: fc.shuffledSubarray(DECK, { minLength: 11, maxLength: 11 }),
	ownCount: fc.integer({ min: 1, max: 4 }),
	boardCount: fc.integer({ min: 3, max: 7 }),
	mostOwn: fc.integer({ min: 2, max: 3 }),
	excluded: valueBits,
	tollValues: valueBits,
	tollsPaid: fc.integer({ min: 0, max: 2 })
});

describe('the best hand for a seat', () => {
	it('is the best allowed hand of the largest allowed size, and uses only allowed cards', () => {
		fc.assert(
			fc.property(situations, ({ deck, ownCount, boardCount, ...limits }) => {
				const own = deck.slice(0, ownCount);
				const board = deck.slice(ownCount, ownCount + boardCount);
				const found = bestHand(own, board, limits);
				const expected = bruteForce(own, board, limits);
				if (!expected) {
					expect(found).toBeNull();
					return;
				}
				expect(found?.score).toBe(expected.score);
				expect(found!.own.length + found!.board.length).toBe(expected.size);
				expect(found!.own.length).toBeGreaterThanOrEqual(1);
				expect(found!.own.length).toBeLessThanOrEqual(limits.mostOwn);
				// The cards it names make the score it gives.
				expect(scoreHand([...found!.own.map((i) => own[i]!), ...found!.board.map((i) => board[i]!)])).toBe(
					found!.score
				);
			}),
			{ numRuns: propertyRuns(400) }
		);
	});

	it('uses exactly one own card when the board has four of the best five', () => {
		const found = bestHand(codes('2d 3d 4h'), codes('Ac Kc Qc Jc 9d'), { mostOwn: 2 });
		expect(found).toMatchObject({ own: [2], board: [0, 1, 2, 3] });
	});
});
