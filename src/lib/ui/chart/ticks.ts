// Axis ticks on whole numbers: a chart counts points, rounds and games, never halves of them.

/**
 * Ticks at a round step (1, 2 or 5 times a power of ten) from at or below `min` to at or above
 * `max`, at most `most` of them; a flat range (every value the same) is widened by one.
 */
export function integerTicks(min: number, max: number, most = 6): number[] {
	const low = Math.floor(min);
	const high = Math.max(Math.ceil(max), low + 1);
	for (let power = 1; ; power *= 10) {
		for (const factor of [1, 2, 5]) {
			const step = factor * power;
			const first = Math.floor(low / step) * step;
			const last = Math.ceil(high / step) * step;
			const count = (last - first) / step + 1;
			if (count <= most) return Array.from({ length: count }, (_, i) => first + i * step);
		}
	}
}
