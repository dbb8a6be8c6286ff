// Where the names at the lines' ends go: each as near its line's last point as it can be, and
// never over another. Labels that would overlap are gathered into a block one label height
// apart, centred on where they wanted to be, kept in their lines' order and inside the chart.

/**
 * The position of each label's centre, by the same index as `wanted` (each line's end, in
 * pixels from the top). Labels are `gap` apart at least and kept within `top` to `bottom`
 * while there is room for all of them.
 */
export function spreadLabels(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
	const order = wanted.map((_, i) => i).sort((a, b) => wanted[a]! - wanted[b]! || a - b);
	type Block = { items: number[]; start: number };
	const blocks: Block[] = [];
	const place = (block: Block) => {
		const mean = block.items.reduce((sum, i) => sum + wanted[i]!, 0) / block.items.length;
		const span = (block.items.length - 1) * gap;
		block.start = Math.max(top, Math.min(mean - span / 2, bottom - span));
	};
	for (const index of order) {
		const block = { items: [index], start: 0 };
		place(block);
		blocks.push(block);
		// Merge with the block above while they overlap.
		while (blocks.length > 1) {
			const [above, below] = blocks.slice(-2) as [Block, Block];
			if (above.start + above.items.length * gap <= below.start) break;
			blocks.splice(-2, 2, { items: [...above.items, ...below.items], start: 0 });
			place(blocks.at(-1)!);
		}
	}
	const placed = new Array<number>(wanted.length);
	for (const { items, start } of blocks) items.forEach((index, k) => (placed[index] = start + k * gap));
	return placed;
}
