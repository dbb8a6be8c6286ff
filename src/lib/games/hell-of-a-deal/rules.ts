// Hell of a Deal's counts as pure functions; the readings taken are in docs/rules.md.
// The players play real poker hands; these rules keep what the team tracks: Temptation with
// its flame barriers, Curses, Favors, the Souls pot, and when the team has lost.
// Seats are indices into the seat order, clockwise.
import type { RuleError } from '$lib/runtime/game-module';
import { MIN_PLAYERS, MAX_PLAYERS, DEFAULT_MINION_PENALTY, DEFAULT_BIG_TABLE_PENALTY } from './constants';

export { MIN_PLAYERS, MAX_PLAYERS, DEFAULT_MINION_PENALTY, DEFAULT_BIG_TABLE_PENALTY };

/** Every reason Hell of a Deal's rules give for refusing an action; each has a message in refusals.ts. */
export type HellRefusal = RuleError<
	| 'boss_count'
	| 'boss_repeated'
	| 'boss_unknown'
	| 'boss_needs_name'
	| 'boss_penalty_range'
	| 'devil_unknown'
	| 'handicap_range'
	| 'no_such_seat'
	| 'seat_folded'
	| 'overflow_pending'
	| 'no_overflow'
	| 'assign_full'
	| 'no_healing'
	| 'nothing_to_heal'
	| 'barrier'
	| 'chip_count'
	| 'chip_unknown'
	| 'chip_used'
	| 'wild_needs_copy'
	| 'copy_not_wild'
	| 'offering_needed'
	| 'offering_used'
	| 'heart_first'
	| 'heart_not_asked'
	| 'hearts_range'
	| 'no_folding'
	| 'bones_unknown'
	| 'not_this_boss'
	| 'extra_card_seat'
	| 'choice_unknown'
	| 'results_missing'
	| 'no_favor'
	| 'favor_price_unknown'
	| 'favor_unknown'
	| 'favor_printed'
	| 'favor_after_bet'
	| 'red_jack_counted'
	| 'toll_count'
	| 'toll_pot_short'
	| 'adjust_unknown'
	| 'adjust_amount'
	| 'adjust_below_zero'
>;

/** The Minions of Hell the rulebook prints: the app knows their names and rules. */
export const MINIONS = [
	'dedly-aloor',
	'eenie-meanie',
	'jack-potts',
	'miss-fortune',
	'demona',
	'the-boatman',
	'red-jack'
] as const;
export type Minion = (typeof MINIONS)[number];
/** The first game's Bosses, top of the deck first. */
export const FIRST_GAME: readonly Minion[] = ['dedly-aloor', 'eenie-meanie', 'miss-fortune', 'demona'];
export const MINIONS_PER_GAME = 4;
/** The box holds three Devil cards; one is drawn at random and kept hidden. */
export const DEVIL_CARDS = 3;

/** A Boss in the deck: a known one, or one added by name with its Soul penalty. */
export type BossCard = { id: Minion } | { id: 'custom'; name: string; penalty: number };
export type Boss = BossCard | { id: 'nick-hauss' } | { id: 'devil'; card: number };
export type BossId = Boss['id'];

export const CHIPS = ['soul', 'heal', 'offering', 'favor', 'reveal', 'wild'] as const;
export type Chip = (typeof CHIPS)[number];
/** Each player's seven chips: two Earn a Soul, one of each other. */
export const CHIP_COUNT: Record<Chip, number> = { soul: 2, heal: 1, offering: 1, favor: 1, reveal: 1, wild: 1 };
/** What each chip costs its player on a losing (or folded) hand: the back of the chip. */
export const CHIP_LOSS: Record<Chip, { temptation: number; curses: number }> = {
	soul: { temptation: 1, curses: 0 },
	heal: { temptation: 2, curses: 0 },
	offering: { temptation: 2, curses: 0 },
	favor: { temptation: 0, curses: 1 },
	reveal: { temptation: 0, curses: 1 },
	wild: { temptation: 0, curses: 1 }
};
/** Wild's up-front price. */
export const WILD_COST = 1;

export const OFFERINGS = ['reveal-boss', 'look-two', 'swap', 'from-discard'] as const;
export type Offering = (typeof OFFERINGS)[number];

export const PHASES = ['pre-flop', 'flop', 'turn', 'river'] as const;
export type Phase = (typeof PHASES)[number];

export const BONES = ['favor', 'temptation', 'curse'] as const;
export type Bones = (typeof BONES)[number];

export const RESULTS = ['win', 'lose', 'push'] as const;
export type HandResult = (typeof RESULTS)[number];

export const FAVOR_PRICES = ['none', 'temptation', 'curse'] as const;
export type FavorPrice = (typeof FAVOR_PRICES)[number];

/** The Favors the rulebook prints (its examples); the box's others are named by the table. */
export const PRINTED_FAVORS = ['up-your-sleeve', 'double-down'] as const;
export type PrintedFavor = (typeof PRINTED_FAVORS)[number];
/** What the rulebook prints on them: the price, and whether it is an Instant (played at any time). */
export const FAVOR_CARDS: Record<PrintedFavor, { price: FavorPrice; instant: boolean }> = {
	'up-your-sleeve': { price: 'temptation', instant: true },
	'double-down': { price: 'curse', instant: false }
};

