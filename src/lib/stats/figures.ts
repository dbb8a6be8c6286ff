// Figures added up over many games (see runtime/game-stats.ts): taken away again when a game is
// deleted or changed, so stats/tally.ts can keep the sums exactly.
import type { Figures } from '$lib/model';

/**
 * a + b, or a - b with sign -1, name by name, with names in one order so equal sums are equal
 * records. A key of a group whose counts all come to zero is left out; the top level keeps its
 * zeros. Anything but a number or a group is not a figure and is dropped (records kept before
 * figures were plain counts carried their game's id as `kind`).
 */
export function addFigures(a: Figures, b: Figures, sign: 1 | -1, nested = false): Figures {
	const sum: Figures = {};
	for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
		const x = a[name];
		const y = b[name];
		if (isGroup(x) || isGroup(y)) {
			const group = addFigures(isGroup(x) ? x : {}, isGroup(y) ? y : {}, sign, true);
			if (Object.keys(group).length) sum[name] = group;
		} else if (typeof x === 'number' || typeof y === 'number') {
			sum[name] = (typeof x === 'number' ? x : 0) + sign * (typeof y === 'number' ? y : 0);
		}
	}
	return nested && isZeroFigures(sum) ? {} : sum;
}

/** Nothing but zeros: what a game's figures less the same figures leave. */
export function isZeroFigures(figures: Figures): boolean {
	return Object.values(figures).every((value) => (isGroup(value) ? isZeroFigures(value) : value === 0));
}

function isGroup(value: unknown): value is Figures {
	return typeof value === 'object' && value !== null;
}
