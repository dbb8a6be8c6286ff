// For the contract test and the recorded fixture log: what a Fuck the Dealer table might tap at
// any point, mostly right, sometimes not (a card already face up, a stage-1 card without its
// suit, a guess of the wrong stage, a card before the guess).
import fc from 'fast-check';
import { type Draw, type GameMoves, tableSetups } from '$support/random-play';
import type { Tap } from '$support/test-table';
import { RANKS, SIDES, SUITS } from '../shared/cards';
import { possibleCards } from '$support/test-deck';
import { MAX_PLAYERS, MIN_PLAYERS, pointsSetting, STAGES } from './constants';
import { fuckTheDealerGame, type FuckTheDealerGame } from './game';
import { turnedCards } from './machine';
import { cardNeedsSuit } from './rules';

type FtdTap = Tap<FuckTheDealerGame>;

const pick = <T>(items: readonly T[], draw: Draw): T => items[draw(items.length)]!;

export const fuckTheDealerMoves: GameMoves<FuckTheDealerGame> = {
	game: fuckTheDealerGame,
	setups: tableSetups(
		{ min: MIN_PLAYERS, max: MAX_PLAYERS },
		// Sometimes the page's points (none stored), sometimes the table's own.
		fc.option(
			fc.record(
				Object.fromEntries(
					STAGES.flatMap((stage) =>
						(['right', 'wrong'] as const).map((o) => [pointsSetting(stage, o), fc.integer({ min: 1, max: 9 })])
					)
				)
			),
			{ nil: {} }
		)
	),
	taps(table, draw) {
		const { context, snapshot } = table;
		const out = turnedCards(context);
		// Mostly a card still in the deck; now and then any card, with or without its suit.
		const card = (): FtdTap => {
			if (draw(12) === 0)
				return draw(2)
					? { type: 'card', rank: pick(RANKS, draw), suit: pick(SUITS, draw) }
					: { type: 'card', rank: pick(RANKS, draw) };
			return { type: 'card', ...pick(possibleCards(out, cardNeedsSuit(context.stage)), draw) };
		};
		const guesses: FtdTap[] = [
			{ type: 'guess_suit', suit: pick(SUITS, draw) },
			{ type: 'guess_rank', rank: pick(RANKS, draw) },
			{ type: 'guess_side', side: pick(SIDES, draw) }
		];
		const taps: FtdTap[] = [];
		if (snapshot.matches('suit')) taps.push(guesses[0]!);
		else if (snapshot.matches('rank')) taps.push(guesses[1]!);
		else if (snapshot.matches('side')) taps.push(guesses[2]!);
		else if (snapshot.matches('card')) taps.push(card(), card());
		else return [];
		// Now and then a tap the step does not take.
		if (draw(15) === 0) taps.push(pick([...guesses, card()], draw));
		return taps;
	},
	maxTaps: 600
};

export default fuckTheDealerMoves;
