// The team's board between and during rounds: Temptation with its flame barriers and the
// overflow, Curses face down and active, Favors held, the Souls pot, and when the team has lost.
import {
	BARRIERS,
	isCount,
	MAX_CURSES,
	MAX_FAVORS,
	MAX_TEMPTATION,
	type Board,
	type Bones,
	type HellRefusal,
	type PlayerBoard
} from './vocabulary';

export function newBoard(players: number, handicap: readonly number[]): Board {
	return {
		players: Array.from({ length: players }, (_, seat) => ({
			temptation: handicap[seat] ?? 0,
			cursesDown: 0,
			cursesActive: 0,
			favors: 1,
			favorsPlayed: 0
		})),
		pot: players,
		overflow: 0,
		lost: null
	};
}

/** The lowest a player's Temptation can be healed to: the last flame barrier passed. */
export function healFloor(temptation: number): number {
	return BARRIERS.reduce((floor, barrier) => (temptation >= barrier ? barrier : floor), 0);
}

/** The board with one player's part changed. */
export function withPlayer(board: Board, seat: number, change: (player: PlayerBoard) => PlayerBoard): Board {
	return { ...board, players: board.players.map((player, index) => (index === seat ? change(player) : player)) };
}

/**
 * The team loses when a second player reaches 10. Alone at the table there is nobody to take
 * Temptation suffered at 10, so a solo player loses on reaching 10.
 */
function checkTemptationLoss(board: Board): Board {
	if (board.lost) return board;
	const atTen = board.players.filter((player) => player.temptation >= MAX_TEMPTATION).length;
	return atTen >= Math.min(2, board.players.length) ? { ...board, lost: 'temptation' } : board;
}

/** A player suffers Temptation; what lands on a full track waits to be given to another player. */
export function suffer(board: Board, seat: number, amount: number): Board {
	let next = board;
	for (let i = 0; i < amount; i++) {
		const player = next.players[seat]!;
		if (player.temptation < MAX_TEMPTATION)
			next = withPlayer(next, seat, (p) => ({ ...p, temptation: p.temptation + 1 }));
		else if (next.players.length > 1) next = { ...next, overflow: next.overflow + 1 };
		next = checkTemptationLoss(next);
	}
	return next;
}

/** The overflow goes to another player, who must still have room on the track. */
export function checkAssign(board: Board, seat: number): HellRefusal | null {
	if (board.overflow === 0) return { code: 'no_overflow' };
	if (!isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	if (board.players[seat]!.temptation >= MAX_TEMPTATION) return { code: 'assign_full' };
	return null;
}

export function assignOverflow(board: Board, seat: number): Board {
	return suffer({ ...board, overflow: board.overflow - 1 }, seat, 1);
}

export function checkHeal(board: Board, seat: number, amount: number, noHealing: boolean): HellRefusal | null {
	if (!isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	if (noHealing) return { code: 'no_healing' };
	const temptation = board.players[seat]!.temptation;
	if (temptation === 0) return { code: 'nothing_to_heal', params: { seat } };
	const floor = healFloor(temptation);
	if (temptation - amount < floor) return { code: 'barrier', params: { seat, barrier: floor } };
	return null;
}

/** Moves a token back; the caller has checked it with checkHeal. */
export function heal(board: Board, seat: number, amount: number): Board {
	return withPlayer(board, seat, (p) => ({
		...p,
		temptation: Math.max(healFloor(p.temptation), p.temptation - amount)
	}));
}

/** Curses arrive face down; each one beyond three held is a Temptation instead. */
export function gainCurses(board: Board, seat: number, amount: number): Board {
	const player = board.players[seat]!;
	const room = Math.max(0, MAX_CURSES - player.cursesDown - player.cursesActive);
	const taken = Math.min(room, amount);
	const next = withPlayer(board, seat, (p) => ({ ...p, cursesDown: p.cursesDown + taken }));
	return suffer(next, seat, amount - taken);
}

/** A drawn Favor; at more than three the player discards down to three. */
export function gainFavors(board: Board, seat: number, amount: number): Board {
	return withPlayer(board, seat, (p) => ({ ...p, favors: Math.min(MAX_FAVORS, p.favors + amount) }));
}

export function earnSouls(board: Board, amount: number): Board {
	return { ...board, pot: board.pot + amount };
}

/**
 * Pays Souls from the pot. The first four Bosses take what there is; Nick Hauss and the Devil
 * must be paid in full or the team loses.
 */
export function paySouls(board: Board, amount: number, mustPayInFull: boolean): Board {
	if (board.pot >= amount) return { ...board, pot: board.pot - amount };
	return { ...board, pot: 0, lost: board.lost ?? (mustPayInFull ? 'souls' : null) };
}

export function applyBones(board: Board, seat: number, face: Bones): Board {
	if (face === 'favor') return gainFavors(board, seat, 1);
	if (face === 'temptation') return suffer(board, seat, 1);
	return gainCurses(board, seat, 1);
}

/** From the second round on, face-down Curses turn active when the Boss is revealed. */
export function activateCurses(board: Board): Board {
	return {
		...board,
		players: board.players.map((p) => ({ ...p, cursesActive: p.cursesActive + p.cursesDown, cursesDown: 0 }))
	};
}

/** Cleanup: the Curses that were active this round are discarded. */
export function discardActiveCurses(board: Board): Board {
	return { ...board, players: board.players.map((p) => ({ ...p, cursesActive: 0 })) };
}

/** The Devil Himself, when he is revealed: every Favor held is discarded. */
export function discardFavors(board: Board): Board {
	return { ...board, players: board.players.map((p) => ({ ...p, favors: 0 })) };
}
