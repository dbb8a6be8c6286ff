// A showdown settled: the winners' Souls into the pot, each loser's chips paid with Temptation
// and Curses, and the Boss's penalty per loser out of it.
import { currentBoss, dealerOf, type HandOutcome, type HellContext, type PlayedRound } from './context';
import {
	bossPenalty,
	chipLosses,
	earnSouls,
	gainCurses,
	isBig,
	paySouls,
	soulsWon,
	suffer,
	type Board,
	type HandResult
} from './rules';

/** Who won, lost (a fold is a lost hand) and pushed, by seat. */
export function outcomeSeats(outcomes: readonly HandOutcome[]): { won: number[]; lost: number[]; pushed: number[] } {
	const seatsWith = (...kinds: HandOutcome[]) =>
		outcomes.flatMap((outcome, seat) => (kinds.includes(outcome) ? [seat] : []));
	return { won: seatsWith('win'), lost: seatsWith('lose', 'fold'), pushed: seatsWith('push') };
}

/** The round's losers (folded players included) and what the winners earned. */
export function settle(context: HellContext, results: (HandResult | null)[]): { board: Board; round: PlayedRound } {
	const boss = currentBoss(context)!;
	const outcomes: HandOutcome[] = results.map((result, seat) => (context.hand.folded[seat] ? 'fold' : result!));
	const bets = context.hand.bets;
	const soulsEarned = outcomes.reduce(
		(souls, result, seat) => souls + (result === 'win' ? soulsWon(bets[seat]!) : 0),
		0
	);
	let board = earnSouls(context.board, soulsEarned);
	const losers = outcomeSeats(outcomes).lost;
	for (const seat of losers) {
		const loss = chipLosses(bets[seat]!);
		board = gainCurses(suffer(board, seat, loss.temptation), seat, loss.curses);
	}
	const owed = bossPenalty(boss, context.penalties) * losers.length;
	const soulsLost = Math.min(owed, board.pot);
	board = paySouls(board, owed, isBig(boss));
	return {
		board,
		round: { boss, dealer: dealerOf(context), results: outcomes, soulsEarned, soulsLost, potAfter: board.pot }
	};
}
