// The showdown judge on the rulebook's own cases and one or more cases per Boss rule. Every
// expected hand, verdict and reason is worked out by hand from the cards.
import { describe, expect, it } from 'vitest';
import type { Rank } from '../../shared/cards';
import type { BossId } from '../rules';
import { classOf, keyOf, scoreHand } from './evaluate';
import {
	defaultHandScore,
	judgeShowdown,
	versus,
	type CardRef,
	type HeldCard,
	type Judgement,
	type MadeHand,
	type PlayerVerdict,
	type ShowdownCards
} from './judge';
import { cards, codes, written } from './test-cards';

const RANK_OF: Record<string, Rank> = {
	A: 1,
	K: 13,
	Q: 12,
	J: 11,
	T: 10,
	'9': 9,
	'8': 8,
	'7': 7,
	'6': 6,
	'5': 5,
	'4': 4,
	'3': 3,
	'2': 2
};

type Seat = string | { hole: string; tollsPaid?: number; wild?: string };

/** A table written out: the board, each player's cards (Wild copies apart), the Boss's. */
function table(board: string, players: Seat[], boss: { hole: string; tolls?: string; default: string }): ShowdownCards {
	return {
		board: cards(board),
		players: players.map((seat) => {
			const { hole, tollsPaid = 0, wild = '' } = typeof seat === 'string' ? { hole: seat } : seat;
			const held: HeldCard[] = [...cards(hole), ...cards(wild).map((card) => ({ ...card, wild: true }))];
			return { hole: held, tollsPaid };
		}),
		boss: {
			hole: cards(boss.hole),
			tolls: cards(boss.tolls ?? ''),
			defaultHand: boss.default.split(' ').map((r) => RANK_OF[r]!)
		}
	};
}

function judged(boss: BossId, showdown: ShowdownCards): Extract<Judgement, { status: 'judged' }> {
	const judgement = judgeShowdown(boss, showdown);
	if (judgement.status !== 'judged') throw new Error(`not judged: ${JSON.stringify(judgement.needs)}`);
	return judgement;
}

/** The cards a hand uses, as written, in a fixed order for comparing. */
function used(showdown: ShowdownCards, hand: MadeHand | null, own: readonly HeldCard[]): string {
	if (!hand) return '';
	const lists: Record<CardRef['from'], readonly HeldCard[]> = {
		board: showdown.board,
		hole: own,
		toll: showdown.boss.tolls
	};
	return written(hand.cards.map((ref) => lists[ref.from][ref.index]!))
		.split(' ')
		.sort()
		.join(' ');
}
const sorted = (text: string) => text.split(' ').sort().join(' ');

function playerUsed(
	showdown: ShowdownCards,
	judgement: Extract<Judgement, { status: 'judged' }>,
	seat: number
): string {
	return used(showdown, judgement.players[seat]!.hand, showdown.players[seat]!.hole);
}

function bossUsed(showdown: ShowdownCards, judgement: Extract<Judgement, { status: 'judged' }>): string {
	return judgement.boss.plays === 'cards' ? used(showdown, judgement.boss.hand, showdown.boss.hole) : 'default';
}

const verdict = (v: PlayerVerdict) => ({ result: v.result, reason: v.reason });

