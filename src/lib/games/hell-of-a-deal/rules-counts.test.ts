// What each rule does to the team's counts, with every expected number written out from the
// rulebook by hand. The refusals are in rules-checks.test.ts, whole random games in rules-game.test.ts.
import { describe, expect, it } from 'vitest';
import {
	activateCurses,
	adjust,
	applyBones,
	applyPlay,
	assignOverflow,
	betStart,
	bossDeck,
	bossPenalty,
	BARRIERS,
	BONES,
	CHIP_COUNT,
	CHIP_LOSS,
	CHIPS,
	actingChip,
	chipLosses,
	chipsLeft,
	discardActiveCurses,
	discardFavors,
	earnSouls,
	FIRST_GAME,
	FAVOR_PRICES,
	gainCurses,
	gainFavors,
	heal,
	healFloor,
	isBig,
	isCount,
	isOneOf,
	MAX_CURSES,
	MAX_FAVORS,
	MAX_TEMPTATION,
	MINIONS,
	MINIONS_PER_GAME,
	DEVIL_CARDS,
	newBoard,
	OFFERINGS,
	paySouls,
	payUpFront,
	PHASES,
	playFavor,
	redJack,
	RESULTS,
	ADJUSTABLE,
	soulsWon,
	suffer,
	WILD_COST,
	type Board,
	type Boss,
	type PlayerBoard
} from './rules';

/** A player's mat written out in full; what is not given is a fresh mat without its Favor. */
function mat(p: Partial<PlayerBoard> = {}): PlayerBoard {
	return { temptation: 0, cursesDown: 0, cursesActive: 0, favors: 0, favorsPlayed: 0, ...p };
}

function table(players: Partial<PlayerBoard>[], rest: Partial<Omit<Board, 'players'>> = {}): Board {
	return { players: players.map(mat), pot: 0, overflow: 0, lost: null, ...rest };
}

const temptations = (b: Board) => b.players.map((p) => p.temptation);

describe('what the box holds', () => {
	it('knows the Minions the rulebook prints, and the first game’s four in deck order', () => {
		expect([...MINIONS]).toEqual([
			'dedly-aloor',
			'eenie-meanie',
			'jack-potts',
			'miss-fortune',
			'demona',
			'the-boatman',
			'red-jack'
		]);
		expect([...FIRST_GAME]).toEqual(['dedly-aloor', 'eenie-meanie', 'miss-fortune', 'demona']);
		expect(MINIONS_PER_GAME).toBe(4);
		expect(DEVIL_CARDS).toBe(3);
	});

	it('gives each player seven chips: two Earn a Soul and one of each power', () => {
		expect([...CHIPS]).toEqual(['soul', 'heal', 'offering', 'favor', 'reveal', 'wild']);
		expect(CHIP_COUNT).toEqual({ soul: 2, heal: 1, offering: 1, favor: 1, reveal: 1, wild: 1 });
		expect(WILD_COST).toBe(1);
	});

	it('prints each chip’s loss on its back', () => {
		expect(CHIP_LOSS).toEqual({
			soul: { temptation: 1, curses: 0 },
			heal: { temptation: 2, curses: 0 },
			offering: { temptation: 2, curses: 0 },
			favor: { temptation: 0, curses: 1 },
			reveal: { temptation: 0, curses: 1 },
			wild: { temptation: 0, curses: 1 }
		});
	});

	it('names the four Offerings, the four betting phases, the Bones faces and the results', () => {
		expect([...OFFERINGS]).toEqual(['reveal-boss', 'look-two', 'swap', 'from-discard']);
		expect([...PHASES]).toEqual(['pre-flop', 'flop', 'turn', 'river']);
		expect([...BONES]).toEqual(['favor', 'temptation', 'curse']);
		expect([...RESULTS]).toEqual(['win', 'lose', 'push']);
		expect([...FAVOR_PRICES]).toEqual(['none', 'temptation', 'curse']);
		expect([...ADJUSTABLE]).toEqual(['temptation', 'curses', 'favors', 'souls']);
	});

	it('has a track to 10 with flame barriers at 5 and 10, and three Curses and Favors at most', () => {
		expect(MAX_TEMPTATION).toBe(10);
		expect([...BARRIERS]).toEqual([5, 10]);
		expect(MAX_CURSES).toBe(3);
		expect(MAX_FAVORS).toBe(3);
	});
});

