// The evaluator against counts known from combinatorics and hands ordered by the rulebook.
import { describe, expect, it } from 'vitest';
import { classOf, HAND_CLASSES, keyOf, NO_HAND, scoreHand, type HandClass } from './evaluate';
import { codes } from './test-cards';

const score = (text: string) => scoreHand(codes(text));

describe('all 2,598,960 five-card hands', () => {
	it('fall into each class exactly as often as combinatorics says', () => {
		// The standard table (e.g. Wikipedia's "Poker probability"), typed in by hand.
		const expected: Record<HandClass, number> = {
			'straight-flush': 40,
			'four-of-a-kind': 624,
			'full-house': 3744,
			flush: 5108,
			straight: 10200,
			'three-of-a-kind': 54912,
			'two-pair': 123552,
			pair: 1098240,
			'high-card': 1302540,
			'five-of-a-kind': 0
		};
		const tally = Object.fromEntries(HAND_CLASSES.map((name) => [name, 0])) as Record<HandClass, number>;
		const hand = new Int32Array(5);
		// Cards 8 to 59: values 2 to 14 times four, plus the suit.
		for (let a = 8; a < 60; a++) {
			hand[0] = a;
			for (let b = a + 1; b < 60; b++) {
				hand[1] = b;
				for (let c = b + 1; c < 60; c++) {
					hand[2] = c;
					for (let d = c + 1; d < 60; d++) {
						hand[3] = d;
						for (let e = d + 1; e < 60; e++) {
							hand[4] = e;
							tally[classOf(scoreHand(hand, 5))]++;
						}
					}
				}
			}
		}
		expect(tally).toEqual(expected);
	});
});

describe('naming the class', () => {
	it.each([
		['Ah Kh Qh Jh Th', 'straight-flush'],
		['5d 4d 3d 2d Ad', 'straight-flush'],
		['9s 9h 9d 9c 2s', 'four-of-a-kind'],
		['9s 9h 9d 2c 2s', 'full-house'],
		['Ks 9s 7s 4s 2s', 'flush'],
		['Ah 2c 3d 4s 5h', 'straight'],
		['Ts Jh Qd Kc Ah', 'straight'],
		['Qs Kh Ad 2c 3h', 'high-card'],
		['7s 7h 7d Kc 2h', 'three-of-a-kind'],
		['Js Jh 9d 9c Ah', 'two-pair'],
		['Js Jh 9d 8c Ah', 'pair'],
		['Js Th 8d 7c 2h', 'high-card']
	])('%s is a %s', (hand, name) => {
		expect(classOf(score(hand))).toBe(name);
	});

	it('has five of a kind above a straight flush, when a Wild copy repeats a card', () => {
		expect(classOf(score('As Ah Ad Ac As'))).toBe('five-of-a-kind');
		expect(score('2s 2h 2d 2c 2s')).toBeGreaterThan(score('Ah Kh Qh Jh Th'));
	});

	it('takes a flush with a repeated card (a Wild copy) as a flush, not a pair', () => {
		expect(classOf(score('As As Ks 9s 4s'))).toBe('flush');
		expect(score('As As Ks 9s 4s')).toBeGreaterThan(score('As Qs Js 9s 4s'));
	});
});

describe('fewer than five cards', () => {
	it('make no straight and no flush', () => {
		expect(classOf(score('Ah Kh Qh Jh'))).toBe('high-card');
		expect(classOf(score('9s 8s 7s 6s'))).toBe('high-card');
	});

	it('rank on what they have, below the same hand with a kicker', () => {
		expect(classOf(score('Js Jh 9d 9c'))).toBe('two-pair');
		expect(score('Js Jh 9d 9c')).toBeLessThan(score('Js Jh 9d 9c 2h'));
		expect(score('Js Jh 9d 9c')).toBeGreaterThan(score('Js Jh 8d 8c Ah'));
	});

	it('a set without kickers keeps its value in the first place', () => {
		expect(classOf(score('Ks Kh Kd Kc'))).toBe('four-of-a-kind');
		expect(keyOf(score('Ks Kh Kd Kc'))).toEqual([13, 0, 0, 0, 0]);
		expect(keyOf(score('Ks Kh Kd'))).toEqual([13, 0, 0, 0, 0]);
		expect(score('Ks Kh Kd Kc')).toBeLessThan(score('Ks Kh Kd Kc 2c'));
		expect(score('Ks Kh Kd Kc')).toBeGreaterThan(score('Qs Qh Qd Qc Ac'));
	});

	it('no cards at all is no hand, below every hand', () => {
		expect(scoreHand([])).toBe(NO_HAND);
		expect(score('2c')).toBeGreaterThan(NO_HAND);
	});
});

describe('the order within a class', () => {
	it('two pair: the higher pair, then the lower pair, then the kicker (the rulebook)', () => {
		expect(score('Ks Kh 4d 4c 2h')).toBeGreaterThan(score('Qs Qh Jd Jc Th'));
		expect(score('Ks Kh 9d 9c 2h')).toBeGreaterThan(score('Ks Kh 4d 4c 2h'));
		expect(score('Js Jh 9d 9c Ah')).toBeGreaterThan(score('Js Jh 9d 9c Kh'));
	});

	it('the same values in other suits tie', () => {
		expect(score('Js Jh 9d 9c Ah')).toBe(score('Jd Jc 9s 9h As'));
	});

	it('the wheel is the lowest straight, a straight to the six beats it', () => {
		expect(score('6h 5c 4d 3s 2h')).toBeGreaterThan(score('Ah 2c 3d 4s 5h'));
		expect(keyOf(score('Ah 2c 3d 4s 5h'))).toEqual([5, 0, 0, 0, 0]);
	});

	it('keys list the sets first, then the kickers high to low', () => {
		expect(keyOf(score('9s 2h 9d Ac 5h'))).toEqual([9, 14, 5, 2, 0]);
		expect(keyOf(score('2s 2h 9d 9c 5h'))).toEqual([9, 2, 5, 0, 0]);
		expect(keyOf(score('2s 2h 2d 9c 9h'))).toEqual([2, 9, 0, 0, 0]);
		expect(keyOf(score('Ks 9s 7s 4s 2s'))).toEqual([13, 9, 7, 4, 2]);
	});

	it('a pair with a low kicker beats any high card', () => {
		expect(score('2s 2h 3d 4c 6h')).toBeGreaterThan(score('As Kh Qd Jc 9h'));
	});
});
