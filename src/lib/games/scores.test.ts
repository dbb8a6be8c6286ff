// Each game's meta says which way its scores go (player pages and history lines read it without
// loading the game); its recorded whole game must rank its players that way.
import { expect, it } from 'vitest';
import { FIXTURES } from '$support/test-backups';
import { findGame } from '.';

it.each(FIXTURES.map((f) => [f.kind, f] as const))('%s ranks its recorded game as its meta says', (kind, fixture) => {
	const scores = findGame(kind)!.scores;
	if ('team' in scores) {
		expect(fixture.summary.team).toMatch(/^(won|lost)$/);
		expect(new Set(fixture.summary.standings.map((s) => s.place))).toEqual(new Set([1]));
	} else {
		// Every score of a first place is better, in the meta's direction, than every score behind it.
		const [first, rest] = [1, 2].map((place) =>
			fixture.summary.standings.filter((s) => (place === 1 ? s.place === 1 : s.place > 1)).map((s) => s.score)
		);
		expect(rest!.length).toBeGreaterThan(0);
		const better = (a: number, b: number) => (scores.better === 'higher' ? a > b : a < b);
		expect(first!.every((a) => rest!.every((b) => better(a, b)))).toBe(true);
	}
});