describe('the Boss deck', () => {
	const penalties = { minion: 2, bigTable: 4 };

	it('puts Nick Hauss under the four Minions and the drawn Devil under him', () => {
		const minions = [
			{ id: 'demona' as const },
			{ id: 'red-jack' as const },
			{ id: 'custom' as const, name: 'Imp', penalty: 3 },
			{ id: 'jack-potts' as const }
		];
		expect(bossDeck(minions, 2)).toEqual([
			{ id: 'demona' },
			{ id: 'red-jack' },
			{ id: 'custom', name: 'Imp', penalty: 3 },
			{ id: 'jack-potts' },
			{ id: 'nick-hauss' },
			{ id: 'devil', card: 2 }
		]);
	});

	it('seats Nick Hauss and the Devil at the Big Table, and no Minion', () => {
		expect(isBig({ id: 'nick-hauss' })).toBe(true);
		expect(isBig({ id: 'devil', card: 1 })).toBe(true);
		expect(isBig({ id: 'demona' })).toBe(false);
		expect(isBig({ id: 'custom', name: 'Imp', penalty: 9 })).toBe(false);
	});

	it('takes 2 Souls per lost hand to a Minion, 4 at the Big Table, and a custom Boss’s own number', () => {
		expect(bossPenalty({ id: 'eenie-meanie' }, penalties)).toBe(2);
		expect(bossPenalty({ id: 'nick-hauss' }, penalties)).toBe(4);
		expect(bossPenalty({ id: 'devil', card: 3 }, penalties)).toBe(4);
		expect(bossPenalty({ id: 'custom', name: 'Imp', penalty: 7 }, penalties)).toBe(7);
		// House rules change the two printed numbers.
		const house = { minion: 1, bigTable: 6 };
		const bosses: Boss[] = [{ id: 'the-boatman' }, { id: 'nick-hauss' }, { id: 'devil', card: 1 }];
		expect(bosses.map((boss) => bossPenalty(boss, house))).toEqual([1, 6, 6]);
	});
});

describe('the table at the start', () => {
	it('puts every token on 0 (or its handicap), deals one Favor each and one Soul per player into the pot', () => {
		expect(newBoard(3, [])).toEqual({
			players: [mat({ favors: 1 }), mat({ favors: 1 }), mat({ favors: 1 })],
			pot: 3,
			overflow: 0,
			lost: null
		});
		expect(newBoard(2, [4, 9]).players.map((p) => p.temptation)).toEqual([4, 9]);
		expect(newBoard(1, []).pot).toBe(1);
	});
});

describe('the small helpers', () => {
	it('counts from 0 to the most, nothing else', () => {
		expect(isCount(0, 3)).toBe(true);
		expect(isCount(3, 3)).toBe(true);
		expect(isCount(4, 3)).toBe(false);
		expect(isCount(-1, 3)).toBe(false);
	});

	it('knows a word from its list, and nothing that is not a word', () => {
		expect(isOneOf(BONES, 'curse')).toBe(true);
		expect(isOneOf(BONES, 'Curse')).toBe(false);
		expect(isOneOf(BONES, 1)).toBe(false);
		expect(isOneOf(BONES, undefined)).toBe(false);
	});

	it('lets a Wild act as the chip declared, and every other chip as itself', () => {
		expect(actingChip({ chip: 'wild', as: 'offering' })).toBe('offering');
		expect(actingChip({ chip: 'reveal' })).toBe('reveal');
		expect(actingChip({ chip: 'heal', as: 'soul' })).toBe('heal');
	});

	it('counts the chips still on the mat', () => {
		expect(chipsLeft([], 'soul')).toBe(2);
		expect(chipsLeft([{ chip: 'soul' }], 'soul')).toBe(1);
		expect(chipsLeft([{ chip: 'soul' }, { chip: 'wild', as: 'soul' }], 'soul')).toBe(1);
		expect(chipsLeft([{ chip: 'soul' }, { chip: 'soul' }], 'soul')).toBe(0);
		expect(chipsLeft([{ chip: 'soul' }], 'heal')).toBe(1);
		expect(chipsLeft([{ chip: 'wild', as: 'heal' }], 'wild')).toBe(0);
	});
});

