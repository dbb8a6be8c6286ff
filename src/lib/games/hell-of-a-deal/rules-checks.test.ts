// What the rules refuse, and why, each case at the edge of what they accept. Expected refusals
// are written out by hand.
import { describe, expect, it } from 'vitest';
import {
	checkAdjust,
	checkAssign,
	checkBegin,
	checkBossCard,
	checkHeal,
	checkHearts,
	checkPlayFavor,
	checkPlays,
	checkToll,
	CHIPS,
	FAVOR_PRICES,
	MINIONS,
	OFFERINGS,
	type Board,
	type BossCard,
	type ChipPlay,
	type Offering,
	type PlayerBoard,
	type PrintedFavor
} from './rules';

function table(players: Partial<PlayerBoard>[], rest: Partial<Omit<Board, 'players'>> = {}): Board {
	return {
		players: players.map((p) => ({ temptation: 0, cursesDown: 0, cursesActive: 0, favors: 0, favorsPlayed: 0, ...p })),
		pot: 0,
		overflow: 0,
		lost: null,
		...rest
	};
}

describe('setting up the Boss deck', () => {
	const first: [BossCard, BossCard, BossCard, BossCard] = [
		{ id: 'dedly-aloor' },
		{ id: 'eenie-meanie' },
		{ id: 'miss-fortune' },
		{ id: 'demona' }
	];

	it('knows the printed Minions and a custom Boss with a name and a penalty of 0 to 20', () => {
		for (const id of MINIONS) expect(checkBossCard({ id })).toBeNull();
		expect(MINIONS).toEqual([
			'dedly-aloor',
			'eenie-meanie',
			'jack-potts',
			'miss-fortune',
			'demona',
			'the-boatman',
			'red-jack'
		]);
		expect(checkBossCard({ id: 'custom', name: 'Imp', penalty: 0 })).toBeNull();
		expect(checkBossCard({ id: 'custom', name: 'Imp', penalty: 20 })).toBeNull();
	});

	it('asks a custom Boss for a name and a penalty in range', () => {
		expect(checkBossCard({ id: 'custom', name: '', penalty: 2 })).toEqual({ code: 'boss_needs_name' });
		expect(checkBossCard({ id: 'custom', name: '  ', penalty: 2 })).toEqual({ code: 'boss_needs_name' });
		expect(checkBossCard({ id: 'custom', name: 'Imp', penalty: 21 })).toEqual({ code: 'boss_penalty_range' });
		expect(checkBossCard({ id: 'custom', name: 'Imp', penalty: -1 })).toEqual({ code: 'boss_penalty_range' });
	});

	it('takes four Minions, a Devil card of the three and a handicap of 0 to 9 per player', () => {
		expect(checkBegin(first, 1, [0, 9], 2)).toBeNull();
		expect(checkBegin(first, 3, [5], 1)).toBeNull();
	});

	it('refuses a deck of another size', () => {
		const count = { code: 'boss_count', params: { count: 4 } };
		expect(checkBegin(first.slice(0, 3), 1, [0], 1)).toEqual(count);
		expect(checkBegin([...first, { id: 'red-jack' }], 1, [0], 1)).toEqual(count);
	});

	it('refuses the first bad card in the deck for its own reason', () => {
		expect(
			checkBegin(
				[first[0], { id: 'custom', name: 'Imp', penalty: 30 }, first[2], { id: 'custom', name: '', penalty: 1 }],
				1,
				[0],
				1
			)
		).toEqual({ code: 'boss_penalty_range' });
		expect(checkBegin([first[0], first[1], first[2], { id: 'custom', name: '', penalty: 1 }], 1, [0], 1)).toEqual({
			code: 'boss_needs_name'
		});
	});

	it('refuses a Minion twice in the deck, a known one by its id and one added by hand by its name', () => {
		expect(checkBegin([first[0], first[1], first[0], first[3]], 1, [0], 1)).toEqual({
			code: 'boss_repeated',
			params: { place: 3 }
		});
		expect(checkBegin([first[3], first[3], first[3], first[3]], 1, [0], 1)).toEqual({
			code: 'boss_repeated',
			params: { place: 2 }
		});
		const imp = { id: 'custom', name: 'Imp', penalty: 2 } as const;
		expect(checkBegin([imp, first[1], first[2], { ...imp, name: ' imp ', penalty: 3 }], 1, [0], 1)).toEqual({
			code: 'boss_repeated',
			params: { place: 4 }
		});
		expect(checkBegin([imp, first[1], first[2], { ...imp, name: 'Imp II' }], 1, [0], 1)).toBeNull();
	});

	it('refuses a Devil card the box does not hold', () => {
		for (const devil of [0, 4, 5]) expect(checkBegin(first, devil, [0], 1)).toEqual({ code: 'devil_unknown' });
	});

	it('refuses a handicap missing a player, or at 10', () => {
		const range = { code: 'handicap_range', params: { max: 9 } };
		expect(checkBegin(first, 1, [0], 2)).toEqual(range);
		expect(checkBegin(first, 1, [0, 0, 0], 2)).toEqual(range);
		expect(checkBegin(first, 1, [0, 10], 2)).toEqual(range);
		expect(checkBegin(first, 1, [-1, 0], 2)).toEqual(range);
	});
});

