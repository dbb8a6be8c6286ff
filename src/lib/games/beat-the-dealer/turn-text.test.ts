import { describe, expect, it } from 'vitest';
import type { Turn } from './machine';
import { amount, turnResult, unitOf } from './turn-text';

const names = ['Ben', 'Anna', 'Cleo'];
const nameOf = (seat: number) => names[seat]!;

describe('what the last turn did', () => {
	it('counts in sips unless the table chose points, singular and plural', () => {
		expect(unitOf({})).toBe('sips');
		expect(unitOf({ unit: 'points' })).toBe('points');
		expect([amount(1, 'sips'), amount(2, 'sips'), amount(1, 'points'), amount(5, 'points')]).toEqual([
			'1 sip',
			'2 sips',
			'1 point',
			'5 points'
		]);
	});

	it('reads the rulebook’s example out', () => {
		const turn: Turn = {
			dealer: 0,
			guesser: 1,
			first: { rank: 7 },
			side: 'higher',
			second: { rank: 12 },
			card: { rank: 10 },
			charges: [{ seat: 1, points: 2, reason: 'difference' }]
		};
		expect(turnResult(turn, nameOf, 'sips')).toEqual(['The card was 10. Anna guessed Q and takes 2 sips.']);
	});

	it('names a dumb guess, and a right second guess', () => {
		const turn: Turn = {
			dealer: 0,
			guesser: 2,
			first: { rank: 5 },
			side: 'higher',
			second: { rank: 6 },
			card: { rank: 6, suit: 'clubs' },
			charges: [
				{ seat: 2, points: 5, reason: 'dumb_guess' },
				{ seat: 0, points: 2, reason: 'right_second' }
			]
		};
		expect(turnResult(turn, nameOf, 'points')).toEqual([
			'Cleo named a rank that is all face up: 5 points.',
			'6♣, right second time. Ben takes 2 points.'
		]);
	});
});
