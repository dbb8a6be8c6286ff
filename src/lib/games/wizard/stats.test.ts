// Wizard's figures on a player's page, on hand-made rounds with known answers.
import { expect, it } from 'vitest';
import type { WizardSnapshot } from './machine';
import { wizardStats } from './stats';

it('counts the rounds each player took exactly what they bid', () => {
	const rounds = [
		{ trump: null, bids: [1, 0, 0], tricks: [1, 0, 0] },
		{ trump: null, bids: [1, 1, 0], tricks: [0, 1, 1] },
		{ trump: null, bids: [0, 2, 1], tricks: [0, 2, 1] }
	];
	const snapshot = { context: { seats: ['a', 'b', 'c'], rounds } } as unknown as WizardSnapshot;
	expect(wizardStats.figures!(snapshot)).toEqual({
		a: { rounds: 3, bidsMade: 2 },
		b: { rounds: 3, bidsMade: 3 },
		c: { rounds: 3, bidsMade: 2 }
	});
});

it('reads bids made as a share of the rounds, and points per round over every round played', () => {
	const view = { played: 2, scoreSum: 90, progress: 20, bossesBeaten: 0 };
	expect(wizardStats.lines({ ...view, figures: { rounds: 20, bidsMade: 5 } })).toEqual([
		{ label: 'Bids made', value: '25% (5 of 20 rounds)' },
		{ label: 'Points per round', value: '4.5' }
	]);
	// Before any game is counted, only what the summaries hold.
	expect(wizardStats.lines({ ...view, figures: null })).toEqual([{ label: 'Points per round', value: '4.5' }]);
});

it('charts each seat’s total after every round', () => {
	const rounds = [
		{ trump: null, bids: [1, 0, 0], tricks: [1, 0, 0] },
		{ trump: null, bids: [1, 1, 0], tricks: [0, 1, 1] },
		{ trump: null, bids: [0, 2, 1], tricks: [0, 2, 1] }
	];
	const snapshot = { context: { seats: ['a', 'b', 'c'], rounds } } as unknown as WizardSnapshot;
	// Made: 20 and 10 a trick; missed: 10 a trick off.
	expect(wizardStats.totalsByRound!(snapshot)).toEqual({
		step: 'round',
		totals: [
			[30, 20, 20],
			[20, 50, 10],
			[40, 90, 40]
		]
	});
});
