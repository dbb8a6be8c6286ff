// For the contract test and the recorded fixture log: what a Beat the Dealer table might tap at
// any point, mostly right, sometimes not (a guess without its suit, a word no card bears out,
// a card that contradicts the word, the surviving dealer keeping the deck, a tap out of turn).
import fc from 'fast-check';
import { type Draw, type GameMoves, tableSetups } from '$support/random-play';
import type { Tap } from '$support/test-table';
import { RANKS, SIDES, SUITS, sideOf, type Card } from '../shared/cards';
import { possibleCards } from '$support/test-deck';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { beatTheDealerGame, type BeatTheDealerGame } from './game';
import { faceUp } from './machine';

type BtdTap = Tap<BeatTheDealerGame>;

const pick = <T>(items: readonly T[], draw: Draw): T => items[draw(items.length)]!;

export const beatTheDealerMoves: GameMoves<BeatTheDealerGame> = {
	game: beatTheDealerGame,
	setups: tableSetups(
		{ min: MIN_PLAYERS, max: MAX_PLAYERS },
		fc.record({
			rightFirstPoints: fc.integer({ min: 1, max: 9 }),
			rightSecondPoints: fc.integer({ min: 1, max: 9 }),
			aceHigh: fc.boolean(),
			oneGuess: fc.boolean(),
			rankAndSuit: fc.boolean(),
			exactPenalty: fc.integer({ min: 5, max: 12 }),
			dumbGuess: fc.boolean(),
			dumbGuessPenalty: fc.integer({ min: 1, max: 9 }),
			dealersChoice: fc.boolean()
		})
	),
	taps(table, draw) {
		const { context, snapshot } = table;
		const { rules, turn } = context;
		const out = faceUp(context);
		const guess = (withSuit: boolean): BtdTap => {
			const rank = pick(RANKS, draw);
			return withSuit && draw(6) ? { type: 'guess', rank, suit: pick(SUITS, draw) } : { type: 'guess', rank };
		};
		const card = (fits: (card: Card) => boolean = () => true): BtdTap => {
			const left = possibleCards(out, rules.rankAndSuit);
			const fitting = left.filter(fits);
			return { type: 'card', ...pick(draw(8) && fitting.length ? fitting : left, draw) };
		};
		const taps: BtdTap[] = [];
		if (snapshot.matches('firstGuess')) taps.push(guess(rules.rankAndSuit), guess(rules.rankAndSuit));
		else if (snapshot.matches('answer')) {
			taps.push(card(), card());
			if (!rules.oneGuess || draw(10) === 0) taps.push({ type: 'side', side: pick(SIDES, draw) });
		} else if (snapshot.matches('secondGuess')) taps.push(guess(false), guess(false));
		else if (snapshot.matches('secondCard')) {
			const { first, side } = turn;
			taps.push(card((c) => first !== null && sideOf(c.rank, first.rank, rules.aceHigh) === side));
		} else if (snapshot.matches('choosingDealer')) taps.push({ type: 'dealer', seat: draw(context.seats.length) });
		else return [];
		// Now and then a tap the step does not take.
		if (draw(15) === 0)
			taps.push(
				pick<BtdTap>([{ type: 'dealer', seat: 0 }, { type: 'side', side: 'higher' }, card(), guess(false)], draw)
			);
		return taps;
	},
	maxTaps: 1200
};

export default beatTheDealerMoves;
