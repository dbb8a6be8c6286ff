// Hands and reasons in words, as the issue and a poker table say them.
import { describe, expect, it } from 'vitest';
import { scoreHand } from './evaluate';
import { handName, reasonText } from './hand-words';
import { defaultHandScore } from './judge';
import { codes } from './test-cards';

const named = (text: string) => handName(scoreHand(codes(text)));

describe('a hand in words', () => {
	it.each([
		['Js Jh 9d 9c Ah', 'Two pair, jacks and nines, ace kicker'],
		['Js Jh 9d 8c Ah', 'Pair of jacks, ace kicker'],
		['7s 7h 7d Kc 2h', 'Three of a kind, sevens, king kicker'],
		['9s 9h 9d 9c 2s', 'Four of a kind, nines, two kicker'],
		['Ks Kh Kd 9c 9h', 'Full house, kings over nines'],
		['Ks 9s 7s 4s 2s', 'Flush, king high'],
		['Ah 2c 3d 4s 5h', 'Straight, five high'],
		['Ts Jh Qd Kc Ah', 'Straight, ace high'],
		['9h Th Jh Qh Kh', 'Straight flush, king high'],
		['Ah Kh Qh Jh Th', 'Royal flush'],
		['As Ah Ad Ac As', 'Five of a kind, aces'],
		['Js Th 8d 7c 2h', 'High card, jack, ten kicker'],
		['6s 6h', 'Pair of sixes'],
		['Qc', 'High card, queen']
	])('%s is "%s"', (hand, words) => {
		expect(named(hand)).toBe(words);
	});

	it('a default hand has no kicker to name', () => {
		expect(handName(defaultHandScore([12, 12, 10, 10]))).toBe('Two pair, queens and tens');
	});

	it('no cards is no hand', () => {
		expect(handName(0)).toBe('No hand');
	});
});

describe('the reason in words', () => {
	it.each([
		[{ code: 'class', mine: 'flush', theirs: 'straight' } as const, 'You have a flush, the Boss a straight.'],
		[
			{ code: 'set', hand: 'two-pair', mine: 11, theirs: 9 } as const,
			"Both have two pair: your jacks against the Boss's nines."
		],
		[
			{ code: 'card', hand: 'flush', mine: 13, theirs: 12 } as const,
			"Both have a flush: your king against the Boss's queen."
		],
		[
			{ code: 'kicker', hand: 'two-pair', mine: 14, theirs: 13 } as const,
			"Both have two pair, equal up to the kickers: your ace against the Boss's king."
		],
		[
			{ code: 'short', hand: 'pair', theirs: 5 } as const,
			"Both have one pair, equal as far as your cards go: the Boss's five decides."
		],
		[{ code: 'tie', hand: 'high-card' } as const, 'Both have high card, the same card for card.'],
		[{ code: 'default-tie', hand: 'two-pair' } as const, "Equal to the Boss's default hand, which has no kickers."],
		[{ code: 'no-hand' } as const, 'None of your cards may be used, so there is no hand.']
	])('%o', (reason, words) => {
		expect(reasonText(reason)).toBe(words);
	});
});