describe('giving held Temptation', () => {
	it('needs Temptation held, a player at the table and room on his track', () => {
		const b = table([{ temptation: 10 }, { temptation: 9 }, {}], { overflow: 1 });
		expect(checkAssign({ ...b, overflow: 0 }, 1)).toEqual({ code: 'no_overflow' });
		expect(checkAssign(b, 1)).toBeNull();
		expect(checkAssign(b, 2)).toBeNull();
		expect(checkAssign(b, 0)).toEqual({ code: 'assign_full' });
		expect(checkAssign(b, 3)).toEqual({ code: 'no_such_seat' });
		expect(checkAssign(b, -1)).toEqual({ code: 'no_such_seat' });
	});
});

describe('healing', () => {
	const b = table([{ temptation: 6 }, { temptation: 0 }, { temptation: 4 }, { temptation: 10 }]);

	it('moves a token back down to its last barrier', () => {
		expect(checkHeal(b, 0, 1, false)).toBeNull();
		expect(checkHeal(b, 2, 1, false)).toBeNull();
		expect(checkHeal(b, 2, 4, false)).toBeNull();
		expect(checkHeal(b, 0, 2, false)).toEqual({ code: 'barrier', params: { seat: 0, barrier: 5 } });
		expect(checkHeal(b, 2, 5, false)).toEqual({ code: 'barrier', params: { seat: 2, barrier: 0 } });
		expect(checkHeal(b, 3, 1, false)).toEqual({ code: 'barrier', params: { seat: 3, barrier: 10 } });
	});

	it('has nothing to heal at 0', () => {
		expect(checkHeal(b, 1, 1, false)).toEqual({ code: 'nothing_to_heal', params: { seat: 1 } });
	});

	it('heals nobody against Nick Hauss, and nobody who is not at the table', () => {
		expect(checkHeal(b, 0, 1, true)).toEqual({ code: 'no_healing' });
		expect(checkHeal(b, 1, 1, true)).toEqual({ code: 'no_healing' });
		expect(checkHeal(b, 4, 1, true)).toEqual({ code: 'no_such_seat' });
		expect(checkHeal(b, 3, 1, false)).not.toEqual({ code: 'no_such_seat' });
		expect(checkHeal(b, -1, 1, false)).toEqual({ code: 'no_such_seat' });
	});
});

