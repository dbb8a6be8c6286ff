// Colours a chart can be read by: a player's colour darkened or lightened, as little as it
// takes, until it stands out from the background behind it by the WCAG ratio asked for (3:1
// for a line, 4.5:1 for text). A colour that already passes is kept as the player chose it.

export type Rgb = readonly [number, number, number];

/** A CSS colour as `#rgb`, `#rrggbb` or `rgb()`/`rgba()`, with its alpha; null for any other. */
export function parseColor(css: string): { rgb: Rgb; alpha: number } | null {
	const text = css.trim().toLowerCase();
	const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
	if (hex) {
		const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
		return { rgb: [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb, alpha: 1 };
	}
	const fn = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
	if (!fn) return null;
	const parts = fn
		.split(/[\s,/]+/)
		.filter(Boolean)
		.map(Number);
	if (parts.length < 3 || parts.some(Number.isNaN)) return null;
	return { rgb: [parts[0]!, parts[1]!, parts[2]!], alpha: parts[3] ?? 1 };
}

export function toHex(rgb: Rgb): string {
	return `#${rgb
		.map((c) =>
			Math.round(Math.min(255, Math.max(0, c)))
				.toString(16)
				.padStart(2, '0')
		)
		.join('')}`;
}

/** WCAG relative luminance, 0 for black to 1 for white. */
export function luminance([r, g, b]: Rgb): number {
	const linear = (c: number) => {
		const s = c / 255;
		return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
	};
	return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return (light + 0.05) / (dark + 0.05);
}

/**
 * `color`, mixed towards black on a light background or white on a dark one by the smallest
 * step of 2% that reaches `ratio` against `background`; a colour either cannot read is
 * returned as it is.
 */
export function withContrast(color: string, background: string, ratio: number): string {
	const fg = parseColor(color)?.rgb;
	const bg = parseColor(background)?.rgb;
	if (!fg || !bg) return color;
	if (contrastRatio(fg, bg) >= ratio) return color;
	// Black against white is 21:1, so the far end always passes.
	const target = luminance(bg) > 0.18 ? 0 : 255;
	for (let step = 1; step <= 50; step++) {
		const t = step / 50;
		const mixed = fg.map((c) => c + (target - c) * t) as unknown as Rgb;
		const hex = toHex(mixed);
		if (contrastRatio(parseColor(hex)!.rgb, bg) >= ratio) return hex;
	}
	return toHex([target, target, target]);
}
