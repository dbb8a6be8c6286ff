// Short labels for the players seated at one game, for sheets where six or eight names share a
// phone's width. A name that fits is kept whole; a longer one is cut to a prefix just long
// enough to differ from every other seated name, and marked as cut with a full stop: "Evel."
// and "Evan." for Evelina and Evangeline. The cut depends only on the names, never on who
// leads, so no name loses letters to a leader's mark.
import type { Roster } from '$lib/runtime/game-module';

/** A name of this many characters or fewer is shown whole. */
export const WHOLE_UP_TO = 6;
/** A cut name keeps at least this many characters. */
const KEPT_AT_LEAST = 4;

/** One label per name, in the same order; the names are those seated at one game. */
export function shortNames(names: readonly string[]): string[] {
	// Characters, not UTF-16 units, so a name is never cut inside one.
	const letters = names.map((name) => [...name.trim()]);
	const folded = names.map((name) => [...name.trim().toLocaleLowerCase()]);
	const prefix = (chars: string[], length: number) => chars.slice(0, length).join('');
	return letters.map((chars, seat) => {
		if (chars.length <= WHOLE_UP_TO) return chars.join('');
		let length = KEPT_AT_LEAST;
		const clashes = () =>
			folded.some((other, i) => i !== seat && prefix(other, length) === prefix(folded[seat]!, length));
		while (length < chars.length && clashes()) length++;
		// A prefix as long as the name, or one that needs all but a letter: the whole name.
		if (length >= chars.length - 1) return chars.join('');
		return `${prefix(chars, length).trimEnd()}.`;
	});
}

/** The short label of each seat's player, by seat. */
export function seatLabels(seats: readonly string[], roster: Roster): string[] {
	return shortNames(seats.map((id) => roster[id]?.name ?? '?'));
}