describe('Temptation', () => {
	it('places the flame barriers at 5 and 10', () => {
		expect([0, 1, 4, 5, 6, 9, 10].map(healFloor)).toEqual([0, 0, 0, 5, 5, 5, 10]);
	});

	it('moves the token one space per Temptation suffered', () => {
		const b = suffer(table([{ temptation: 2 }, { temptation: 7 }]), 1, 2);
		expect(temptations(b)).toEqual([2, 9]);
		expect(b).toMatchObject({ overflow: 0, lost: null });
		expect(temptations(suffer(table([{}, {}]), 0, 0))).toEqual([0, 0]);
	});

	it('keeps a token at 10 and holds what it cannot take for another player', () => {
		const b = suffer(table([{ temptation: 8 }, { temptation: 0 }]), 0, 5);
		expect(temptations(b)).toEqual([10, 0]);
		expect(b.overflow).toBe(3);
		expect(b.lost).toBeNull();
		expect(suffer({ ...b }, 0, 1).overflow).toBe(4);
	});

	it('loses when the second player reaches 10, not the first', () => {
		expect(suffer(table([{ temptation: 9 }, { temptation: 9 }]), 0, 1).lost).toBeNull();
		expect(suffer(table([{ temptation: 10 }, { temptation: 9 }, {}]), 1, 1).lost).toBe('temptation');
		expect(suffer(table([{ temptation: 10 }, { temptation: 8 }, {}, {}]), 1, 1).lost).toBeNull();
		expect(suffer(table([{ temptation: 10 }, { temptation: 8 }, {}, {}]), 1, 2).lost).toBe('temptation');
	});

	it('loses a solo game at 10, with nobody to pass Temptation to', () => {
		const b = suffer(table([{ temptation: 8 }]), 0, 4);
		expect(b).toMatchObject({ lost: 'temptation', overflow: 0 });
		expect(temptations(b)).toEqual([10]);
		expect(suffer(table([{ temptation: 8 }]), 0, 1).lost).toBeNull();
	});

	it('keeps the first reason the team lost', () => {
		const broke = table([{ temptation: 10 }, { temptation: 9 }], { lost: 'souls' });
		expect(suffer(broke, 1, 1).lost).toBe('souls');
	});

	it('gives held Temptation to the player chosen, one at a time', () => {
		let b = table([{ temptation: 10 }, { temptation: 3 }, { temptation: 9 }], { overflow: 2 });
		b = assignOverflow(b, 1);
		expect(temptations(b)).toEqual([10, 4, 9]);
		expect(b).toMatchObject({ overflow: 1, lost: null });
		b = assignOverflow(b, 2);
		expect(temptations(b)).toEqual([10, 4, 10]);
		expect(b).toMatchObject({ overflow: 0, lost: 'temptation' });
	});

	it('heals a token back, never through the barrier it passed', () => {
		expect(temptations(heal(table([{ temptation: 7 }, { temptation: 3 }]), 0, 1))).toEqual([6, 3]);
		expect(temptations(heal(table([{ temptation: 7 }, { temptation: 3 }]), 1, 2))).toEqual([7, 1]);
		expect(temptations(heal(table([{ temptation: 7 }]), 0, 4))).toEqual([5]);
		expect(temptations(heal(table([{ temptation: 10 }]), 0, 1))).toEqual([10]);
		expect(temptations(heal(table([{ temptation: 2 }]), 0, 5))).toEqual([0]);
	});
});

describe('Curses', () => {
	it('arrive face down, three at most, each one beyond a Temptation', () => {
		expect(gainCurses(table([{}]), 0, 2).players[0]).toEqual(mat({ cursesDown: 2 }));
		expect(gainCurses(table([{ cursesDown: 1, cursesActive: 1 }]), 0, 3).players[0]).toEqual(
			mat({ cursesDown: 2, cursesActive: 1, temptation: 2 })
		);
		expect(gainCurses(table([{ cursesActive: 3, temptation: 4 }]), 0, 1).players[0]).toEqual(
			mat({ cursesActive: 3, temptation: 5 })
		);
		expect(gainCurses(table([{ cursesDown: 3 }]), 0, 2).players[0]).toEqual(mat({ cursesDown: 3, temptation: 2 }));
	});

	it('never takes a Curse back from a mat that somehow holds more than three', () => {
		const b = gainCurses(table([{ cursesDown: 2, cursesActive: 2 }]), 0, 1);
		expect(b.players[0]).toEqual(mat({ cursesDown: 2, cursesActive: 2, temptation: 1 }));
	});

	it('only touch the player who gains them', () => {
		const b = gainCurses(table([{}, { cursesDown: 1 }]), 1, 1);
		expect(b.players).toEqual([mat(), mat({ cursesDown: 2 })]);
	});

	it('turn face up when the next Boss is revealed, joining those already up', () => {
		const b = activateCurses(table([{ cursesDown: 2, cursesActive: 1, favors: 2 }, { cursesDown: 1 }]));
		expect(b.players).toEqual([mat({ cursesActive: 3, favors: 2 }), mat({ cursesActive: 1 })]);
	});

	it('that were active are discarded at cleanup; face-down ones stay', () => {
		const b = discardActiveCurses(table([{ cursesDown: 2, cursesActive: 1, temptation: 4 }, { cursesActive: 3 }]));
		expect(b.players).toEqual([mat({ cursesDown: 2, temptation: 4 }), mat()]);
	});
});