describe("the rulebook's own cases", () => {
	it('J-J-9-9-A beats J-J-9-9-K: the kicker', () => {
		const showdown = table('Jh 9c 9d 4s 2c', ['Js Ah 3d'], { hole: 'Jd Kh', default: '5 5' });
		const judgement = judged('dedly-aloor', showdown);
		expect(bossUsed(showdown, judgement)).toBe(sorted('Jd Kh Jh 9c 9d'));
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('Js Ah Jh 9c 9d'));
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'kicker', hand: 'two-pair', mine: 14, theirs: 13 }
		});
	});

	it('K-K-4-4-2 beats Q-Q-J-J-10, and K-K-9-9-2 beats K-K-4-4-2: the higher pair, then the lower', () => {
		const showdown = table('Kh 4c 4d 2s 7c', ['Ks 3h 5d'], { hole: 'Qs Qh', default: '2' });
		expect(verdict(judged('dedly-aloor', showdown).players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'set', hand: 'two-pair', mine: 13, theirs: 12 }
		});
		const second = table('Kh 9c 4d 2s 7c', ['Ks 9h 3d'], { hole: 'Kd 4h', default: '2' });
		expect(verdict(judged('dedly-aloor', second).players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'set', hand: 'two-pair', mine: 9, theirs: 4 }
		});
	});

	it('a default of Q-Q-10-10 with a queen on the board and in the hole does not become a full house', () => {
		const showdown = table('Qh Tc 4d 3s 2c', ['4h 4s 8c', 'Qs Td 6c', 'Qc 3h 6d', 'Ks Kd 6h'], {
			hole: 'Qd 8s',
			default: 'Q Q T T'
		});
		const judgement = judged('demona', showdown);
		// His own cards make only a pair of queens (Qd Qh T 8 4): the default two pair is stronger.
		expect(judgement.boss).toEqual({ plays: 'default', score: expect.any(Number) });
		expect(judgement.boss.plays === 'default' && classOf(judgement.boss.score)).toBe('two-pair');
		expect(judgement.players.map(verdict)).toEqual([
			{ result: 'win', reason: { code: 'class', mine: 'three-of-a-kind', theirs: 'two-pair' } },
			// Q Q 10 10 and a 4 kicker: the default has no kicker, so this is a push.
			{ result: 'push', reason: { code: 'default-tie', hand: 'two-pair' } },
			// Queens and threes: the second pair is lower than the default's tens.
			{ result: 'lose', reason: { code: 'set', hand: 'two-pair', mine: 3, theirs: 10 } },
			{ result: 'lose', reason: { code: 'class', mine: 'pair', theirs: 'two-pair' } }
		]);
	});

	it('a straight flush on the board does not count for a player who cannot use a hole card in it', () => {
		const showdown = table('9h Th Jh Qh Kh', ['2c 3d 4s', 'Ah 2d 3c'], { hole: '5c 5d', default: '2 2' });
		const judgement = judged('miss-fortune', showdown);
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('4s Kh Qh Jh Th'));
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'lose',
			reason: { code: 'class', mine: 'high-card', theirs: 'pair' }
		});
		// With the ace of hearts in the hole it is a royal flush.
		expect(playerUsed(showdown, judgement, 1)).toBe(sorted('Ah Kh Qh Jh Th'));
		expect(verdict(judgement.players[1]!).result).toBe('win');
	});
});

describe('a player uses one or two of their cards, never none and never three', () => {
	it('three hole cards that would make a royal flush with the board make only ace high', () => {
		const showdown = table('Jh Th 2c 3d 4s', ['Ah Kh Qh'], { hole: '7c 8d', default: '2' });
		const judgement = judged('dedly-aloor', showdown);
		expect(classOf(judgement.players[0]!.hand!.score)).toBe('high-card');
		expect(keyOf(judgement.players[0]!.hand!.score)).toEqual([14, 13, 11, 10, 4]);
	});

	it('the kicker comes from the hole when the board holds the rest: A-K-Q-J and a 4 beats A-K-Q-J and a 3', () => {
		const showdown = table('Ac Kd Qs Jh 9c', ['2c 4d 3s'], { hole: '2h 3h', default: '2' });
		const judgement = judged('dedly-aloor', showdown);
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'kicker', hand: 'high-card', mine: 4, theirs: 3 }
		});
	});

	it('the same five values against the Boss is a push', () => {
		const showdown = table('As Kd 8c 5h 2s', ['Qc 7d 3c'], { hole: 'Qh 7s', default: '2' });
		expect(verdict(judged('dedly-aloor', showdown).players[0]!)).toEqual({
			result: 'push',
			reason: { code: 'tie', hand: 'high-card' }
		});
	});
});

