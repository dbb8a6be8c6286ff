// A history line says who won and with what, and a team game as the table's result with its pot.
import { afterEach, expect, it } from 'vitest';
import { baseLocale, overwriteGetLocale, type Locale } from '$lib/paraglide/runtime';
import type { GameRecord, GameSummary } from '$lib/model';
import { outcomeText } from './outcome';

const speak = (locale: string) => overwriteGetLocale(() => locale as Locale);
afterEach(() => speak(baseLocale));

const roster = {
	a: { name: 'Anna', color: 'red' },
	b: { name: 'Ben', color: 'blue' },
	c: { name: 'Cleo', color: 'green' },
	d: { name: 'Dan', color: 'gray' }
};
const game = (kind: string, summary: GameSummary) => ({ id: 'g', kind, summary }) as GameRecord;
const finished = (standings: [string, number, number][], team?: 'won' | 'lost'): GameSummary => ({
	finished: true,
	standings: standings.map(([playerId, score, place]) => ({ playerId, score, place })),
	progress: null,
	...(team ? { team } : {})
});

it('names the winner and the winning score', () => {
	const wizard = finished([
		['d', 1200, 1],
		['a', 90, 2]
	]);
	expect(outcomeText(game('wizard', wizard), roster)).toBe('Dan wins with 1,200');
	// Fewest points win at Fuck the Dealer: the winner's score is the lowest.
	const ftd = finished([
		['b', 12, 1],
		['c', 12, 1],
		['a', 40, 3]
	]);
	expect(outcomeText(game('fuck-the-dealer', ftd), roster)).toBe('Shared win with 12: Ben and Cleo');
	speak('cs');
	expect(outcomeText(game('wizard', wizard), roster)).toBe('Vyhrává Dan se skóre 1\u00a0200');
});

it('says what Beat the Dealer’s winner took: sips, or points when the table counts points', () => {
	const btd = finished([
		['d', 15, 1],
		['a', 20, 2]
	]);
	const played = (unit?: string) =>
		({
			...game('beat-the-dealer', btd),
			setup: { seats: [], firstDealer: 0, settings: unit ? { unit } : {} }
		}) as GameRecord;
	expect(outcomeText(played(), roster)).toBe('Dan wins with 15 sips');
	expect(outcomeText(played('sips'), roster)).toBe('Dan wins with 15 sips');
	expect(outcomeText(played('points'), roster)).toBe('Dan wins with 15 points');
	speak('nb');
	expect(outcomeText(played('points'), roster)).toBe('Dan vant med 15 poeng');
});

it('reads a co-op game as the table’s win or loss with its pot, not a place for each', () => {
	const won = finished(
		[
			['a', 9, 1],
			['b', 9, 1],
			['c', 9, 1]
		],
		'won'
	);
	expect(outcomeText(game('hell-of-a-deal', won), roster)).toBe('The table won · 9 Souls');
	const lost = finished([['a', 1, 1]], 'lost');
	expect(outcomeText(game('hell-of-a-deal', lost), roster)).toBe('The table lost · 1 Soul');
	speak('nb');
	expect(outcomeText(game('hell-of-a-deal', won), roster)).toBe('Bordet vant · 9 sjeler');
});
