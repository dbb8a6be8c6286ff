import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	adjust,
	applyBones,
	applyPlay,
	betStart,
	assignOverflow,
	checkAdjust,
	checkAssign,
	checkHeal,
	checkPlays,
	chipLosses,
	CHIPS,
	gainCurses,
	gainFavors,
	heal,
	healFloor,
	MAX_CURSES,
	MAX_FAVORS,
	newBoard,
	paySouls,
	payUpFront,
	soulsWon,
	suffer,
	type Board,
	type ChipPlay
} from './rules';

const board = (temptation: number[]): Board => newBoard(temptation.length, temptation);
const noBets = { seat: 0, bets: [], most: 1, offeringsUsed: [], hearts: 0, noHealing: false };

describe('Temptation and its flame barriers', () => {
	it('heals 6 to 5, and no further', () => {
		let b = board([6, 0]);
		expect(checkHeal(b, 0, 1, false)).toBeNull();
		b = heal(b, 0, 1);
		expect(b.players[0]!.temptation).toBe(5);
		expect(checkHeal(b, 0, 1, false)).toEqual({ code: 'barrier', params: { seat: 0, barrier: 5 } });
	});

	it('never heals 10', () => {
		expect(healFloor(10)).toBe(10);
		expect(checkHeal(board([10, 0]), 0, 1, false)).toEqual({ code: 'barrier', params: { seat: 0, barrier: 10 } });
	});

	it('refuses healing against Nick Hauss', () => {
		expect(checkHeal(board([3, 0]), 0, 1, true)).toEqual({ code: 'no_healing' });
	});

	it('sends Temptation suffered at 10 to another player, who must have room', () => {
		let b = suffer(board([10, 2, 3]), 0, 2);
		expect(b.players[0]!.temptation).toBe(10);
		expect(b.overflow).toBe(2);
		expect(checkAssign(b, 0)).toEqual({ code: 'assign_full' });
		b = assignOverflow(b, 1);
		b = assignOverflow(b, 2);
		expect(b.players.map((p) => p.temptation)).toEqual([10, 3, 4]);
		expect(b.overflow).toBe(0);
		expect(b.lost).toBeNull();
	});

	it('loses the game when a second player reaches 10', () => {
		const b = suffer(board([10, 9]), 1, 1);
		expect(b.lost).toBe('temptation');
		expect(suffer(board([9]), 0, 1).lost).toBe('temptation');
	});
});

describe('Curses and Favors', () => {
	it('turns a Curse beyond three into a Temptation', () => {
		const b = gainCurses(board([0]), 0, 5);
		expect(b.players[0]).toMatchObject({ cursesDown: 3, temptation: 2 });
	});

	it('keeps at most three Favors', () => {
		expect(gainFavors(board([0]), 0, 4).players[0]!.favors).toBe(MAX_FAVORS);
	});

	it('rolls the Bones: a Favor, a Temptation or a Curse', () => {
		expect(applyBones(board([0]), 0, 'favor').players[0]!.favors).toBe(2);
		expect(applyBones(board([0]), 0, 'temptation').players[0]!.temptation).toBe(1);
		expect(applyBones(board([0]), 0, 'curse').players[0]!.cursesDown).toBe(1);
	});
});