describe('a bet', () => {
	const options = (over: Partial<Parameters<typeof checkPlays>[1]> = {}) => ({
		seat: 0,
		bets: [] as ChipPlay[],
		most: 1,
		offeringsUsed: [] as Offering[],
		board: table([{ temptation: 3 }, { temptation: 2 }]),
		hearts: 0,
		noHealing: false,
		...over
	});

	it('is one chip, or two after a heart against Demona', () => {
		expect(checkPlays([{ chip: 'soul' }], options())).toBeNull();
		expect(checkPlays([], options())).toEqual({ code: 'chip_count', params: { most: 1 } });
		expect(checkPlays([{ chip: 'soul' }, { chip: 'reveal' }], options())).toEqual({
			code: 'chip_count',
			params: { most: 1 }
		});
		expect(checkPlays([{ chip: 'soul' }, { chip: 'reveal' }], options({ most: 2 }))).toBeNull();
		expect(checkPlays([{ chip: 'soul' }, { chip: 'reveal' }, { chip: 'favor' }], options({ most: 2 }))).toEqual({
			code: 'chip_count',
			params: { most: 2 }
		});
		expect(checkPlays([], options())).toEqual({ code: 'chip_count', params: { most: 1 } });
	});

	it('is made of the player’s chips', () => {
		for (const chip of CHIPS) {
			const play: ChipPlay = { chip, heal: null, offering: 'swap', ...(chip === 'wild' ? { as: 'reveal' } : {}) };
			expect(checkPlays([play], options())).toBeNull();
		}
	});

	it('uses each chip once a round, Earn a Soul twice, counting the chips of the same bet', () => {
		const used = (chip: string) => ({ code: 'chip_used', params: { chip } });
		expect(checkPlays([{ chip: 'heal', heal: null }], options({ bets: [{ chip: 'heal', heal: null }] }))).toEqual(
			used('heal')
		);
		expect(checkPlays([{ chip: 'wild', as: 'soul' }], options({ bets: [{ chip: 'wild', as: 'heal' }] }))).toEqual(
			used('wild')
		);
		expect(checkPlays([{ chip: 'soul' }, { chip: 'soul' }], options({ most: 2 }))).toBeNull();
		expect(checkPlays([{ chip: 'soul' }, { chip: 'soul' }], options({ most: 2, bets: [{ chip: 'soul' }] }))).toEqual(
			used('soul')
		);
		expect(checkPlays([{ chip: 'reveal' }, { chip: 'reveal' }], options({ most: 2 }))).toEqual(used('reveal'));
		expect(
			checkPlays([{ chip: 'reveal' }], options({ bets: [{ chip: 'soul' }, { chip: 'soul' }, { chip: 'favor' }] }))
		).toBeNull();
	});

	it('declares what a Wild copies: any chip but a Wild', () => {
		expect(checkPlays([{ chip: 'wild', as: 'soul' }], options())).toBeNull();
		expect(checkPlays([{ chip: 'wild' }], options())).toEqual({ code: 'wild_needs_copy' });
		expect(checkPlays([{ chip: 'wild', as: 'wild' }], options())).toEqual({ code: 'wild_needs_copy' });
		expect(checkPlays([{ chip: 'reveal', as: 'soul' }], options())).toEqual({ code: 'copy_not_wild' });
	});

	it('names an Offering not used this round for the Offering chip or a Wild copying it', () => {
		expect(checkPlays([{ chip: 'offering' }], options())).toEqual({ code: 'offering_needed' });
		expect(checkPlays([{ chip: 'wild', as: 'offering' }], options())).toEqual({ code: 'offering_needed' });
		for (const offering of OFFERINGS) {
			expect(checkPlays([{ chip: 'offering', offering }], options())).toBeNull();
		}
		expect(
			checkPlays([{ chip: 'offering', offering: 'look-two' }], options({ offeringsUsed: ['swap', 'look-two'] }))
		).toEqual({
			code: 'offering_used',
			params: { offering: 'look-two' }
		});
		expect(
			checkPlays([{ chip: 'offering', offering: 'from-discard' }], options({ offeringsUsed: ['swap', 'look-two'] }))
		).toBeNull();
		expect(
			checkPlays(
				[
					{ chip: 'offering', offering: 'swap' },
					{ chip: 'wild', as: 'offering', offering: 'swap' }
				],
				options({ most: 2 })
			)
		).toEqual({ code: 'offering_used', params: { offering: 'swap' } });
		expect(
			checkPlays(
				[
					{ chip: 'offering', offering: 'swap' },
					{ chip: 'wild', as: 'offering', offering: 'look-two' }
				],
				options({ most: 2 })
			)
		).toBeNull();
		// A chip that is not an Offering does not need one, and what it carries is not checked.
		expect(checkPlays([{ chip: 'reveal', offering: 'peek' } as unknown as ChipPlay], options())).toBeNull();
	});

	it('heals a player at the table, or nobody, and nobody against Nick Hauss', () => {
		expect(checkPlays([{ chip: 'heal', heal: 1 }], options())).toBeNull();
		expect(checkPlays([{ chip: 'heal', heal: null }], options())).toBeNull();
		expect(checkPlays([{ chip: 'heal' }], options())).toBeNull();
		expect(checkPlays([{ chip: 'heal', heal: null }], options({ noHealing: true }))).toBeNull();
		expect(checkPlays([{ chip: 'heal', heal: 1 }], options({ noHealing: true }))).toEqual({ code: 'no_healing' });
		expect(checkPlays([{ chip: 'heal', heal: 2 }], options())).toEqual({ code: 'no_such_seat' });
		expect(checkPlays([{ chip: 'wild', as: 'heal', heal: 2 }], options())).toEqual({ code: 'no_such_seat' });
		// Only a chip acting as a Heal heals: a heal carried by another chip is not looked at.
		expect(checkPlays([{ chip: 'soul', heal: 2 }], options())).toBeNull();
		expect(checkPlays([{ chip: 'wild', as: 'soul', heal: 2 }], options())).toBeNull();
	});

	it('checks each chip on the board the chips before it left', () => {
		// Player 1 at 1: the first Heal takes him to 0, so the Wild's Heal has nothing left to heal.
		const b = table([{ temptation: 0 }, { temptation: 1 }]);
		expect(checkPlays([{ chip: 'heal', heal: 1 }], options({ board: b }))).toBeNull();
		expect(
			checkPlays(
				[
					{ chip: 'heal', heal: 1 },
					{ chip: 'wild', as: 'heal', heal: 1 }
				],
				options({ board: b, most: 2 })
			)
		).toEqual({
			code: 'nothing_to_heal',
			params: { seat: 1 }
		});
		// The Wild's price lands on the bettor first, so healing himself afterwards is allowed from 0.
		expect(
			checkPlays(
				[
					{ chip: 'wild', as: 'soul' },
					{ chip: 'heal', heal: 0 }
				],
				options({ board: b, most: 2 })
			)
		).toBeNull();
		expect(
			checkPlays(
				[
					{ chip: 'heal', heal: 0 },
					{ chip: 'wild', as: 'soul' }
				],
				options({ board: b, most: 2 })
			)
		).toEqual({
			code: 'nothing_to_heal',
			params: { seat: 0 }
		});
		// The seat betting is the one paying: seat 1 at 4 pays the Wild and is behind the barrier at 5.
		const four = table([{ temptation: 4 }, { temptation: 4 }]);
		expect(checkPlays([{ chip: 'wild', as: 'heal', heal: 1 }], options({ board: four, seat: 1 }))).toEqual({
			code: 'barrier',
			params: { seat: 1, barrier: 5 }
		});
		expect(checkPlays([{ chip: 'wild', as: 'heal', heal: 0 }], options({ board: four, seat: 1 }))).toBeNull();
		expect(checkPlays([{ chip: 'heal', heal: 1 }], options({ board: four, seat: 1, hearts: 1 }))).toEqual({
			code: 'barrier',
			params: { seat: 1, barrier: 5 }
		});
		expect(checkPlays([{ chip: 'heal', heal: 1 }], options({ board: four, seat: 1 }))).toBeNull();
	});
});