describe("the Boss's default minimum hand", () => {
	it('plays his own cards when they are stronger, a kicker included: Q-Q-10-10-8 over a default Q-Q-10-10', () => {
		const showdown = table('Qh Tc Td 8s 2c', ['Qs 2h 4c', 'Qc Ah 3s', 'Th Ac 4d'], {
			hole: 'Qd 3h',
			default: 'Q Q T T'
		});
		const judgement = judged('dedly-aloor', showdown);
		expect(bossUsed(showdown, judgement)).toBe(sorted('Qd Qh Tc Td 8s'));
		expect(judgement.players.map(verdict)).toEqual([
			// Q Q 10 10 8 each: the same five values.
			{ result: 'push', reason: { code: 'tie', hand: 'two-pair' } },
			{ result: 'win', reason: { code: 'kicker', hand: 'two-pair', mine: 14, theirs: 8 } },
			// Three tens and an ace: a class above.
			{ result: 'win', reason: { code: 'class', mine: 'three-of-a-kind', theirs: 'two-pair' } }
		]);
	});

	it('against the default only its listed values count: a higher second pair wins, a lower loses', () => {
		const showdown = table('Qh Jc 5d 8s 2c', ['Qs Jd', 'Qd 5h', 'Kc Kd'], { hole: '3c 4d', default: 'Q Q T T' });
		expect(judged('dedly-aloor', showdown).players.map(verdict)).toEqual([
			{ result: 'win', reason: { code: 'set', hand: 'two-pair', mine: 11, theirs: 10 } },
			{ result: 'lose', reason: { code: 'set', hand: 'two-pair', mine: 5, theirs: 10 } },
			{ result: 'lose', reason: { code: 'class', mine: 'pair', theirs: 'two-pair' } }
		]);
	});
});

describe('Eenie Meanie: the board’s high value cannot be used by players', () => {
	it('a king high board takes the kings from a player, not from the Boss', () => {
		const showdown = table('Kh 9c 7d 4s 2c', ['Ks Kd 9h'], { hole: 'Kc 3h', default: '2 2' });
		const judgement = judged('eenie-meanie', showdown);
		expect(judgement.banned).toBe(13);
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('9h 9c 7d 4s 2c'));
		expect(bossUsed(showdown, judgement)).toBe(sorted('Kc Kh 9c 7d 4s'));
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'lose',
			reason: { code: 'set', hand: 'pair', mine: 9, theirs: 13 }
		});
	});

	it('aces rank high: an ace on the board bans aces', () => {
		const showdown = table('Ah 2h 3c 4d Kc', ['5s 9d 9c'], { hole: '7c 7d', default: '2' });
		const judgement = judged('eenie-meanie', showdown);
		expect(judgement.banned).toBe(14);
		// Without the ace there is no wheel: 5 4 3 2 is short of a straight; the nines pair instead.
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('9d 9c Kc 4d 3c'));
	});

	it('a hand that cannot make five cards ranks on what it has, with no straight or flush', () => {
		// Four kings on the board: only the 2 of hearts is usable there, so hands have 3 cards.
		// The Boss may use the kings: four of a kind against every player.
		const showdown = table('Kh Ks Kd Kc 2h', ['4h 3h Jc', 'Ah As 9c'], { hole: '5h 5d', default: '4 4' });
		const judgement = judged('eenie-meanie', showdown);
		expect(classOf(judgement.boss.plays === 'cards' ? judgement.boss.hand.score : 0)).toBe('four-of-a-kind');
		expect(judgement.players.map((v) => v.hand!.cards.length)).toEqual([3, 3]);
		// 4 3 2, all hearts, would be a flush and nearly a straight: with 3 cards it is jack high.
		expect(classOf(judgement.players[0]!.hand!.score)).toBe('high-card');
		expect(keyOf(judgement.players[0]!.hand!.score)).toEqual([11, 4, 2, 0, 0]);
		expect(playerUsed(showdown, judgement, 1)).toBe(sorted('Ah As 2h'));
		expect(keyOf(judgement.players[1]!.hand!.score)).toEqual([14, 2, 0, 0, 0]);
	});

	it('a short hand loses to a longer one equal as far as it goes', () => {
		// Kings banned: the player has 9 9 9 from the board's 9 and two of his own, and the 2: four cards.
		const showdown = table('Ks Kh 8d 9h 2c', ['9s 9d Kc'], { hole: '4c 3d', default: '9 9 9 A' });
		const judgement = judged('eenie-meanie', showdown);
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('9s 9d 9h 8d 2c'));
		// Against a default of three nines with an ace listed, the ace decides.
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'lose',
			reason: { code: 'kicker', hand: 'three-of-a-kind', mine: 8, theirs: 14 }
		});
		// A three-card pair of nines with a 7, against a default listing a 5 after the 7.
		expect(versus(scoreHand(codes('9s 9d 7c')), { plays: 'default', score: defaultHandScore([9, 9, 7, 5]) })).toEqual({
			result: 'lose',
			reason: { code: 'short', hand: 'pair', theirs: 5 }
		});
	});

	it('a player whose every card is of the banned value has no hand and loses', () => {
		const showdown = table('Ah 9c 7d 4s 2c', ['As Ad Ac'], { hole: '3c 3d', default: '2' });
		expect(verdict(judged('eenie-meanie', showdown).players[0]!)).toEqual({
			result: 'lose',
			reason: { code: 'no-hand' }
		});
	});
});