/** A Favor as it is played: its price, its timing, and which printed Favor it is, if one. */
export type FavorPlay = { price: FavorPrice; instant: boolean; favor?: PrintedFavor };

export const ADJUSTABLE = ['temptation', 'curses', 'favors', 'souls'] as const;
export type Adjustable = (typeof ADJUSTABLE)[number];

export const MAX_TEMPTATION = 10;
export const BARRIERS = [5, 10] as const;
export const MAX_CURSES = 3;
export const MAX_FAVORS = 3;

export type PlayerBoard = {
	temptation: number;
	/** Curses gained this game that turn active when the next Boss is revealed. */
	cursesDown: number;
	cursesActive: number;
	favors: number;
	favorsPlayed: number;
};

export type LossReason = 'temptation' | 'souls';

/** Everything the team counts, between and during rounds. */
export type Board = {
	players: PlayerBoard[];
	pot: number;
	/** Temptation suffered by a player already at 10, still to be given to another player. */
	overflow: number;
	lost: LossReason | null;
};

export function isBig(boss: Boss): boolean {
	return boss.id === 'nick-hauss' || boss.id === 'devil';
}

export function bossPenalty(boss: Boss, penalties: { minion: number; bigTable: number }): number {
	if (boss.id === 'custom') return boss.penalty;
	return isBig(boss) ? penalties.bigTable : penalties.minion;
}

/** The deck: the four Minions in order, then Nick Hauss, then the Devil drawn at random. */
export function bossDeck(minions: readonly BossCard[], devilCard: number): Boss[] {
	return [...minions, { id: 'nick-hauss' }, { id: 'devil', card: devilCard }];
}

