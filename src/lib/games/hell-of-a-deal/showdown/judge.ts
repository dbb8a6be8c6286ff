// The showdown judged from the cards on the table: each player's best hand against the Boss's,
// a win, a loss or a push with the reason, under the Boss's rules (see boss-hands.ts).
// Readings taken where the rulebook leaves room:
// - The Boss's default minimum hand is its printed values alone (no suits, no kickers). Against
//   it, only the values it lists are compared: a player equal on those pushes, whatever their
//   kickers. The Boss plays its own cards when they score higher than the default, and a
//   hand with a kicker scores higher than the same hand without one.
// - Eenie Meanie's high value is the board's highest (aces high), and it binds players only.
// - A Toll value can be used by a player once per Soul they paid for Tolls, on any card.
// - Red Jack plays his default hand when over 21, otherwise his best hand from any number of his
//   cards; players' totals are told beside their verdicts, counted by the table as before.
import { SUITS, type Rank } from '../../shared/cards';
import type { BossId, HandResult } from '../rules';
import { bestHand, type FoundHand } from './best-hand';
import { blackjackTotal, RED_JACK_STANDS_OVER, TWENTY_ONE, twentyOneOutcome } from './blackjack';
import { bossHands } from './boss-hands';
import { cardCode, classOf, keyOf, scoreHand, valueOf, type HandClass, type SuitedCard } from './evaluate';

/** A player's card; a Wild copy is the card its holder declared, and may repeat one on the table. */
export type HeldCard = SuitedCard & { wild?: boolean };

export type ShowdownCards = {
	/** The five Community cards, then any Jack Potts stacked on them. */
	board: readonly SuitedCard[];
	/** The players still in, in seat order. */
	players: readonly { hole: readonly HeldCard[]; tollsPaid: number }[];
	boss: { hole: readonly SuitedCard[]; tolls: readonly SuitedCard[]; defaultHand: readonly Rank[] };
};

/** A card a hand uses: which list it is in, and where. */
export type CardRef = { from: 'board' | 'hole' | 'toll'; index: number };
export type MadeHand = { score: number; cards: CardRef[] };

export type BossPlay = { plays: 'default'; score: number } | { plays: 'cards'; hand: MadeHand };

/** Why a verdict is what it is. Values are 2 to 14 (ace 14). */
export type Reason =
	| { code: 'class'; mine: HandClass; theirs: HandClass }
	| { code: 'set' | 'card' | 'kicker'; hand: HandClass; mine: number; theirs: number }
	/** Equal until the player's short hand (Eenie Meanie) runs out of cards. */
	| { code: 'short'; hand: HandClass; theirs: number }
	| { code: 'tie' | 'default-tie'; hand: HandClass }
	| { code: 'no-hand' };

export type PlayerVerdict = {
	result: HandResult;
	reason: Reason;
	hand: MadeHand | null;
	/** Against Red Jack: the total of the player's cards and what it brings. */
	twentyOne: { total: number; outcome: 'bust' | 'twenty-one' | null } | null;
};

/** What the judge still needs before it can decide. */
export type Needed =
	| { code: 'board'; have: number }
	| { code: 'hole'; player: number }
	| { code: 'boss-hole' }
	| { code: 'toll' }
	| { code: 'default-hand' }
	| { code: 'red-jack-draws'; total: number };

export type Judgement =
	| { status: 'needs'; needs: Needed[] }
	| { status: 'judged'; boss: BossPlay; bossTotal: number | null; banned: number | null; players: PlayerVerdict[] };

export const BOARD_CARDS = 5;

/** Eenie Meanie's value: the highest on the five Community cards, aces high. */
export function boardHighValue(board: readonly SuitedCard[]): number | null {
	const values = board.slice(0, BOARD_CARDS).map((card) => valueOf(cardCode(card)));
	return values.length ? Math.max(...values) : null;
}

function valueBits(cards: readonly SuitedCard[]): number {
	return cards.reduce((bits, card) => bits | (1 << valueOf(cardCode(card))), 0);
}

/** The default minimum hand as cards of mixed suits, so it never makes a flush. */
export function defaultHandScore(ranks: readonly Rank[]): number {
	return scoreHand(ranks.map((rank, i) => cardCode({ rank, suit: SUITS[i % SUITS.length]! })));
}

function needs(boss: BossId, cards: ShowdownCards): Needed[] {
	const rules = bossHands(boss);
	const list: Needed[] = [];
	if (cards.board.length < BOARD_CARDS) list.push({ code: 'board', have: cards.board.length });
	cards.players.forEach((player, index) => {
		if (player.hole.length === 0) list.push({ code: 'hole', player: index });
	});
	if (cards.boss.hole.length === 0) list.push({ code: 'boss-hole' });
	if (rules.tolls && cards.boss.tolls.length === 0) list.push({ code: 'toll' });
	if (cards.boss.defaultHand.length === 0) list.push({ code: 'default-hand' });
	const total = blackjackTotal(cards.boss.hole);
	if (rules.blackjack && cards.boss.hole.length > 0 && total <= RED_JACK_STANDS_OVER)
		list.push({ code: 'red-jack-draws', total });
	return list;
}

