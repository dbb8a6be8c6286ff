// Beat and Fuck the Dealer's figures: what the guesser takes the dealer gave, and the other way round.
import { expect, it } from 'vitest';
import { m } from '$lib/paraglide/messages.js';
import { baseLocale, locales, overwriteGetLocale } from '$lib/paraglide/runtime';
import { givenFigures, givenLines } from './given';

it('gives each charge to the other side of the turn', () => {
	const turns = [
		{ dealer: 0, guesser: 1, charges: [{ seat: 1, points: 3 }] },
		{ dealer: 0, guesser: 2, charges: [{ seat: 0, points: 5 }] },
		{
			dealer: 1,
			guesser: 2,
			charges: [
				{ seat: 2, points: 2 },
				{ seat: 1, points: 1 }
			]
		}
	];
	expect(givenFigures(['a', 'b', 'c'], turns)).toEqual({ a: { given: 3 }, b: { given: 2 }, c: { given: 6 } });
});

it('names the unit the game is played for', () => {
	const view = {
		played: 4,
		scoreSum: 10,
		progress: 0,
		bossesBeaten: 0,
		figures: { given: 7 }
	};
	expect(givenLines('points')(view)).toEqual([
		{ label: 'Points given', value: '7' },
		{ label: 'Points taken', value: '10' },
		{ label: 'Average per game', value: '2.5' }
	]);
	expect(givenLines('sips-or-points')(view).map((line) => line.label)).toEqual([
		'Sips or points given',
		'Sips or points taken',
		'Average per game'
	]);
});

it('names no figure like the player page’s section of them, "Per game", in any language', () => {
	const view = { played: 4, scoreSum: 10, progress: 0, bossesBeaten: 0, figures: { given: 7 } };
	for (const locale of locales) {
		overwriteGetLocale(() => locale);
		expect(givenLines('points')(view).map((line) => line.label)).not.toContain(m.stats_per_game());
	}
	overwriteGetLocale(() => baseLocale);
});