describe('playing a Favor', () => {
	const b = table([{ favors: 1 }, { favors: 0 }]);

	it('needs a Favor in hand, a player at the table, a price from the list and whether it is an Instant', () => {
		for (const price of FAVOR_PRICES) {
			for (const instant of [true, false]) expect(checkPlayFavor(b, 0, { price, instant })).toBeNull();
		}
		expect(checkPlayFavor(b, 1, { price: 'none', instant: false })).toEqual({ code: 'no_favor', params: { seat: 1 } });
		expect(checkPlayFavor(b, 2, { price: 'none', instant: false })).toEqual({ code: 'no_such_seat' });
	});

	it('plays a Favor the rulebook prints at its printed price and timing', () => {
		expect(checkPlayFavor(b, 0, { favor: 'double-down', price: 'curse', instant: false })).toBeNull();
		expect(checkPlayFavor(b, 0, { favor: 'up-your-sleeve', price: 'temptation', instant: true })).toBeNull();
		const printed = (favor: PrintedFavor) => ({ code: 'favor_printed', params: { favor } });
		expect(checkPlayFavor(b, 0, { favor: 'double-down', price: 'none', instant: false })).toEqual(
			printed('double-down')
		);
		expect(checkPlayFavor(b, 0, { favor: 'double-down', price: 'curse', instant: true })).toEqual(
			printed('double-down')
		);
		expect(checkPlayFavor(b, 0, { favor: 'up-your-sleeve', price: 'temptation', instant: false })).toEqual(
			printed('up-your-sleeve')
		);
		expect(checkPlayFavor(b, 0, { favor: 'up-your-sleeve', price: 'curse', instant: true })).toEqual(
			printed('up-your-sleeve')
		);
	});
});

describe('Demona’s hearts', () => {
	it('are 0 to 3 on the Flop, 0 or 1 on the Turn and the River', () => {
		for (const hearts of [0, 1, 2, 3]) expect(checkHearts(1, hearts)).toBeNull();
		for (const phase of [2, 3]) for (const hearts of [0, 1]) expect(checkHearts(phase, hearts)).toBeNull();
		for (const hearts of [4, 5, 9])
			expect(checkHearts(1, hearts)).toEqual({ code: 'hearts_range', params: { most: 3 } });
		for (const phase of [2, 3])
			for (const hearts of [2, 3])
				expect(checkHearts(phase, hearts)).toEqual({ code: 'hearts_range', params: { most: 1 } });
	});
});

