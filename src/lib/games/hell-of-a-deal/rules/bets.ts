// A bet: the chips a player puts in (each checked over a running board, in the order their
// effects apply), Demona's hearts, and what a hand wins or costs at the showdown.
import { checkHeal, gainFavors, heal, suffer } from './board';
import {
	CHIP_COUNT,
	CHIP_LOSS,
	isCount,
	WILD_COST,
	type Board,
	type Chip,
	type HellRefusal,
	type Offering
} from './vocabulary';

/** A chip bet, with what its effect needs: a Heal's player, an Offering, a Wild's copy. */
export type ChipPlay = { chip: Chip; as?: Chip; heal?: number | null; offering?: Offering };

/** The chip whose effect a play has: a Wild acts as the chip it was declared as. */
export function actingChip(play: ChipPlay): Chip {
	return play.chip === 'wild' ? play.as! : play.chip;
}

export function chipsLeft(bets: readonly ChipPlay[], chip: Chip): number {
	return CHIP_COUNT[chip] - bets.filter((bet) => bet.chip === chip).length;
}

/** A Wild's up-front price, paid before its effect: any other chip costs nothing up front. */
export function payUpFront(board: Board, seat: number, chip: Chip): Board {
	return chip === 'wild' ? suffer(board, seat, WILD_COST) : board;
}

/** The most hearts a phase can place: three on the Flop, one on the Turn and on the River. */
export function heartsAtMost(phase: number): number {
	return phase === 1 ? 3 : 1;
}

/** How many hearts Demona counts in a phase: a whole number the phase's cards can hold. */
export function checkHearts(phase: number, hearts: number): HellRefusal | null {
	const most = heartsAtMost(phase);
	return isCount(hearts, most) ? null : { code: 'hearts_range', params: { most } };
}

/** The board a bet starts from: against Demona, staying in costs a Temptation for each heart placed. */
export function betStart(board: Board, seat: number, hearts: number): Board {
	return suffer(board, seat, hearts);
}

/**
 * Checks one bet of one or more chips over a running board, in the order the effects apply
 * (the heart's price, then per chip a Wild's price and the chip's effect): what it accepts is
 * exactly what applyPlay then does.
 */
export function checkPlays(
	plays: readonly ChipPlay[],
	options: {
		seat: number;
		bets: readonly ChipPlay[];
		most: number;
		offeringsUsed: readonly Offering[];
		/** The board before the bet, the hearts' price not yet paid. */
		board: Board;
		/** Demona's hearts placed in this phase, each a Temptation to stay in. */
		hearts: number;
		noHealing: boolean;
	}
): HellRefusal | null {
	if (plays.length < 1 || plays.length > options.most) return { code: 'chip_count', params: { most: options.most } };
	const bets = [...options.bets];
	const offerings = [...options.offeringsUsed];
	let board = betStart(options.board, options.seat, options.hearts);
	for (const play of plays) {
		if (chipsLeft(bets, play.chip) < 1) return { code: 'chip_used', params: { chip: play.chip } };
		if (play.chip === 'wild' && (play.as === undefined || play.as === 'wild')) return { code: 'wild_needs_copy' };
		if (play.chip !== 'wild' && play.as !== undefined) return { code: 'copy_not_wild' };
		const acting = actingChip(play);
		if (acting === 'offering') {
			if (play.offering === undefined) return { code: 'offering_needed' };
			if (offerings.includes(play.offering)) return { code: 'offering_used', params: { offering: play.offering } };
			offerings.push(play.offering);
		}
		if (acting === 'heal' && play.heal !== null && play.heal !== undefined) {
			const problem = checkHeal(payUpFront(board, options.seat, play.chip), play.heal, 1, options.noHealing);
			if (problem) return problem;
		}
		board = applyPlay(board, options.seat, play);
		bets.push(play);
	}
	return null;
}

/** One chip's effects at once: a Wild's price, then the chip's benefit. Checked by checkPlays. */
export function applyPlay(board: Board, seat: number, play: ChipPlay): Board {
	let next = payUpFront(board, seat, play.chip);
	const acting = actingChip(play);
	if (acting === 'heal' && play.heal != null) next = heal(next, play.heal, 1);
	if (acting === 'favor') next = gainFavors(next, seat, 1);
	return next;
}

/** Souls a winning hand earns: one per Earn a Soul chip, a Wild declared as one included. */
export function soulsWon(bets: readonly ChipPlay[]): number {
	return bets.filter((bet) => actingChip(bet) === 'soul').length;
}

/** A losing hand's price: each chip's back (a Wild's back is its own, whatever it copied). */
export function chipLosses(bets: readonly ChipPlay[]): { temptation: number; curses: number } {
	return bets.reduce(
		(total, bet) => ({
			temptation: total.temptation + CHIP_LOSS[bet.chip].temptation,
			curses: total.curses + CHIP_LOSS[bet.chip].curses
		}),
		{ temptation: 0, curses: 0 }
	);
}
