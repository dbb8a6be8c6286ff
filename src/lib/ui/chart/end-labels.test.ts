import { expect, it } from 'vitest';
import { spreadLabels } from './end-labels';

it('leaves labels where their lines end when they do not touch', () => {
	expect(spreadLabels([10, 50, 90], 14, 0, 100)).toEqual([10, 50, 90]);
});

it('spreads two labels at one end around it', () => {
	expect(spreadLabels([50, 50], 14, 0, 100)).toEqual([43, 57]);
});

it('keeps each label on its own line’s side', () => {
	// The second line ends higher, so its label goes above the first's.
	expect(spreadLabels([60, 55], 15, 0, 100)).toEqual([65, 50]);
});

it('gathers a chain of close labels into one block around their middle', () => {
	expect(spreadLabels([50, 52, 54], 10, 0, 100)).toEqual([42, 52, 62]);
});

it('pushes a block back inside the chart', () => {
	expect(spreadLabels([0, 0, 0], 10, 0, 100)).toEqual([0, 10, 20]);
	// The line ending lower keeps the lower label.
	expect(spreadLabels([100, 98], 10, 0, 100)).toEqual([100, 90]);
});

it('merges a block pushed against one that was already placed', () => {
	// 79 and 88 gather to 77.5 and 89.5, which reaches up into 70's label: all three gather
	// around 79.
	expect(spreadLabels([70, 79, 88], 12, 0, 100)).toEqual([67, 79, 91]);
	// Close, but clear of the one above once gathered: it stays.
	expect(spreadLabels([70, 84, 93], 12, 0, 100)).toEqual([70, 82.5, 94.5]);
	const placed = spreadLabels([20, 22, 24, 26, 28, 30], 14, 0, 100);
	const sorted = [...placed].sort((a, b) => a - b);
	sorted.slice(1).forEach((y, i) => expect(y - sorted[i]!).toBeGreaterThanOrEqual(14 - 1e-9));
});
