// Poker hands of up to five cards, scored as one number so that a higher hand is a larger
// number: the class in the top bits, then up to five rank nibbles, the deciding rank first
// (a set before its kickers, the higher pair before the lower). A hand of fewer than five cards
// (Eenie Meanie can leave a player short) leaves its last nibbles 0, below any card, and never
// makes a straight or a flush. Wild copies may repeat a card, so five of a kind exists and
// ranks above a straight flush.
// Cards are small numbers (see cardCode): the hot loops allocate nothing.
import { rankValue, SUITS, type Rank, type Suit } from '../../shared/cards';

export const HAND_CLASSES = [
	'high-card',
	'pair',
	'two-pair',
	'three-of-a-kind',
	'straight',
	'flush',
	'full-house',
	'four-of-a-kind',
	'straight-flush',
	'five-of-a-kind'
] as const;
export type HandClass = (typeof HAND_CLASSES)[number];

/** A card with its suit, as the judge needs it: Hell of a Deal plays ace high (and low in A-2-3-4-5). */
export type SuitedCard = { rank: Rank; suit: Suit };

/** A card as one number: the value (2 to 14, ace 14) times four plus the suit. */
export type CardCode = number;

export const ACE_VALUE = 14;
const NIBBLES = 5;
const CLASS_SHIFT = 4 * NIBBLES;
/** No cards at all: below every hand. */
export const NO_HAND = 0;
/** Ace, 5, 4, 3, 2 as value bits: the wheel, a straight to the five. */
const WHEEL = (1 << ACE_VALUE) | 0b111100;

/** A class's place in the order, 0 for high card. */
function classIndex(handClass: HandClass): number {
	return HAND_CLASSES.indexOf(handClass);
}
const HIGH_CARD = classIndex('high-card');
const PAIR = classIndex('pair');
const TWO_PAIR = classIndex('two-pair');
const THREE = classIndex('three-of-a-kind');
const STRAIGHT = classIndex('straight');
const FLUSH = classIndex('flush');
const FULL_HOUSE = classIndex('full-house');
const FOUR = classIndex('four-of-a-kind');
const STRAIGHT_FLUSH = classIndex('straight-flush');
const FIVE = classIndex('five-of-a-kind');

export function cardCode(card: SuitedCard): CardCode {
	return (rankValue(card.rank, true) << 2) | SUITS.indexOf(card.suit);
}

export function valueOf(code: CardCode): number {
	return code >> 2;
}

function pack(handClass: number, key: number, length: number): number {
	return handClass * (1 << CLASS_SHIFT) + key * (1 << (4 * (NIBBLES - length)));
}

/** The five values of a flush, highest first, repeats included (a Wild copy can repeat one). */
function flushKey(cards: ArrayLike<CardCode>): number {
	const values = [
		valueOf(cards[0]!),
		valueOf(cards[1]!),
		valueOf(cards[2]!),
		valueOf(cards[3]!),
		valueOf(cards[4]!)
	].sort((a, b) => b - a);
	return values.reduce((key, value) => (key << 4) | value, 0);
}

const counts = new Uint8Array(ACE_VALUE + 1);

/** The score of the first `size` cards (0 to 5) of `cards`. */
export function scoreHand(cards: ArrayLike<CardCode>, size: number = cards.length): number {
	if (size === 0) return NO_HAND;
	let bits = 0;
	let suits = 0;
	for (let i = 0; i < size; i++) {
		const code = cards[i]!;
		const value = code >> 2;
		counts[value]!++;
		bits |= 1 << value;
		suits |= 1 << (code & 3);
	}
	// Values by how often they appear, each list highest first: singles, pairs, and the one set.
	let singles = 0;
	let singleCount = 0;
	let pairs = 0;
	let pairCount = 0;
	let set = 0;
	let setSize = 0;
	for (let rest = bits; rest;) {
		const value = 31 - Math.clz32(rest);
		rest ^= 1 << value;
		const count = counts[value]!;
		counts[value] = 0;
		if (count === 1) {
			singles = (singles << 4) | value;
			singleCount++;
		} else if (count === 2) {
			pairs = (pairs << 4) | value;
			pairCount++;
		} else {
			set = value;
			setSize = count;
		}
	}
	const flush = size === 5 && (suits & (suits - 1)) === 0;
	if (setSize === 5) return pack(FIVE, set, 1);
	if (setSize === 4) return pack(FOUR, (set << (4 * singleCount)) | singles, 1 + singleCount);
	if (setSize === 3 && pairCount === 1) return pack(FULL_HOUSE, (set << 4) | pairs, 2);
	if (flush && singleCount < 5) return pack(FLUSH, flushKey(cards), 5);
	if (setSize === 3) return pack(THREE, (set << (4 * singleCount)) | singles, 1 + singleCount);
	if (pairCount === 2) return pack(TWO_PAIR, (pairs << (4 * singleCount)) | singles, 2 + singleCount);
	if (pairCount === 1) return pack(PAIR, (pairs << (4 * singleCount)) | singles, 1 + singleCount);
	if (singleCount === 5) {
		const top = singles >> 16;
		const straightTo = bits === WHEEL ? 5 : bits === 0b11111 << (top - 4) ? top : 0;
		if (straightTo) return pack(flush ? STRAIGHT_FLUSH! : STRAIGHT, straightTo, 1);
		if (flush) return pack(FLUSH, singles, 5);
	}
	return pack(HIGH_CARD, singles, singleCount);
}

export function classOf(score: number): HandClass {
	return HAND_CLASSES[Math.floor(score / (1 << CLASS_SHIFT))]!;
}

/** The rank values a score is decided on, in order; 0 where a short hand has no card. */
export function keyOf(score: number): number[] {
	return Array.from({ length: NIBBLES }, (_, i) => (score >> (4 * (NIBBLES - 1 - i))) & 0xf);
}
