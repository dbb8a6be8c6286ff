// What every game's score sheet (and the standings strip) agrees on: how a score and a round's
// points are written, which players lead, whether points are a gain or a loss for whoever takes
// them, and how a legend reads. Pure, so the five sheets cannot drift apart.
import { formatNumber } from '$lib/i18n/format';

/** A true minus sign (U+2212), as a printed score pad has: a hyphen reads as a dash. */
export const MINUS = '\u2212';

/** Which way a game's scores go: the most points win, or the fewest. */
export type Better = 'higher' | 'lower';

/** A score or total in the app's language, with a true minus: "−20", "1,030". */
export function formatScore(score: number): string {
	// Some languages' number formats write a hyphen, some a minus already: one sign for all.
	return formatNumber(score).replace(/^[-\u2212]/, MINUS);
}

/** A round's points with their sign: "+30", "−10"; nothing gained or lost is a plain "0". */
export function formatSigned(points: number): string {
	if (points > 0) return `+${formatScore(points)}`;
	return formatScore(points === 0 ? 0 : points);
}

/** Whether points taken help or hurt the player who takes them: colour follows this, not the sign. */
export type Tone = 'gain' | 'loss' | 'none';

export function toneOf(points: number, better: Better): Tone {
	if (points === 0) return 'none';
	return points > 0 === (better === 'higher') ? 'gain' : 'loss';
}

/**
 * Who leads, by seat: every player tied for the best total (the most or the fewest, by the
 * game). Nobody leads while everyone shares first place, as at the start, as the strip has it.
 */
export function leaders(totals: readonly number[], better: Better): boolean[] {
	if (totals.length === 0) return [];
	const best = better === 'higher' ? Math.max(...totals) : Math.min(...totals);
	if (totals.every((total) => total === best)) return totals.map(() => false);
	return totals.map((total) => total === best);
}

/** One entry of a sheet's legend: a mark as the cells show it, and what it means. */
export type LegendKey = { mark: string; meaning: string; tone?: Tone };

/** The legend as one line of text: "D dealt · ✗ bust · +5 points this round". */
export function legendText(keys: readonly LegendKey[]): string {
	return keys.map(({ mark, meaning }) => `${mark} ${meaning}`).join(' · ');
}
