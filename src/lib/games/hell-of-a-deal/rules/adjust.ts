// Changes entered by hand, for the cards' texts the rulebook does not print.
import { checkHeal, gainCurses, gainFavors, heal, paySouls, suffer, withPlayer } from './board';
import { isCount, type Adjustable, type Board, type HellRefusal } from './vocabulary';

/**
 * A change the cards make that the rulebook does not print (a Favor's or Curse's text), entered
 * by hand. The limits still hold: healing stops at a barrier, nothing goes below 0. Souls lost
 * are never refused: they are paid as far as the pot can (see adjust).
 */
export function checkAdjust(
	board: Board,
	seat: number | null,
	what: Adjustable,
	amount: number,
	noHealing: boolean
): HellRefusal | null {
	if (amount === 0 || Math.abs(amount) > 10) return { code: 'adjust_amount' };
	if (what === 'souls') return null;
	if (seat === null || !isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	const player = board.players[seat]!;
	if (what === 'temptation')
		// Stryker disable next-line EqualityOperator: an amount of 0 was refused above
		return amount < 0 ? checkHeal(board, seat, -amount, noHealing) : null;
	if (what === 'curses' && player.cursesDown + player.cursesActive + amount < 0) return { code: 'adjust_below_zero' };
	if (what === 'favors' && player.favors + amount < 0) return { code: 'adjust_below_zero' };
	return null;
}

/**
 * Applies a checked adjustment. Souls lost are paid like a Boss's penalty: when facing Nick
 * Hauss or the Devil (`mustPayInFull`) a pot that cannot pay them loses the game, wherever
 * they were lost; otherwise the pot stops at 0. Souls gained are paid too, as a negative amount
 * any pot covers: it grows by them. Favors go up to three held and down to 0 (checkAdjust).
 */
export function adjust(board: Board, seat: number, what: Adjustable, by: number, mustPayInFull = false): Board {
	if (what === 'souls') return paySouls(board, -by, mustPayInFull);
	if (what === 'favors') return gainFavors(board, seat, by);
	if (what === 'temptation')
		// Stryker disable next-line EqualityOperator: by 0 changes nothing either way (suffer 0, heal 0)
		return by > 0 ? suffer(board, seat, by) : heal(board, seat, -by);
	// Stryker disable next-line EqualityOperator: by 0 changes nothing either way (gain 0, take 0)
	if (by > 0) return gainCurses(board, seat, by);
	// Curses taken away go from the face-down ones first: those are the ones not yet in play.
	return withPlayer(board, seat, (p) => {
		const fromDown = Math.min(p.cursesDown, -by);
		return { ...p, cursesDown: p.cursesDown - fromDown, cursesActive: p.cursesActive - (-by - fromDown) };
	});
}