describe('Favors', () => {
	it('are drawn up to three held', () => {
		expect(gainFavors(table([{ favors: 1 }]), 0, 1).players[0]!.favors).toBe(2);
		expect(gainFavors(table([{ favors: 2 }]), 0, 1).players[0]!.favors).toBe(3);
		expect(gainFavors(table([{ favors: 3 }]), 0, 1).players[0]!.favors).toBe(3);
		expect(gainFavors(table([{ favors: 0 }, { favors: 0 }]), 1, 2).players.map((p) => p.favors)).toEqual([0, 2]);
	});

	it('are all discarded when the Devil is revealed', () => {
		const b = discardFavors(table([{ favors: 3, favorsPlayed: 2, temptation: 1 }, { favors: 1 }]));
		expect(b.players).toEqual([mat({ favorsPlayed: 2, temptation: 1 }), mat()]);
	});

	it('cost their price when played, and a Curse more against Miss Fortune', () => {
		const start = table([{ favors: 2, temptation: 3 }, { favors: 1 }]);
		expect(playFavor(start, 0, 'none', false).players[0]).toEqual(mat({ favors: 1, favorsPlayed: 1, temptation: 3 }));
		expect(playFavor(start, 0, 'temptation', false).players[0]).toEqual(
			mat({ favors: 1, favorsPlayed: 1, temptation: 4 })
		);
		expect(playFavor(start, 0, 'curse', false).players[0]).toEqual(
			mat({ favors: 1, favorsPlayed: 1, temptation: 3, cursesDown: 1 })
		);
		expect(playFavor(start, 0, 'none', true).players[0]).toEqual(
			mat({ favors: 1, favorsPlayed: 1, temptation: 3, cursesDown: 1 })
		);
		expect(playFavor(start, 0, 'curse', true).players[0]).toEqual(
			mat({ favors: 1, favorsPlayed: 1, temptation: 3, cursesDown: 2 })
		);
		expect(playFavor(start, 1, 'temptation', true).players).toEqual([
			mat({ favors: 2, temptation: 3 }),
			mat({ favorsPlayed: 1, temptation: 1, cursesDown: 1 })
		]);
	});
});

describe('the Souls pot', () => {
	it('takes the Souls won', () => {
		expect(earnSouls(table([{}], { pot: 3 }), 2).pot).toBe(5);
	});

	it('pays a Minion what it has and nothing more, without losing', () => {
		expect(paySouls(table([{}], { pot: 5 }), 2, false)).toMatchObject({ pot: 3, lost: null });
		expect(paySouls(table([{}], { pot: 2 }), 2, false)).toMatchObject({ pot: 0, lost: null });
		expect(paySouls(table([{}], { pot: 1 }), 2, false)).toMatchObject({ pot: 0, lost: null });
	});

	it('must pay Nick Hauss and the Devil in full, or the team loses', () => {
		expect(paySouls(table([{}], { pot: 8 }), 4, true)).toMatchObject({ pot: 4, lost: null });
		expect(paySouls(table([{}], { pot: 4 }), 4, true)).toMatchObject({ pot: 0, lost: null });
		expect(paySouls(table([{}], { pot: 3 }), 4, true)).toMatchObject({ pot: 0, lost: 'souls' });
		expect(paySouls(table([{}], { pot: 3, lost: 'temptation' }), 4, true)).toMatchObject({
			pot: 0,
			lost: 'temptation'
		});
		expect(paySouls(table([{}], { pot: 3, lost: 'temptation' }), 4, false)).toMatchObject({
			pot: 0,
			lost: 'temptation'
		});
	});
});

