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

/** Every way to choose `size` of the indices in `from`, each in increasing order. */
function choose(from: readonly number[], size: number): number[][] {
	if (size === 0) return [[]];
	const ways: number[][] = [];
	for (let i = 0; i + size <= from.length; i++) {
		for (const rest of choose(from.slice(i + 1), size - 1)) ways.push([from[i]!, ...rest]);
	}
	return ways;
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
			const boardWays = choose(boardUsable, size - fromOwn);
			for (const ownWay of choose(ownUsable, fromOwn)) {
				let ownTolls = 0;
				ownWay.forEach((index, at) => {
					cards[at] = own[index]!;
					ownTolls += isToll(own[index]!);
				});
				if (ownTolls > tollsPaid) continue;
				for (const boardWay of boardWays) {
					let tolls = ownTolls;
					boardWay.forEach((index, at) => {
						cards[fromOwn + at] = board[index]!;
						tolls += isToll(board[index]!);
					});
					if (tolls > tollsPaid) continue;
					const score = scoreHand(cards, size);
					if (!best || score > best.score) best = { score, own: ownWay, board: boardWay };
				}
			}
		}
		if (best) return best;
	}
	return null;
}