describe('chips', () => {
	it('costs each chip its own loss', () => {
		expect(chipLosses([{ chip: 'soul' }])).toEqual({ temptation: 1, curses: 0 });
		expect(chipLosses([{ chip: 'heal' }])).toEqual({ temptation: 2, curses: 0 });
		expect(chipLosses([{ chip: 'offering', offering: 'swap' }])).toEqual({ temptation: 2, curses: 0 });
		expect(chipLosses([{ chip: 'favor' }])).toEqual({ temptation: 0, curses: 1 });
		expect(chipLosses([{ chip: 'reveal' }])).toEqual({ temptation: 0, curses: 1 });
		expect(chipLosses([{ chip: 'wild', as: 'heal' }])).toEqual({ temptation: 0, curses: 1 });
	});

	it('charges the Wild a Temptation up front and acts as its copy', () => {
		const b = applyPlay(board([0]), 0, { chip: 'wild', as: 'favor' });
		expect(b.players[0]).toMatchObject({ temptation: 1, favors: 2 });
		expect(soulsWon([{ chip: 'soul' }, { chip: 'wild', as: 'soul' }, { chip: 'heal', heal: null }])).toBe(2);
	});

	it('refuses a used chip, a used Offering and a Wild without a copy', () => {
		const b = board([0]);
		expect(checkPlays([{ chip: 'soul' }], { ...noBets, board: b, bets: [{ chip: 'soul' }] })).toBeNull();
		expect(checkPlays([{ chip: 'soul' }], { ...noBets, board: b, bets: [{ chip: 'soul' }, { chip: 'soul' }] })).toEqual(
			{
				code: 'chip_used',
				params: { chip: 'soul' }
			}
		);
		expect(
			checkPlays([{ chip: 'offering', offering: 'swap' }], { ...noBets, board: b, offeringsUsed: ['swap'] })
		).toEqual({
			code: 'offering_used',
			params: { offering: 'swap' }
		});
		expect(checkPlays([{ chip: 'wild' }], { ...noBets, board: b })).toEqual({ code: 'wild_needs_copy' });
		expect(checkPlays([{ chip: 'soul' }, { chip: 'heal' }], { ...noBets, board: b })).toEqual({
			code: 'chip_count',
			params: { most: 1 }
		});
	});

	it('refuses a copy declared on a chip that is not a Wild', () => {
		const b = board([0]);
		expect(checkPlays([{ chip: 'soul', as: 'offering', offering: 'swap' }], { ...noBets, board: b })).toEqual({
			code: 'copy_not_wild'
		});
	});

	it('checks a heal after the prices paid before it: the heart, then the Wild', () => {
		// At 4, the Wild's Temptation takes the healer to 5: healing himself back is behind the barrier.
		expect(checkPlays([{ chip: 'wild', as: 'heal', heal: 0 }], { ...noBets, board: board([4, 3]) })).toEqual({
			code: 'barrier',
			params: { seat: 0, barrier: 5 }
		});
		// At 3 the heart's price takes him to 4 and the Wild's to 5.
		const demona = { ...noBets, most: 2, hearts: 1 };
		expect(checkPlays([{ chip: 'wild', as: 'heal', heal: 0 }], { ...demona, board: board([3, 3]) })).toEqual({
			code: 'barrier',
			params: { seat: 0, barrier: 5 }
		});
		// At 0 a plain Heal on himself has nothing to heal; after the heart's price it has.
		expect(checkPlays([{ chip: 'heal', heal: 0 }], { ...noBets, board: board([0]) })).toEqual({
			code: 'nothing_to_heal',
			params: { seat: 0 }
		});
		expect(checkPlays([{ chip: 'heal', heal: 0 }], { ...demona, board: board([0]) })).toBeNull();
		// Two chips: the second heal sees the first chip's effects.
		expect(
			checkPlays(
				[
					{ chip: 'heal', heal: 1 },
					{ chip: 'wild', as: 'heal', heal: 1 }
				],
				{ ...demona, board: board([0, 1]) }
			)
		).toEqual({
			code: 'nothing_to_heal',
			params: { seat: 1 }
		});
	});

	it('makes every heal it accepts lower its player by exactly 1, net of the Wild’s price', () => {
		const healPlay = fc.record({ wild: fc.boolean(), heal: fc.nat(2) });
		fc.assert(
			fc.property(
				fc.array(fc.nat(10), { minLength: 3, maxLength: 3 }),
				fc.nat(2),
				fc.nat(3),
				fc.array(healPlay, { minLength: 1, maxLength: 2 }),
				(temptation, seat, hearts, picks) => {
					const plays: ChipPlay[] = picks.map((p) =>
						p.wild ? { chip: 'wild', as: 'heal', heal: p.heal } : { chip: 'heal', heal: p.heal }
					);
					const start = board(temptation);
					const options = { ...noBets, seat, most: 2, hearts, board: start };
					if (checkPlays(plays, options) !== null) return;
					let running = betStart(start, seat, hearts);
					for (const play of plays) {
						const priced = payUpFront(running, seat, play.chip);
						running = applyPlay(running, seat, play);
						expect(running.players[play.heal!]!.temptation).toBe(priced.players[play.heal!]!.temptation - 1);
					}
				}
			)
		);
	});
});

