// How fast Hell of a Deal's showdown judge is: five-card evaluations per second (target at
// least 1,000,000) and a whole 4-player showdown judged (target under 5 ms), on the worst board
// there is: Jack Potts with five cards stacked, ten Community cards to choose from.
import { bench, describe, expect } from 'vitest';
import { RANKS, SUITS } from '$lib/games/shared/cards';
import { cardCode, scoreHand, type SuitedCard } from '$lib/games/hell-of-a-deal/showdown/evaluate';
import { judgeShowdown, type ShowdownCards } from '$lib/games/hell-of-a-deal/showdown/judge';

const DECK: SuitedCard[] = RANKS.flatMap((rank) => SUITS.map((suit) => ({ rank, suit })));
const HANDS = 100_000;

/** A small seeded generator (mulberry32), so every run measures the same hands. */
function seeded(seed: number): () => number {
	let state = seed;
	return () => {
		state = (state + 0x6d2b79f5) | 0;
		let t = Math.imul(state ^ (state >>> 15), 1 | state);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

function shuffled(random: () => number): SuitedCard[] {
	const deck = [...DECK];
	for (let i = deck.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		[deck[i], deck[j]] = [deck[j]!, deck[i]!];
	}
	return deck;
}

const random = seeded(11);
/** HANDS random five-card hands, five codes each, back to back. */
const hands = new Int32Array(HANDS * 5);
for (let hand = 0; hand < HANDS; hand++) {
	shuffled(random)
		.slice(0, 5)
		.forEach((card, i) => (hands[hand * 5 + i] = cardCode(card)));
}

function evaluateAll(): number {
	let total = 0;
	for (let hand = 0; hand < HANDS; hand++) total += scoreHand(hands.subarray(hand * 5, hand * 5 + 5), 5);
	return total;
}

const deck = shuffled(random);
const deal = (count: number) => deck.splice(0, count);
const showdown: ShowdownCards = {
	board: deal(10),
	players: Array.from({ length: 4 }, () => ({ hole: deal(3), tollsPaid: 0 })),
	boss: { hole: deal(2), tolls: [], defaultHand: [12, 12, 10, 10] }
};
expect(judgeShowdown('jack-potts', showdown).status).toBe('judged');

// The figures themselves, measured once outside vitest's table: best of five passes.
function perSecond(run: () => void, count: number): number {
	let best = Infinity;
	for (let pass = 0; pass < 5; pass++) {
		const start = performance.now();
		run();
		best = Math.min(best, performance.now() - start);
	}
	return (count / best) * 1000;
}
evaluateAll();
const evaluations = perSecond(evaluateAll, HANDS);
const judged = perSecond(() => {
	for (let i = 0; i < 100; i++) judgeShowdown('jack-potts', showdown);
}, 100);
console.log(
	`Five-card evaluations per second: ${Math.round(evaluations).toLocaleString('en')} (target at least 1,000,000)`
);
console.log(`A 4-player showdown on a ten-card board: ${(1000 / judged).toFixed(3)} ms each (target under 5 ms)`);

describe('showdown judge', () => {
	bench(`${HANDS.toLocaleString('en')} five-card evaluations`, () => {
		evaluateAll();
	});
	bench('a 4-player showdown, ten Community cards (Jack Potts)', () => {
		judgeShowdown('jack-potts', showdown);
	});
});
