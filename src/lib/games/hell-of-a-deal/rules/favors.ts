// Favors played: their price and timing, checked against the cards the rulebook prints.
import { gainCurses, suffer, withPlayer } from './board';
import { FAVOR_CARDS, isCount, type Board, type FavorPrice, type HellRefusal, type FavorPlay } from './vocabulary';

/** A Favor played, with its price; against Miss Fortune each one brings a Curse. */
export function playFavor(board: Board, seat: number, price: FavorPrice, missFortune: boolean): Board {
	let next = withPlayer(board, seat, (p) => ({ ...p, favors: p.favors - 1, favorsPlayed: p.favorsPlayed + 1 }));
	if (price === 'temptation') next = suffer(next, seat, 1);
	if (price === 'curse') next = gainCurses(next, seat, 1);
	if (missFortune) next = gainCurses(next, seat, 1);
	return next;
}

/** A Favor the player holds, at a price from the list; a printed one at its printed price and timing. */
export function checkPlayFavor(board: Board, seat: number, play: FavorPlay): HellRefusal | null {
	if (!isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	if (play.favor !== undefined) {
		const card = FAVOR_CARDS[play.favor];
		if (card.price !== play.price || card.instant !== play.instant)
			return { code: 'favor_printed', params: { favor: play.favor } };
	}
	return board.players[seat]!.favors > 0 ? null : { code: 'no_favor', params: { seat } };
}
