// What an action is refused for before its own rule (checks.ts): Temptation waiting to be given
// out comes first, then the Boss whose rule it is and a seat at the table; and the showdown needs a
// result from every player still in. Two players, p0 dealing, so p1 acts first in every phase.
import { describe, expect, it } from 'vitest';
import { TestTable, type Tap } from '$support/test-table';
import { hellGame, type HellGame } from './game';
import { FIRST_GAME, type BossCard, type ChipPlay, type Minion } from './rules';

type Table = TestTable<HellGame>;

const SETUP = { seats: ['p0', 'p1'], firstDealer: 0, penalties: { minion: 2, bigTable: 4 } };
/** A deck of four Minions: this one on top, the first game's others after it. */
const firstWith = (id: Minion): BossCard[] =>
	[id, ...FIRST_GAME.filter((other) => other !== id)].slice(0, 4).map((card) => ({ id: card }));

/** The deck set with this Minion first and p0 at 9 Temptation, then the Boss revealed and the cards dealt. */
function dealt(minion: Minion): Table {
	return TestTable.start(hellGame, SETUP).play(
		{ type: 'begin', minions: firstWith(minion), devil: 2, temptation: [9, 0] },
		{ type: 'reveal' },
		{ type: 'deal' }
	);
}

/** p0 suffers two by hand: one takes the track to 10, the other waits to be given to another player. */
const OVERFLOW: Tap<HellGame> = { type: 'adjust', seat: 0, what: 'temptation', by: 2 };
const WAITING = { code: 'overflow_pending', params: { count: 1 } };
/** Each phase its own chip, so four phases never run out of one: soul, soul, heal (nobody), reveal. */
const CHIPS: ChipPlay[] = [{ chip: 'soul' }, { chip: 'soul' }, { chip: 'heal', heal: null }, { chip: 'reveal' }];
const bet = (phase: number): Tap<HellGame> => ({ type: 'bet', plays: [CHIPS[phase]!] });

describe('checks before the rules', () => {
	it('refuses a Boss deck of three Minions, as the table sets it up', () => {
		const minions = firstWith('demona').slice(0, 3);
		expect(TestTable.start(hellGame, SETUP).refusal({ type: 'begin', minions, devil: 2, temptation: [0, 0] })).toEqual({
			code: 'boss_count',
			params: { count: 4 }
		});
	});

	it('gives waiting Temptation out before a heart or a fold against Demona', () => {
		const table = dealt('demona').play(bet(0), bet(0));
		// The Flop: Demona asks for the hearts before anyone acts.
		expect(table.refusal({ type: 'fold', bones: 'favor' })).toEqual({ code: 'heart_first' });
		table.play(OVERFLOW);
		expect(table.refusal({ type: 'heart', hearts: 1 })).toEqual(WAITING);
		expect(table.refusal({ type: 'fold', bones: 'favor' })).toEqual(WAITING);
	});

	it('gives waiting Temptation out before Dedly Aloor’s extra card, which no other Boss deals', () => {
		const table = dealt('dedly-aloor').play(OVERFLOW);
		expect(table.refusal({ type: 'extra_card', seat: 1, temptation: false })).toEqual(WAITING);
		expect(dealt('demona').refusal({ type: 'extra_card', seat: 1, temptation: false })).toEqual({
			code: 'not_this_boss'
		});
	});

	it('refuses Red Jack, the Toll and a Favor for a seat not at the table', () => {
		const noSeat = { code: 'no_such_seat' };
		expect(dealt('red-jack').refusal({ type: 'red_jack', seat: 2, hand: 'bust', handChanged: false })).toEqual(noSeat);
		expect(dealt('the-boatman').refusal({ type: 'toll', seat: 2, souls: 1 })).toEqual(noSeat);
		expect(dealt('demona').refusal({ type: 'play_favor', seat: 2, price: 'none', instant: true })).toEqual(noSeat);
	});

	it('takes the showdown with a result for each player still in, after waiting Temptation is given out', () => {
		const table = dealt('dedly-aloor');
		for (let phase = 0; phase < 4; phase++) table.play(bet(phase), bet(phase));
		expect(table.snapshot.value).toBe('showdown');
		const missing = { code: 'results_missing' };
		expect(table.refusal({ type: 'showdown', results: ['win'] })).toEqual(missing);
		expect(table.refusal({ type: 'showdown', results: ['win', null] })).toEqual(missing);
		expect(table.refusal({ type: 'showdown', results: ['win', 'push'] })).toBeNull();
		table.play(OVERFLOW);
		expect(table.refusal({ type: 'showdown', results: ['win', 'push'] })).toEqual(WAITING);
	});
});