function made(found: FoundHand, ownFrom: (index: number) => CardRef): MadeHand {
	return {
		score: found.score,
		cards: [...found.own.map(ownFrom), ...found.board.map((index): CardRef => ({ from: 'board', index }))]
	};
}

/** How many leading positions of each class are sets, and how many single cards after them. */
const SETS: Partial<Record<HandClass, number>> = {
	'five-of-a-kind': 1,
	'four-of-a-kind': 1,
	'full-house': 2,
	'three-of-a-kind': 1,
	'two-pair': 2,
	pair: 1
};
const CARDS: Partial<Record<HandClass, number>> = { 'straight-flush': 1, flush: 5, straight: 1, 'high-card': 1 };

function roleAt(hand: HandClass, position: number): 'set' | 'card' | 'kicker' {
	const sets = SETS[hand] ?? 0;
	if (position < sets) return 'set';
	return position < sets + (CARDS[hand] ?? 0) ? 'card' : 'kicker';
}

/**
 * A player's hand against the Boss's. Against the default hand only the values it lists count:
 * the default has no kickers, so equal on those is a push.
 */
export function versus(mine: number, boss: BossPlay): { result: HandResult; reason: Reason } {
	const theirs = boss.plays === 'default' ? boss.score : boss.hand.score;
	const mineClass = classOf(mine);
	const theirClass = classOf(theirs);
	if (mineClass !== theirClass)
		return { result: mine > theirs ? 'win' : 'lose', reason: { code: 'class', mine: mineClass, theirs: theirClass } };
	const mineKey = keyOf(mine);
	const theirKey = keyOf(theirs);
	for (let position = 0; position < mineKey.length; position++) {
		const [a, b] = [mineKey[position]!, theirKey[position]!];
		if (boss.plays === 'default' && b === 0) break;
		if (a === b) continue;
		const result = a > b ? 'win' : 'lose';
		if (a === 0) return { result, reason: { code: 'short', hand: mineClass, theirs: b } };
		return { result, reason: { code: roleAt(mineClass, position), hand: mineClass, mine: a, theirs: b } };
	}
	return { result: 'push', reason: { code: boss.plays === 'default' ? 'default-tie' : 'tie', hand: mineClass } };
}

function bossPlay(boss: BossId, cards: ShowdownCards): BossPlay {
	const rules = bossHands(boss);
	const defaultScore = defaultHandScore(cards.boss.defaultHand);
	const asDefault: BossPlay = { plays: 'default', score: defaultScore };
	if (rules.blackjack && blackjackTotal(cards.boss.hole) > TWENTY_ONE) return asDefault;
	const own = [...cards.boss.hole, ...(rules.tolls ? cards.boss.tolls : [])];
	const found = bestHand(own.map(cardCode), cards.board.map(cardCode), { mostOwn: rules.bossMostUsed });
	if (!found || found.score <= defaultScore) return asDefault;
	const holeCount = cards.boss.hole.length;
	return {
		plays: 'cards',
		hand: made(found, (index) =>
			index < holeCount ? { from: 'hole', index } : { from: 'toll', index: index - holeCount }
		)
	};
}

export function judgeShowdown(boss: BossId, cards: ShowdownCards): Judgement {
	const missing = needs(boss, cards);
	if (missing.length) return { status: 'needs', needs: missing };
	const rules = bossHands(boss);
	const play = bossPlay(boss, cards);
	const banned = rules.boardHighBanned ? boardHighValue(cards.board) : null;
	const board = cards.board.map(cardCode);
	const players = cards.players.map((player): PlayerVerdict => {
		const found = bestHand(player.hole.map(cardCode), board, {
			mostOwn: 2,
			excluded: banned === null ? 0 : 1 << banned,
			tollValues: rules.tolls ? valueBits(cards.boss.tolls) : 0,
			tollsPaid: player.tollsPaid
		});
		const total = blackjackTotal(player.hole);
		const twentyOne = rules.blackjack ? { total, outcome: twentyOneOutcome(total) } : null;
		if (!found) return { result: 'lose', reason: { code: 'no-hand' }, hand: null, twentyOne };
		return { ...versus(found.score, play), hand: made(found, (index) => ({ from: 'hole', index })), twentyOne };
	});
	return {
		status: 'judged',
		boss: play,
		bossTotal: rules.blackjack ? blackjackTotal(cards.boss.hole) : null,
		banned,
		players
	};
}