describe('chips bet', () => {
	it('charge a Wild one Temptation up front, and no other chip', () => {
		const start = table([{ temptation: 2 }, {}]);
		expect(temptations(payUpFront(start, 0, 'wild'))).toEqual([3, 0]);
		for (const chip of ['soul', 'heal', 'offering', 'favor', 'reveal'] as const)
			expect(payUpFront(start, 0, chip)).toEqual(start);
	});

	it('charge one Temptation before the bet for each of Demona’s hearts', () => {
		const start = table([{}, { temptation: 4 }]);
		expect(temptations(betStart(start, 1, 1))).toEqual([0, 5]);
		expect(temptations(betStart(start, 1, 3))).toEqual([0, 7]);
		expect(betStart(start, 1, 0)).toEqual(start);
	});

	it('heal the player named, or nobody', () => {
		const start = table([{ temptation: 3 }, { temptation: 6 }]);
		expect(temptations(applyPlay(start, 0, { chip: 'heal', heal: 1 }))).toEqual([3, 5]);
		expect(temptations(applyPlay(start, 0, { chip: 'heal', heal: 0 }))).toEqual([2, 6]);
		expect(applyPlay(start, 0, { chip: 'heal', heal: null })).toEqual(start);
		expect(temptations(applyPlay(start, 0, { chip: 'wild', as: 'heal', heal: 1 }))).toEqual([4, 5]);
	});

	it('heal only for a chip acting as a Heal, whatever else the play carries', () => {
		const start = table([{ temptation: 3 }, { temptation: 6 }]);
		expect(applyPlay(start, 0, { chip: 'soul', heal: 1 })).toEqual(start);
		expect(temptations(applyPlay(start, 0, { chip: 'wild', as: 'soul', heal: 1 }))).toEqual([4, 6]);
	});

	it('draw a Favor for the Favor chip, or a Wild declared as one', () => {
		const start = table([{ favors: 1 }, { favors: 1 }]);
		expect(applyPlay(start, 1, { chip: 'favor' }).players).toEqual([mat({ favors: 1 }), mat({ favors: 2 })]);
		expect(applyPlay(start, 0, { chip: 'wild', as: 'favor' }).players).toEqual([
			mat({ favors: 2, temptation: 1 }),
			mat({ favors: 1 })
		]);
	});

	it('change nothing on the board for a Soul, an Offering or a Reveal (their effects are at the table)', () => {
		const start = table([{ temptation: 3, favors: 1 }]);
		expect(applyPlay(start, 0, { chip: 'soul' })).toEqual(start);
		expect(applyPlay(start, 0, { chip: 'offering', offering: 'swap' })).toEqual(start);
		expect(applyPlay(start, 0, { chip: 'reveal' })).toEqual(start);
		expect(applyPlay(start, 0, { chip: 'wild', as: 'soul' }).players[0]).toEqual(mat({ temptation: 4, favors: 1 }));
	});

	it('win a Soul for each Earn a Soul chip, a Wild declared as one included', () => {
		expect(soulsWon([])).toBe(0);
		expect(
			soulsWon([{ chip: 'soul' }, { chip: 'heal', heal: null }, { chip: 'soul' }, { chip: 'wild', as: 'soul' }])
		).toBe(3);
		expect(soulsWon([{ chip: 'wild', as: 'heal' }, { chip: 'reveal' }])).toBe(0);
	});

	it('lose what the backs of all the chips bet say, a Wild’s own back whatever it copied', () => {
		expect(chipLosses([])).toEqual({ temptation: 0, curses: 0 });
		expect(
			chipLosses([
				{ chip: 'soul' },
				{ chip: 'soul' },
				{ chip: 'heal', heal: null },
				{ chip: 'favor' },
				{ chip: 'wild', as: 'offering', offering: 'swap' }
			])
		).toEqual({ temptation: 4, curses: 2 });
		expect(chipLosses([{ chip: 'offering', offering: 'look-two' }, { chip: 'reveal' }])).toEqual({
			temptation: 2,
			curses: 1
		});
	});
});

describe('the Bones', () => {
	it('draws a Favor, suffers a Temptation or gains a Curse, for the folding player only', () => {
		const start = table([{ favors: 1, temptation: 9 }, { temptation: 10 }]);
		expect(applyBones(start, 0, 'favor').players).toEqual([mat({ favors: 2, temptation: 9 }), mat({ temptation: 10 })]);
		const tempted = applyBones(start, 0, 'temptation');
		expect(tempted.players).toEqual([mat({ favors: 1, temptation: 10 }), mat({ temptation: 10 })]);
		expect(tempted.lost).toBe('temptation');
		expect(applyBones(start, 0, 'curse').players).toEqual([
			mat({ favors: 1, temptation: 9, cursesDown: 1 }),
			mat({ temptation: 10 })
		]);
	});
});

