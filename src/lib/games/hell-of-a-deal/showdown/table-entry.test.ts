// Entering the table's cards: a card entered twice is refused, a Wild copy is not, places fill.
import { describe, expect, it } from 'vitest';
import {
	checkCard,
	newEntries,
	placesFor,
	showdownCards,
	withCard,
	withDefaultValue,
	without,
	withTollsPaid,
	type Entries,
	type Place
} from './table-entry';
import { cards } from './test-cards';

function entered(list: [Exclude<Place, 'default'>, string][], seats = 2): Entries {
	return list.reduce(
		(entries, [place, text]) => cards(text).reduce((e, card) => withCard(e, place, card, false), entries),
		newEntries(seats)
	);
}

const spec = (boss: Parameters<typeof placesFor>[0], place: Place) =>
	placesFor(boss, [0, 1]).find((p) => JSON.stringify(p.place) === JSON.stringify(place))!;
const [kingOfHearts] = cards('Kh');

describe('entering cards', () => {
	it('lists the places a table deals, by Boss', () => {
		expect(placesFor('dedly-aloor', [0, 2])).toEqual([
			{ place: 'board', want: 5, most: 5 },
			{ place: { seat: 0 }, want: 3, most: 7 },
			{ place: { seat: 2 }, want: 3, most: 7 },
			{ place: 'boss', want: 2, most: 6 },
			{ place: 'default', want: 0, most: 5 }
		]);
		expect(placesFor('red-jack', [0]).map((p) => p.want)).toEqual([5, 2, 2, 0]);
		expect(placesFor('nick-hauss', [0]).map((p) => p.want)).toEqual([5, 3, 3, 0]);
		expect(placesFor('the-boatman', [0]).map((p) => p.place)).toEqual([
			'board',
			{ seat: 0 },
			'boss',
			'tolls',
			'default'
		]);
		expect(placesFor('jack-potts', [0]).map((p) => p.place)).toEqual([
			'board',
			'stacked',
			{ seat: 0 },
			'boss',
			'default'
		]);
	});

	it('refuses a card already on the table, saying where it is', () => {
		const entries = entered([
			['board', 'Kh 9c'],
			[{ seat: 1 }, '2c']
		]);
		expect(checkCard(entries, spec('dedly-aloor', { seat: 0 }), kingOfHearts!, false)).toEqual({
			code: 'duplicate',
			where: 'board'
		});
		expect(checkCard(entries, spec('dedly-aloor', 'boss'), cards('2c')[0]!, false)).toEqual({
			code: 'duplicate',
			where: { seat: 1 }
		});
		expect(checkCard(entries, spec('dedly-aloor', 'boss'), cards('2d')[0]!, false)).toBeNull();
	});

	it('takes a Wild copy of a card on the table, and the copy blocks nothing', () => {
		const entries = withCard(entered([['board', 'Kh']]), { seat: 0 }, cards('Ah')[0]!, true);
		expect(checkCard(entries, spec('dedly-aloor', { seat: 0 }), kingOfHearts!, true)).toBeNull();
		expect(checkCard(entries, spec('dedly-aloor', { seat: 1 }), cards('Ah')[0]!, false)).toBeNull();
	});

	it('refuses a card beyond the most a place holds', () => {
		const entries = entered([['board', 'Kh 9c 8c 7c 6c']]);
		expect(checkCard(entries, spec('dedly-aloor', 'board'), cards('2d')[0]!, false)).toEqual({ code: 'full', most: 5 });
	});

	it('Jack Potts stacks only on a Community card of the same value, one each', () => {
		const entries = entered([
			['board', 'Kh 9c 8c 7c 6c'],
			['stacked', 'Ks']
		]);
		const stacked = spec('jack-potts', 'stacked');
		expect(checkCard(entries, stacked, cards('Kd')[0]!, false)).toEqual({ code: 'not-stackable' });
		expect(checkCard(entries, stacked, cards('2d')[0]!, false)).toEqual({ code: 'not-stackable' });
		expect(checkCard(entries, stacked, cards('9d')[0]!, false)).toBeNull();
	});

	it('hands the judge the players still in, the stack after the board', () => {
		let entries = entered(
			[
				['board', 'Kh 9c 8c 7c 6c'],
				['stacked', 'Ks'],
				[{ seat: 2 }, 'As Ad'],
				['boss', '2c 3c']
			],
			3
		);
		entries = withTollsPaid(withDefaultValue(entries, 12), 2, 1);
		expect(showdownCards(entries, [2])).toEqual({
			board: cards('Kh 9c 8c 7c 6c Ks'),
			players: [{ hole: cards('As Ad'), tollsPaid: 1 }],
			boss: { hole: cards('2c 3c'), tolls: [], defaultHand: [12] }
		});
		expect(without(entries, { seat: 2 }, 0).players[2]).toEqual(cards('Ad'));
		expect(without(entries, 'default', 0).defaultHand).toEqual([]);
	});
});
