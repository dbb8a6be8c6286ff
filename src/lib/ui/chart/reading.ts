// Reading a chart without a mouse: which step a tap or a key lands on, and the line that says
// every player's value at it.

/** The step nearest a tap `offset` pixels into a plot `width` wide that spans steps 0 to `last`. */
export function stepAt(offset: number, width: number, last: number): number {
	if (width <= 0 || last <= 0) return 0;
	return Math.min(last, Math.max(0, Math.round((offset / width) * last)));
}

/** Where a key moves the chosen step, as a slider's keys do; null for a key the chart ignores. */
export function stepByKey(key: string, current: number, last: number): number | null {
	const page = Math.max(1, Math.round(last / 10));
	const to = (step: number) => Math.min(last, Math.max(0, step));
	switch (key) {
		case 'ArrowLeft':
		case 'ArrowDown':
			return to(current - 1);
		case 'ArrowRight':
		case 'ArrowUp':
			return to(current + 1);
		case 'PageDown':
			return to(current - page);
		case 'PageUp':
			return to(current + page);
		case 'Home':
			return 0;
		case 'End':
			return last;
		default:
			return null;
	}
}

/** "Anna 0 · Ben 40 · Cleo −10": each line's name and its value, in the lines' order. */
export function valuesLine(values: readonly { name: string; value: string }[]): string {
	return values.map(({ name, value }) => `${name} ${value}`).join(' · ');
}
