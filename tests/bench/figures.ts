// Printing the sync's figures the way the rest of `npm run bench` prints its own.
export function percentile(values: readonly number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function report(title: string, figures: Record<string, string>): void {
	console.log(`\n# ${title}`);
	for (const [name, value] of Object.entries(figures)) console.log(`${name}: ${value}`);
}