describe("the Boatman's Toll", () => {
	// Toll 7: the board's two sevens and a player's own seven cost a Soul each to use.
	const board = '7h 7d Kc 4s 2c';
	const boss = { hole: '3h 3d', tolls: '7s', default: '2' };
	// The same cards for each player (a table would not have them twice; the judge does not mind).
	const seat = (tollsPaid: number) => ({ hole: '7c Kd Qh', tollsPaid });

	it('a player uses a Toll value only as many times as they paid a Soul', () => {
		const showdown = table(board, [seat(0), seat(1), seat(2), seat(3)], boss);
		const judgement = judged('the-boatman', showdown);
		expect([0, 1, 2, 3].map((s) => playerUsed(showdown, judgement, s))).toEqual([
			sorted('Kd Qh Kc 4s 2c'),
			sorted('Kd Qh Kc 7h 4s'),
			sorted('Kd Qh Kc 7h 7d'),
			sorted('7c Kd 7h 7d Kc')
		]);
		expect(judgement.players.map((v) => classOf(v.hand!.score))).toEqual(['pair', 'pair', 'two-pair', 'full-house']);
	});

	it('the Boatman uses his Toll card as one of his own, at most two of them', () => {
		const showdown = table(board, [seat(0), seat(3)], boss);
		const judgement = judged('the-boatman', showdown);
		// 7s (his Toll) with the board's 7h 7d, K and 4: three sevens. A full house (7 7 7 3 3) would take three of his own.
		expect(judgement.boss.plays === 'cards' && judgement.boss.hand.cards.filter((ref) => ref.from === 'toll')).toEqual([
			{ from: 'toll', index: 0 }
		]);
		expect(classOf(judgement.boss.plays === 'cards' ? judgement.boss.hand.score : 0)).toBe('three-of-a-kind');
		expect(judgement.players.map(verdict)).toEqual([
			{ result: 'lose', reason: { code: 'class', mine: 'pair', theirs: 'three-of-a-kind' } },
			{ result: 'win', reason: { code: 'class', mine: 'full-house', theirs: 'three-of-a-kind' } }
		]);
	});

	it('needs the Toll card entered', () => {
		expect(judgeShowdown('the-boatman', table(board, [seat(0)], { ...boss, tolls: '' }))).toEqual({
			status: 'needs',
			needs: [{ code: 'toll' }]
		});
	});
});

describe('Jack Potts: stacked cards are legal Community cards', () => {
	it('a player uses stacked cards with one of their own', () => {
		const showdown = table('Ah 9c 7d 4s 2c Ad 9s', ['As Kd 3h'], { hole: 'Qc Jc', default: 'K K' });
		const judgement = judged('jack-potts', showdown);
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('As Ah Ad 9c 9s'));
		// The Boss: aces and nines from the board, his queen as the kicker.
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'class', mine: 'full-house', theirs: 'two-pair' }
		});
	});

	it('still one or two of their own, however rich the board', () => {
		const showdown = table('Ah Kh Qh 4s 2c Ad Kd Qd', ['Jh Th 9h'], { hole: '3c 3d', default: '2' });
		const judgement = judged('jack-potts', showdown);
		// J 10 of hearts with A K Q of hearts: a royal flush, two of his own.
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('Ah Kh Qh Jh Th'));
	});

	it('Eenie Meanie’s value comes from the five Community cards only', () => {
		expect(judged('eenie-meanie', table('9h 8c 7d 4s 2c', ['Ks Kd 3h'], { hole: '3c 3d', default: '2' })).banned).toBe(
			9
		);
	});
});