describe('the Souls pot', () => {
	it('starts with one Soul per player and pays the first Bosses what it can', () => {
		expect(newBoard(3, []).pot).toBe(3);
		expect(paySouls(newBoard(1, []), 2, false)).toMatchObject({ pot: 0, lost: null });
	});

	it('loses the game when it cannot pay Nick Hauss or the Devil', () => {
		expect(paySouls(newBoard(3, []), 4, true)).toMatchObject({ pot: 0, lost: 'souls' });
		expect(paySouls(newBoard(4, []), 4, true)).toMatchObject({ pot: 0, lost: null });
	});

	it('keeps the limits for adjustments made by hand', () => {
		const b = board([6]);
		expect(checkAdjust(b, null, 'souls', -2, false)).toBeNull();
		expect(checkAdjust(b, 0, 'temptation', -2, false)).toEqual({ code: 'barrier', params: { seat: 0, barrier: 5 } });
		expect(adjust(b, 0, 'curses', 4).players[0]).toMatchObject({ cursesDown: 3, temptation: 7 });
	});
});

describe('random rounds keep every limit', () => {
	const step = fc.oneof(
		fc.record({ kind: fc.constant('suffer' as const), seat: fc.nat(3), amount: fc.integer({ min: 1, max: 4 }) }),
		fc.record({ kind: fc.constant('heal' as const), seat: fc.nat(3), amount: fc.integer({ min: 1, max: 3 }) }),
		fc.record({ kind: fc.constant('curse' as const), seat: fc.nat(3), amount: fc.integer({ min: 1, max: 3 }) }),
		fc.record({ kind: fc.constant('favor' as const), seat: fc.nat(3), amount: fc.integer({ min: 1, max: 3 }) }),
		fc.record({ kind: fc.constant('pay' as const), seat: fc.nat(3), amount: fc.integer({ min: 1, max: 8 }) }),
		fc.record({ kind: fc.constant('chip' as const), seat: fc.nat(3), amount: fc.nat(CHIPS.length - 1) })
	);

	it('Temptation stays in 0-10 and never falls through a barrier; the pot stays ≥ 0; three Favors and Curses at most', () => {
		fc.assert(
			// size 'max': without it fast-check keeps arrays to about ten steps, too few to fill a track.
			fc.property(fc.array(step, { minLength: 20, maxLength: 80, size: 'max' }), (steps) => {
				let b = newBoard(4, []);
				const passed = [0, 0, 0, 0];
				for (const s of steps) {
					if (s.kind === 'suffer') b = suffer(b, s.seat, s.amount);
					if (s.kind === 'heal' && checkHeal(b, s.seat, s.amount, false) === null) b = heal(b, s.seat, s.amount);
					if (s.kind === 'curse') b = gainCurses(b, s.seat, s.amount);
					if (s.kind === 'favor') b = gainFavors(b, s.seat, s.amount);
					if (s.kind === 'pay') b = paySouls(b, s.amount, false);
					if (s.kind === 'chip')
						b = applyPlay(b, s.seat, {
							chip: 'wild',
							as: CHIPS[s.amount] === 'wild' ? 'heal' : CHIPS[s.amount]!,
							heal: s.seat
						});
					while (b.overflow > 0) {
						const seat = b.players.findIndex((p) => p.temptation < 10);
						if (seat < 0) break;
						b = assignOverflow(b, seat);
					}
					b.players.forEach((p, seat) => {
						expect(p.temptation).toBeGreaterThanOrEqual(0);
						expect(p.temptation).toBeLessThanOrEqual(10);
						expect(p.temptation).toBeGreaterThanOrEqual(healFloor(passed[seat]!));
						passed[seat] = Math.max(passed[seat]!, p.temptation);
						expect(p.favors).toBeLessThanOrEqual(MAX_FAVORS);
						expect(p.cursesDown + p.cursesActive).toBeLessThanOrEqual(MAX_CURSES);
					});
					expect(b.pot).toBeGreaterThanOrEqual(0);
				}
			})
		);
	});
});