describe('The Boatman’s Toll', () => {
	it('takes one to twenty Souls, as many as the pot holds', () => {
		expect(checkToll(table([{}], { pot: 3 }), 3)).toBeNull();
		expect(checkToll(table([{}], { pot: 3 }), 1)).toBeNull();
		expect(checkToll(table([{}], { pot: 20 }), 20)).toBeNull();
		expect(checkToll(table([{}], { pot: 3 }), 4)).toEqual({ code: 'toll_pot_short', params: { pot: 3 } });
		expect(checkToll(table([{}], { pot: 0 }), 1)).toEqual({ code: 'toll_pot_short', params: { pot: 0 } });
		for (const souls of [0, 21, 30]) expect(checkToll(table([{}], { pot: 30 }), souls)).toEqual({ code: 'toll_count' });
	});
});

describe('an adjustment made by hand', () => {
	const b = table([{ temptation: 7, cursesDown: 1, cursesActive: 1, favors: 2 }, {}], { pot: 3 });

	it('names something the team counts and changes it by 1 to 10 either way', () => {
		for (const by of [0, 11, -11])
			expect(checkAdjust(b, 0, 'temptation', by, false)).toEqual({ code: 'adjust_amount' });
		for (const by of [1, 10]) expect(checkAdjust(b, 0, 'temptation', by, false)).toBeNull();
		expect(checkAdjust(b, 0, 'favors', -1, false)).toBeNull();
		expect(checkAdjust(b, 0, 'souls', -3, false)).toBeNull();
		expect(checkAdjust(table([{}], { pot: 10 }), null, 'souls', -10, false)).toBeNull();
	});

	it('takes Souls from the pot, from no player, also more than it holds (what that costs is adjust’s)', () => {
		expect(checkAdjust(b, null, 'souls', 10, false)).toBeNull();
		expect(checkAdjust(b, null, 'souls', -3, false)).toBeNull();
		expect(checkAdjust(b, null, 'souls', -4, false)).toBeNull();
	});

	it('changes a player at the table', () => {
		for (const what of ['temptation', 'curses', 'favors'] as const) {
			expect(checkAdjust(b, 2, what, 1, false)).toEqual({ code: 'no_such_seat' });
			expect(checkAdjust(b, null, what, 1, false)).toEqual({ code: 'no_such_seat' });
		}
		expect(checkAdjust(b, 1, 'temptation', 1, false)).toBeNull();
	});

	it('heals Temptation only as far as a Heal could', () => {
		expect(checkAdjust(b, 0, 'temptation', -2, false)).toBeNull();
		expect(checkAdjust(b, 0, 'temptation', -3, false)).toEqual({ code: 'barrier', params: { seat: 0, barrier: 5 } });
		expect(checkAdjust(b, 0, 'temptation', -1, true)).toEqual({ code: 'no_healing' });
		expect(checkAdjust(b, 1, 'temptation', -1, false)).toEqual({ code: 'nothing_to_heal', params: { seat: 1 } });
		// Suffering is not healing: Nick Hauss does not stop it, nor does a full track.
		expect(checkAdjust(b, 0, 'temptation', 5, true)).toBeNull();
	});

	it('takes away no more Curses or Favors than the player has', () => {
		expect(checkAdjust(b, 0, 'curses', -2, false)).toBeNull();
		expect(checkAdjust(b, 0, 'curses', -3, false)).toEqual({ code: 'adjust_below_zero' });
		expect(checkAdjust(b, 0, 'favors', -2, false)).toBeNull();
		expect(checkAdjust(b, 0, 'favors', -3, false)).toEqual({ code: 'adjust_below_zero' });
		expect(checkAdjust(b, 1, 'curses', -1, false)).toEqual({ code: 'adjust_below_zero' });
		expect(checkAdjust(b, 1, 'favors', 3, false)).toBeNull();
		expect(checkAdjust(b, 1, 'curses', 3, false)).toBeNull();
		// Each count is checked on its own: Favors taken from a player without Curses, and the other way round.
		expect(checkAdjust(table([{ favors: 3 }]), 0, 'favors', -1, false)).toBeNull();
		expect(checkAdjust(table([{ cursesDown: 1 }]), 0, 'curses', -1, false)).toBeNull();
		// Only Temptation taken away is a heal: a player at 0 Temptation can still be given a Favor.
		expect(checkAdjust(table([{ temptation: 0, favors: 0 }]), 0, 'favors', 1, false)).toBeNull();
	});
});