describe('Red Jack', () => {
	it('tells each player’s total: exactly 21 a Soul, over 21 a Temptation and a Curse', () => {
		const showdown = table('9h 5d 4s Kc 2c', ['Ah Kd', 'Kh Qd 5c', '8h 8s'], { hole: 'Ts 8d', default: '2' });
		const judgement = judged('red-jack', showdown);
		expect(judgement.players.map((v) => v.twentyOne)).toEqual([
			{ total: 21, outcome: 'twenty-one' },
			{ total: 25, outcome: 'bust' },
			{ total: 16, outcome: null }
		]);
		expect(judgement.bossTotal).toBe(18);
	});

	it('draws until over 16: the judge waits for his next card', () => {
		const cardsFor = (hole: string) => table('9h 5d 4s Kc 2c', ['Ah Kd'], { hole, default: '2' });
		expect(judgeShowdown('red-jack', cardsFor('Ts 6h'))).toEqual({
			status: 'needs',
			needs: [{ code: 'red-jack-draws', total: 16 }]
		});
		// A soft 17 (ace and six) stands.
		expect(judgeShowdown('red-jack', cardsFor('As 6h')).status).toBe('judged');
	});

	it('over 21 he plays his default hand', () => {
		const showdown = table('9h 5d 4s Kc 2c', ['Ah Kd'], { hole: 'Ts 6h 9d', default: 'Q Q' });
		const judgement = judged('red-jack', showdown);
		expect(judgement.boss.plays).toBe('default');
		// The player: A K with K 9 5: a pair of kings over the default's queens.
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'set', hand: 'pair', mine: 13, theirs: 12 }
		});
	});

	it('he may use all his cards: sixes full of fives takes all three of his, two would make three sixes', () => {
		const showdown = table('6h 5d Kc 9s 2c', ['Kh Ks'], { hole: '6s 6d 5c', default: '2' });
		const judgement = judged('red-jack', showdown);
		expect(bossUsed(showdown, judgement)).toBe(sorted('6s 6d 5c 6h 5d'));
		// Kings with the board's K: three kings, below his full house.
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'lose',
			reason: { code: 'class', mine: 'three-of-a-kind', theirs: 'full-house' }
		});
	});
});

describe('Nick Hauss and the Devil may use all three of their cards', () => {
	const showdown = table('As Kc Kd 7s 2h', ['Kh Ks 3c'], { hole: 'Ah Ad Ac', default: '2' });

	it.each(['nick-hauss', 'devil'] as const)('%s: four aces with three of his own beat four kings', (boss) => {
		const judgement = judged(boss, showdown);
		expect(bossUsed(showdown, judgement)).toBe(sorted('Ah Ad Ac As Kc'));
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'lose',
			reason: { code: 'set', hand: 'four-of-a-kind', mine: 13, theirs: 14 }
		});
	});

	it('a Minion with the same cards uses two: aces full of kings, beaten by four kings', () => {
		const judgement = judged('demona', showdown);
		expect(classOf(judgement.boss.plays === 'cards' ? judgement.boss.hand.score : 0)).toBe('full-house');
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'class', mine: 'four-of-a-kind', theirs: 'full-house' }
		});
	});
});

describe('Wild copies', () => {
	it('a Wild declared as an ace makes five aces, above a straight flush', () => {
		const showdown = table('Ah Ad Ac 7s 2h', [{ hole: 'As 3c', wild: 'Ah' }, '5h 6h 3d'], {
			hole: '3h 4h',
			default: 'K K K K'
		});
		const judgement = judged('dedly-aloor', showdown);
		expect(playerUsed(showdown, judgement, 0)).toBe(sorted('As Ah Ah Ad Ac'));
		expect(verdict(judgement.players[0]!)).toEqual({
			result: 'win',
			reason: { code: 'class', mine: 'five-of-a-kind', theirs: 'four-of-a-kind' }
		});
	});
});

describe('a Boss added by name', () => {
	it('plays by the plain rules, with the default hand the table enters', () => {
		const showdown = table('Qh Tc 4d 3s 2c', ['Qs Td 6c', 'As Ks 6d'], { hole: '7c 8d', default: 'Q Q T T' });
		expect(judged('custom', showdown).players.map(verdict)).toEqual([
			{ result: 'push', reason: { code: 'default-tie', hand: 'two-pair' } },
			{ result: 'lose', reason: { code: 'class', mine: 'high-card', theirs: 'two-pair' } }
		]);
	});
});

describe('what the judge needs first', () => {
	it('five Community cards, a card for each player and the Boss, and the default hand', () => {
		const showdown = table('Ah Ad Ac', ['', '5h'], { hole: '', default: '2' });
		expect(judgeShowdown('dedly-aloor', { ...showdown, boss: { ...showdown.boss, defaultHand: [] } })).toEqual({
			status: 'needs',
			needs: [{ code: 'board', have: 3 }, { code: 'hole', player: 0 }, { code: 'boss-hole' }, { code: 'default-hand' }]
		});
	});
});
