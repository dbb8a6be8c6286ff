// The best hand one seat at the showdown can make from its own cards and the board: at least one
// of its own cards, at most `mostOwn`, the rest from the board, five cards in all when it can.
// Cards a Boss forbids are left out before the search: Eenie Meanie's value is unusable, and a
// Toll value only as often as its Souls were paid. When no five-card hand is allowed, the hand
// is the largest one that is ("rank what legal cards you can play").
import { scoreHand, valueOf, type CardCode } from './evaluate';

export type HandLimits = {
	/** The most of its own cards a hand may use (at least one is always used). */
	mostOwn: number;
	/** Values (as bits, 1 << value) nobody may use: Eenie Meanie's. */
	excluded?: number;
	/** Values (as bits) that may be used only as many times as `tollsPaid`: the Boatman's Tolls. */
	tollValues?: number;
	tollsPaid?: number;
};

/** A hand found: its score and which cards it uses, as indices into the lists searched. */
export type FoundHand = { score: number; own: number[]; board: number[] };

const HAND_SIZE = 5;

/** Every way to choose `size` of `count` places, each in increasing order; kept, as tables repeat them. */
const ways = new Map<string, readonly (readonly number[])[]>();
function choose(count: number, size: number): readonly (readonly number[])[] {
	const key = `${count}:${size}`;
	let found = ways.get(key);
	if (!found) {
		const list: number[][] = [];
		const pick = (from: number, chosen: number[]) => {
			if (chosen.length === size) {
				list.push(chosen);
				return;
			}
			for (let i = from; i <= count - (size - chosen.length); i++) pick(i + 1, [...chosen, i]);
		};
		pick(0, []);
		found = list;
		ways.set(key, found);
	}
	return found;
}

function usableIndices(cards: readonly CardCode[], excluded: number): number[] {
	return cards.flatMap((code, index) => ((excluded >> valueOf(code)) & 1 ? [] : [index]));
}

/**
 * The best allowed hand, or null when none of the seat's own cards may be used (then it has no
 * hand at all). Of equal hands the first found is kept.
 */
export function bestHand(own: readonly CardCode[], board: readonly CardCode[], limits: HandLimits): FoundHand | null {
	const { mostOwn, excluded = 0, tollValues = 0, tollsPaid = 0 } = limits;
	const ownUsable = usableIndices(own, excluded);
	const boardUsable = usableIndices(board, excluded);
	const mostOwnUsed = Math.min(mostOwn, ownUsable.length);
	const cards = new Int32Array(HAND_SIZE);
	const isToll = (code: CardCode) => (tollValues >> valueOf(code)) & 1;
	for (let size = Math.min(HAND_SIZE, mostOwnUsed + boardUsable.length); size >= 1; size--) {
		let best: FoundHand | null = null;
		for (let fromOwn = Math.max(1, size - boardUsable.length); fromOwn <= Math.min(mostOwnUsed, size); fromOwn++) {
			const boardWays = choose(boardUsable.length, size - fromOwn);
			for (const ownWay of choose(ownUsable.length, fromOwn)) {
				let ownTolls = 0;
				for (let at = 0; at < fromOwn; at++) {
					const code = own[ownUsable[ownWay[at]!]!]!;
					cards[at] = code;
					ownTolls += isToll(code);
				}
				if (ownTolls > tollsPaid) continue;
				for (const boardWay of boardWays) {
					let tolls = ownTolls;
					for (let at = 0; at < boardWay.length; at++) {
						const code = board[boardUsable[boardWay[at]!]!]!;
						cards[fromOwn + at] = code;
						tolls += isToll(code);
					}
					if (tolls > tollsPaid) continue;
					const score = scoreHand(cards, size);
					if (!best || score > best.score) {
						best = { score, own: ownWay.map((i) => ownUsable[i]!), board: boardWay.map((i) => boardUsable[i]!) };
					}
				}
			}
		}
		if (best) return best;
	}
	return null;
}