export function isCount(value: unknown, max: number): value is number {
	return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
	return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function checkBossCard(card: unknown): HellRefusal | null {
	if (typeof card !== 'object' || card === null) return { code: 'boss_unknown' };
	const { id, name, penalty } = card as Record<string, unknown>;
	if (id === 'custom') {
		if (typeof name !== 'string' || name.trim() === '') return { code: 'boss_needs_name' };
		if (!isCount(penalty, 20)) return { code: 'boss_penalty_range' };
		return null;
	}
	return isOneOf(MINIONS, id) ? null : { code: 'boss_unknown' };
}

/** What makes two Boss cards the same card: a known one by its id, one added by hand by its name. */
function cardKey(card: BossCard): string {
	return card.id === 'custom' ? `custom:${card.name.trim().toLowerCase()}` : card.id;
}

export function checkBegin(
	minions: unknown,
	devilCard: unknown,
	temptation: unknown,
	players: number
): HellRefusal | null {
	if (!Array.isArray(minions) || minions.length !== MINIONS_PER_GAME)
		return { code: 'boss_count', params: { count: MINIONS_PER_GAME } };
	const seen = new Set<string>();
	for (const [index, card] of minions.entries()) {
		const problem = checkBossCard(card);
		if (problem) return problem;
		// The box holds one card of each Boss: a deck never meets the same one twice.
		const key = cardKey(card as BossCard);
		if (seen.has(key)) return { code: 'boss_repeated', params: { place: index + 1 } };
		seen.add(key);
	}
	if (!Number.isInteger(devilCard) || (devilCard as number) < 1 || (devilCard as number) > DEVIL_CARDS)
		return { code: 'devil_unknown' };
	if (
		!Array.isArray(temptation) ||
		temptation.length !== players ||
		!temptation.every((t) => isCount(t, MAX_TEMPTATION - 1))
	) {
		return { code: 'handicap_range', params: { max: MAX_TEMPTATION - 1 } };
	}
	return null;
}

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

function withPlayer(board: Board, seat: number, change: (player: PlayerBoard) => PlayerBoard): Board {
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
export function checkAssign(board: Board, seat: unknown): HellRefusal | null {
	if (board.overflow === 0) return { code: 'no_overflow' };
	if (!isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	if (board.players[seat]!.temptation >= MAX_TEMPTATION) return { code: 'assign_full' };
	return null;
}

export function assignOverflow(board: Board, seat: number): Board {
	return suffer({ ...board, overflow: board.overflow - 1 }, seat, 1);
}

export function checkHeal(board: Board, seat: unknown, amount: number, noHealing: boolean): HellRefusal | null {
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
export function checkHearts(phase: number, hearts: unknown): HellRefusal | null {
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
	plays: unknown,
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
	if (!Array.isArray(plays) || plays.length < 1 || plays.length > options.most)
		return { code: 'chip_count', params: { most: options.most } };
	const bets = [...options.bets];
	const offerings = [...options.offeringsUsed];
	let board = betStart(options.board, options.seat, options.hearts);
	for (const play of plays as ChipPlay[]) {
		if (typeof play !== 'object' || play === null || !isOneOf(CHIPS, play.chip)) return { code: 'chip_unknown' };
		if (chipsLeft(bets, play.chip) < 1) return { code: 'chip_used', params: { chip: play.chip } };
		if (play.chip === 'wild' && (!isOneOf(CHIPS, play.as) || play.as === 'wild')) return { code: 'wild_needs_copy' };
		if (play.chip !== 'wild' && play.as !== undefined) return { code: 'copy_not_wild' };
		const acting = actingChip(play);
		if (acting === 'offering') {
			if (!isOneOf(OFFERINGS, play.offering)) return { code: 'offering_needed' };
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
	if (acting === 'heal' && typeof play.heal === 'number') next = heal(next, play.heal, 1);
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

/** A Favor played, with its price; against Miss Fortune each one brings a Curse. */
export function playFavor(board: Board, seat: number, price: FavorPrice, missFortune: boolean): Board {
	let next = withPlayer(board, seat, (p) => ({ ...p, favors: p.favors - 1, favorsPlayed: p.favorsPlayed + 1 }));
	if (price === 'temptation') next = suffer(next, seat, 1);
	if (price === 'curse') next = gainCurses(next, seat, 1);
	if (missFortune) next = gainCurses(next, seat, 1);
	return next;
}

/** A Favor the player holds, at a price from the list; a printed one at its printed price and timing. */
export function checkPlayFavor(
	board: Board,
	seat: unknown,
	play: { price: unknown; instant: unknown; favor?: unknown }
): HellRefusal | null {
	if (!isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	if (!isOneOf(FAVOR_PRICES, play.price)) return { code: 'favor_price_unknown' };
	if (typeof play.instant !== 'boolean') return { code: 'choice_unknown' };
	if (play.favor !== undefined) {
		if (!isOneOf(PRINTED_FAVORS, play.favor)) return { code: 'favor_unknown' };
		const card = FAVOR_CARDS[play.favor];
		if (card.price !== play.price || card.instant !== play.instant)
			return { code: 'favor_printed', params: { favor: play.favor } };
	}
	return board.players[seat]!.favors > 0 ? null : { code: 'no_favor', params: { seat } };
}

export const RED_JACK_HANDS = ['bust', 'twenty-one'] as const;
export type RedJackHand = (typeof RED_JACK_HANDS)[number];

/** Red Jack: over 21 is a Temptation and a Curse; exactly 21 earns a Soul. */
export function redJack(board: Board, seat: number, hand: RedJackHand): Board {
	return hand === 'bust' ? gainCurses(suffer(board, seat, 1), seat, 1) : earnSouls(board, 1);
}

/** The Boatman: a Soul for each Toll value used; with too few Souls his Tolls cannot be used. */
export function checkToll(board: Board, souls: unknown): HellRefusal | null {
	if (!isCount(souls, 20) || souls === 0) return { code: 'toll_count' };
	return board.pot >= souls ? null : { code: 'toll_pot_short', params: { pot: board.pot } };
}

/**
 * A change the cards make that the rulebook does not print (a Favor's or Curse's text), entered
 * by hand. The limits still hold: healing stops at a barrier, nothing goes below 0. Souls lost
 * are never refused: they are paid as far as the pot can (see adjust).
 */
export function checkAdjust(
	board: Board,
	seat: unknown,
	what: unknown,
	by: unknown,
	noHealing: boolean
): HellRefusal | null {
	if (!isOneOf(ADJUSTABLE, what)) return { code: 'adjust_unknown' };
	if (!Number.isInteger(by) || by === 0 || Math.abs(by as number) > 10) return { code: 'adjust_amount' };
	const amount = by as number;
	if (what === 'souls') return null;
	if (!isCount(seat, board.players.length - 1)) return { code: 'no_such_seat' };
	const player = board.players[seat]!;
	if (what === 'temptation' && amount < 0) return checkHeal(board, seat, -amount, noHealing);
	if (what === 'curses' && player.cursesDown + player.cursesActive + amount < 0) return { code: 'adjust_below_zero' };
	if (what === 'favors' && player.favors + amount < 0) return { code: 'adjust_below_zero' };
	return null;
}

/**
 * Applies a checked adjustment. Souls lost are paid like a Boss's penalty: when facing Nick
 * Hauss or the Devil (`mustPayInFull`) a pot that cannot pay them loses the game, wherever
 * they were lost; otherwise the pot stops at 0.
 */
export function adjust(board: Board, seat: number, what: Adjustable, by: number, mustPayInFull = false): Board {
	if (what === 'souls') return by > 0 ? earnSouls(board, by) : paySouls(board, -by, mustPayInFull);
	if (what === 'temptation') return by > 0 ? suffer(board, seat, by) : heal(board, seat, -by);
	if (what === 'favors')
		return by > 0 ? gainFavors(board, seat, by) : withPlayer(board, seat, (p) => ({ ...p, favors: p.favors + by }));
	if (by > 0) return gainCurses(board, seat, by);
	// Curses taken away go from the face-down ones first: those are the ones not yet in play.
	return withPlayer(board, seat, (p) => {
		const fromDown = Math.min(p.cursesDown, -by);
		return { ...p, cursesDown: p.cursesDown - fromDown, cursesActive: p.cursesActive - (-by - fromDown) };
	});
}