describe('Red Jack', () => {
	it('costs a Temptation and a Curse over 21, and earns a Soul at exactly 21', () => {
		const start = table([{ temptation: 1 }, { temptation: 2 }], { pot: 2 });
		const bust = redJack(start, 1, 'bust');
		expect(bust.players).toEqual([mat({ temptation: 1 }), mat({ temptation: 3, cursesDown: 1 })]);
		expect(bust.pot).toBe(2);
		const blackjack = redJack(start, 1, 'twenty-one');
		expect(blackjack.players).toEqual(start.players);
		expect(blackjack.pot).toBe(3);
	});
});

describe('adjustments made by hand', () => {
	it('add or take Souls', () => {
		expect(adjust(table([{}], { pot: 3 }), 0, 'souls', 2).pot).toBe(5);
		expect(adjust(table([{}], { pot: 3 }), 0, 'souls', -3).pot).toBe(0);
	});

	it('take more Souls than the pot holds: it stops at 0, and against Nick Hauss or the Devil the team loses', () => {
		expect(adjust(table([{}], { pot: 3 }), 0, 'souls', -5)).toMatchObject({ pot: 0, lost: null });
		expect(adjust(table([{}], { pot: 3 }), 0, 'souls', -3, true)).toMatchObject({ pot: 0, lost: null });
		expect(adjust(table([{}], { pot: 3 }), 0, 'souls', -4, true)).toMatchObject({ pot: 0, lost: 'souls' });
		expect(adjust(table([{}], { pot: 3 }), 0, 'souls', 4, true)).toMatchObject({ pot: 7, lost: null });
	});

	it('suffer or heal Temptation, with the usual limits', () => {
		expect(adjust(table([{ temptation: 3 }, {}]), 0, 'temptation', 2).players[0]!.temptation).toBe(5);
		const over = adjust(table([{ temptation: 9 }, {}]), 0, 'temptation', 3);
		expect(temptations(over)).toEqual([10, 0]);
		expect(over.overflow).toBe(2);
		expect(adjust(table([{ temptation: 8 }]), 0, 'temptation', -2).players[0]!.temptation).toBe(6);
		expect(adjust(table([{ temptation: 7 }]), 0, 'temptation', -4).players[0]!.temptation).toBe(5);
	});

	it('add Favors up to three, or take them away', () => {
		expect(adjust(table([{ favors: 1 }]), 0, 'favors', 5).players[0]!.favors).toBe(3);
		expect(adjust(table([{ favors: 1 }]), 0, 'favors', 1).players[0]!.favors).toBe(2);
		expect(adjust(table([{ favors: 3 }]), 0, 'favors', -2).players[0]!.favors).toBe(1);
		expect(adjust(table([{ favors: 3 }, { favors: 2 }]), 1, 'favors', -1).players.map((p) => p.favors)).toEqual([3, 1]);
	});

	it('add Curses face down (beyond three as Temptation), and take face-down ones away first', () => {
		expect(adjust(table([{ cursesActive: 1 }]), 0, 'curses', 1).players[0]).toEqual(
			mat({ cursesActive: 1, cursesDown: 1 })
		);
		expect(adjust(table([{ cursesActive: 2 }]), 0, 'curses', 3).players[0]).toEqual(
			mat({ cursesActive: 2, cursesDown: 1, temptation: 2 })
		);
		expect(adjust(table([{ cursesDown: 2, cursesActive: 1 }]), 0, 'curses', -1).players[0]).toEqual(
			mat({ cursesDown: 1, cursesActive: 1 })
		);
		expect(adjust(table([{ cursesDown: 2, cursesActive: 1 }]), 0, 'curses', -2).players[0]).toEqual(
			mat({ cursesActive: 1 })
		);
		expect(adjust(table([{ cursesDown: 1, cursesActive: 2 }]), 0, 'curses', -2).players[0]).toEqual(
			mat({ cursesActive: 1 })
		);
		expect(adjust(table([{ cursesActive: 3 }]), 0, 'curses', -3).players[0]).toEqual(mat());
		expect(adjust(table([{ cursesDown: 1 }, { cursesDown: 2 }]), 1, 'curses', -1).players).toEqual([
			mat({ cursesDown: 1 }),
			mat({ cursesDown: 1 })
		]);
	});
});
