// A chip is one tap: which chips a player is offered on their turn, and what a tap on one sends.
// A tap bets the chip at once unless its effect still needs a choice with more than one legal
// answer (what a Wild copies, which of two or more free Offerings, which of two or more players a
// Heal helps); a choice with one legal answer is taken without asking (docs/rules.md, Hell of a
// Deal). After Demona's hearts or a Double Down the player may bet more chips: the taps gather
// the bet until it holds the most it may, or the player bets what they have.
import {
	actingChip,
	applyPlay,
	betStart,
	checkHeal,
	chipsLeft,
	CHIPS,
	OFFERINGS,
	payUpFront,
	type Board,
	type Chip,
	type ChipPlay,
	type HellRefusal,
	type Offering
} from './rules';

/** A player's turn as the next chip finds it. */
export type ChipTurn = {
	seat: number;
	/** Chips bet in earlier phases, then those already gathered for this bet. */
	bets: readonly ChipPlay[];
	/** Offerings used this round, and by the chips gathered for this bet. */
	offeringsUsed: readonly Offering[];
	/** The board after the hearts' price and the chips gathered so far. */
	board: Board;
	/** Nick Hauss: nobody can heal Temptation. */
	noHealing: boolean;
};

/** The turn for the next chip: the bet so far applied in the order the rules apply it. */
export function chipTurn(options: {
	seat: number;
	bets: readonly ChipPlay[];
	offeringsUsed: readonly Offering[];
	/** The board before the bet, the hearts' price not yet paid. */
	board: Board;
	hearts: number;
	noHealing: boolean;
	gathered: readonly ChipPlay[];
}): ChipTurn {
	const { seat, gathered } = options;
	const board = gathered.reduce(
		(next, play) => applyPlay(next, seat, play),
		betStart(options.board, seat, options.hearts)
	);
	return {
		seat,
		bets: [...options.bets, ...gathered],
		offeringsUsed: [...options.offeringsUsed, ...gathered.flatMap((play) => (play.offering ? [play.offering] : []))],
		board,
		noHealing: options.noHealing
	};
}

const freeOfferings = (turn: ChipTurn): Offering[] => OFFERINGS.filter((o) => !turn.offeringsUsed.includes(o));

/** Why a chip (or a Wild's copy of it) cannot be bet now, or null. */
function chipProblem(turn: ChipTurn, chip: Chip): HellRefusal | null {
	if (chipsLeft(turn.bets, chip) < 1) return { code: 'chip_used', params: { chip } };
	return null;
}

function actingProblem(turn: ChipTurn, acting: Chip): HellRefusal | null {
	// With every Offering used this round, a Devilish Offering has nothing to do.
	if (acting === 'offering' && freeOfferings(turn).length === 0) return { code: 'offering_used' };
	return null;
}

export type ChipOffer = { chip: Chip; refusal: HellRefusal | null };

/** The player's chips, each with why it cannot be bet now (null: one tap bets it). */
export function chipOffers(turn: ChipTurn): ChipOffer[] {
	return CHIPS.map((chip) => ({ chip, refusal: chipProblem(turn, chip) ?? actingProblem(turn, chip) }));
}

/** What a Wild can copy: any other chip, an Offering only while one is free. */
export function copyOffers(turn: ChipTurn): ChipOffer[] {
	return CHIPS.filter((chip) => chip !== 'wild').map((chip) => ({ chip, refusal: actingProblem(turn, chip) }));
}

/** The seats a Heal bet now could help: after a Wild's own price, short of a flame barrier. */
export function healTargets(turn: ChipTurn, chip: Chip): number[] {
	if (turn.noHealing) return [];
	const priced = payUpFront(turn.board, turn.seat, chip);
	return priced.players.flatMap((_, seat) => (checkHeal(priced, seat, 1, false) === null ? [seat] : []));
}

/** A tap's chip with what the player has answered so far. */
export type ChipTap = { chip: Chip; as?: Chip; heal?: number | null; offering?: Offering };

/** What a tap leads to: the chip's play, a question still to ask, or why it cannot be bet. */
export type TapStep =
	| { play: ChipPlay }
	| { ask: 'copy' }
	| { ask: 'heal'; seats: number[] }
	| { ask: 'offering'; offerings: Offering[] }
	| { refusal: HellRefusal };

/** Resolves a tap: answers the questions with one legal answer, and asks the first one left. */
export function resolveTap(turn: ChipTurn, tap: ChipTap): TapStep {
	const refused = chipProblem(turn, tap.chip);
	if (refused) return { refusal: refused };
	if (tap.chip === 'wild' && (tap.as === undefined || tap.as === 'wild')) return { ask: 'copy' };
	const play: ChipPlay = { chip: tap.chip, ...(tap.chip === 'wild' ? { as: tap.as } : {}) };
	const acting = actingChip(play);
	const actingRefused = actingProblem(turn, acting);
	if (actingRefused) return { refusal: actingRefused };
	if (acting === 'heal') {
		const seats = healTargets(turn, tap.chip);
		if (tap.heal !== undefined && (tap.heal === null ? seats.length === 0 : seats.includes(tap.heal)))
			return { play: { ...play, heal: tap.heal } };
		// Nobody to heal, or one player only: the Heal helps whom it can ("choose any player and
		// move their Temptation token back": a benefit the chip always takes when it can).
		if (seats.length <= 1) return { play: { ...play, heal: seats[0] ?? null } };
		return { ask: 'heal', seats };
	}
	if (acting === 'offering') {
		const free = freeOfferings(turn);
		if (tap.offering !== undefined && free.includes(tap.offering)) return { play: { ...play, offering: tap.offering } };
		// The last free Offering is the only one the chip can use.
		if (free.length === 1) return { play: { ...play, offering: free[0]! } };
		return { ask: 'offering', offerings: free };
	}
	return { play };
}

/**
 * A play added to the bet being gathered: sent at once when the bet holds the most chips the
 * player may bet (one, unless a heart or a Double Down allows more), else kept for the next tap.
 */
export function gather(
	gathered: readonly ChipPlay[],
	play: ChipPlay,
	most: number
): { send: ChipPlay[] } | { keep: ChipPlay[] } {
	const plays = [...gathered, play];
	return plays.length >= most ? { send: plays } : { keep: plays };
}
