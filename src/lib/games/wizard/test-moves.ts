// For the contract test and the recorded fixture log: what a Wizard table might tap at any
// point, mostly right, sometimes not (a bid over the cards, tricks that do not add up, a
// correction of a round not played yet).
import fc from 'fast-check';
import { type GameMoves, tableSetups } from '$support/random-play';
import type { Tap } from '$support/test-table';
import { SUITS } from '../shared/cards';
import { MAX_PLAYERS, MIN_PLAYERS } from './constants';
import { wizardGame, type WizardGame } from './game';
import { currentRound } from './machine';
import { TURNED_CARDS } from './rules';

/** `cards` tricks spread at random over the seats, now and then one too many. */
function tricks(cards: number, players: number, draw: (n: number) => number): number[] {
	const taken = Array.from({ length: players }, () => 0);
	const count = draw(8) === 0 ? cards + 1 : cards;
	for (let t = 0; t < count; t++) taken[draw(players)]! += 1;
	return taken;
}

export const wizardMoves: GameMoves<WizardGame> = {
	game: wizardGame,
	setups: tableSetups({ min: MIN_PLAYERS, max: MAX_PLAYERS }, fc.record({ noEqualBids: fc.boolean() })),
	taps(table, draw) {
		const { context } = table;
		const round = currentRound(context);
		const players = context.seats.length;
		const taps: Tap<WizardGame>[] = [];
		if (table.snapshot.matches('trump')) {
			taps.push({
				type: 'trump',
				card: TURNED_CARDS[draw(TURNED_CARDS.length)]!,
				suit: draw(4) ? SUITS[draw(SUITS.length)] : undefined
			});
		} else if (table.snapshot.matches('bidding')) {
			taps.push({ type: 'bid', bid: draw(round + 2) }, { type: 'bid', bid: draw(round + 1) });
		} else if (table.snapshot.matches('tricks')) {
			taps.push({ type: 'tricks', tricks: tricks(round, players, draw) });
		} else {
			return [];
		}
		if (draw(10) === 0) {
			const past = draw(context.rounds.length + 1) + 1;
			taps.push({
				type: 'correct',
				round: past,
				bids: context.seats.map(() => draw(past + 1)),
				tricks: tricks(past, players, draw)
			});
		}
		return taps;
	},
	maxTaps: 500
};

export default wizardMoves;
