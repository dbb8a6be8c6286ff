// The cards as the table enters them into the judge, place by place (the board, Jack Potts'
// stack, each player, the Boss, his Tolls, his default hand), with the checks made at entry:
// a card already on the table is refused (a Wild copy may repeat one), Jack Potts stacks only
// on a matching Community card, one each.
import type { Rank } from '../../shared/cards';
import type { BossId } from '../rules';
import { bossHands } from './boss-hands';
import type { SuitedCard } from './evaluate';
import { BOARD_CARDS, type HeldCard, type ShowdownCards } from './judge';

export type Place = 'board' | 'stacked' | 'boss' | 'tolls' | 'default' | { seat: number };

export type Entries = {
	board: SuitedCard[];
	stacked: SuitedCard[];
	boss: SuitedCard[];
	tolls: SuitedCard[];
	defaultHand: Rank[];
	/** By seat; seats that folded stay empty. */
	players: HeldCard[][];
	tollsPaid: number[];
};

/** A place to enter, with the cards it is dealt and the most it can hold. */
export type PlaceSpec = { place: Place; want: number; most: number };

/** Players and the Boss can gain cards in play (Offerings, Dedly Aloor, Red Jack's draws). */
const EXTRA_CARDS = 4;
const MOST_TOLLS = 3;
/** Souls a player can pay for Toll values: one per card, and a hand has five. */
export const MOST_TOLLS_PAID = 5;
const DEFAULT_HAND_CARDS = 5;

export function newEntries(seats: number): Entries {
	return {
		board: [],
		stacked: [],
		boss: [],
		tolls: [],
		defaultHand: [],
		players: Array.from({ length: seats }, () => []),
		tollsPaid: new Array<number>(seats).fill(0)
	};
}

/** The places to fill at this Boss's showdown, in the order a table deals. */
export function placesFor(boss: BossId, seatsIn: readonly number[]): PlaceSpec[] {
	const rules = bossHands(boss);
	return [
		{ place: 'board', want: BOARD_CARDS, most: BOARD_CARDS },
		...(rules.stackedExtras ? [{ place: 'stacked' as const, want: 0, most: BOARD_CARDS }] : []),
		...seatsIn.map((seat) => ({ place: { seat }, want: rules.playerCards, most: rules.playerCards + EXTRA_CARDS })),
		{ place: 'boss', want: rules.bossCards, most: rules.bossCards + EXTRA_CARDS },
		...(rules.tolls ? [{ place: 'tolls' as const, want: 1, most: MOST_TOLLS }] : []),
		{ place: 'default', want: 0, most: DEFAULT_HAND_CARDS }
	];
}

export function cardsAt(entries: Entries, place: Exclude<Place, 'default'>): readonly HeldCard[] {
	return typeof place === 'object' ? entries.players[place.seat]! : entries[place];
}

/** How many cards (or, for the default hand, values) a place holds. */
export function countAt(entries: Entries, place: Place): number {
	return place === 'default' ? entries.defaultHand.length : cardsAt(entries, place).length;
}

const CARD_PLACES = (entries: Entries): Exclude<Place, 'default'>[] => [
	'board',
	'stacked',
	...entries.players.map((_, seat) => ({ seat })),
	'boss',
	'tolls'
];

/** Every card on the table, Wild copies apart: what the picker shows as face up. */
export function cardsOut(entries: Entries): SuitedCard[] {
	return CARD_PLACES(entries).flatMap((place) => cardsAt(entries, place).filter((card) => !card.wild));
}

export type EntryRefusal =
	{ code: 'duplicate'; where: Exclude<Place, 'default'> } | { code: 'full'; most: number } | { code: 'not-stackable' };

/** Whether a card can go to a place: refused if it is already on the table, or the place is full. */
export function checkCard(entries: Entries, spec: PlaceSpec, card: SuitedCard, wild: boolean): EntryRefusal | null {
	if (countAt(entries, spec.place) >= spec.most) return { code: 'full', most: spec.most };
	if (!wild) {
		const where = CARD_PLACES(entries).find((place) =>
			cardsAt(entries, place).some((held) => !held.wild && held.rank === card.rank && held.suit === card.suit)
		);
		if (where) return { code: 'duplicate', where };
	}
	if (spec.place === 'stacked') {
		const onBoard = entries.board.filter((held) => held.rank === card.rank).length;
		const stacked = entries.stacked.filter((held) => held.rank === card.rank).length;
		if (stacked >= onBoard) return { code: 'not-stackable' };
	}
	return null;
}

/** The entries with a card added (checked first with checkCard). */
export function withCard(entries: Entries, place: Exclude<Place, 'default'>, card: SuitedCard, wild: boolean): Entries {
	const held: HeldCard = wild ? { ...card, wild: true } : card;
	if (typeof place === 'object')
		return {
			...entries,
			players: entries.players.map((cards, seat) => (seat === place.seat ? [...cards, held] : cards))
		};
	return { ...entries, [place]: [...entries[place], held] };
}

export function withDefaultValue(entries: Entries, rank: Rank): Entries {
	return entries.defaultHand.length >= DEFAULT_HAND_CARDS
		? entries
		: { ...entries, defaultHand: [...entries.defaultHand, rank] };
}

/** The entries with the card (or default value) at `index` of a place taken away. */
export function without(entries: Entries, place: Place, index: number): Entries {
	const drop = <T>(list: readonly T[]) => list.filter((_, at) => at !== index);
	if (place === 'default') return { ...entries, defaultHand: drop(entries.defaultHand) };
	if (typeof place === 'object')
		return { ...entries, players: entries.players.map((cards, seat) => (seat === place.seat ? drop(cards) : cards)) };
	return { ...entries, [place]: drop(entries[place]) };
}

export function withTollsPaid(entries: Entries, seat: number, souls: number): Entries {
	return { ...entries, tollsPaid: entries.tollsPaid.map((paid, at) => (at === seat ? souls : paid)) };
}

/** What the judge is given: the players still in, in seat order. */
export function showdownCards(entries: Entries, seatsIn: readonly number[]): ShowdownCards {
	return {
		board: [...entries.board, ...entries.stacked],
		players: seatsIn.map((seat) => ({ hole: entries.players[seat]!, tollsPaid: entries.tollsPaid[seat]! })),
		boss: { hole: entries.boss, tolls: entries.tolls, defaultHand: entries.defaultHand }
	};
}
