// Whole random games played with the rules alone, Boss after Boss: reveal, four betting phases
// (bets, folds, Favors, the Bosses' own rules), the showdown and cleanup, until the team wins,
// loses, or the random choices run out. Every change is checked against a small reference
// model written here with plain arithmetic, and the limits are checked after every step.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
	activateCurses,
	applyBones,
	applyPlay,
	assignOverflow,
	betStart,
	bossDeck,
	bossPenalty,
	checkAssign,
	checkPlayFavor,
	checkPlays,
	checkToll,
	chipLosses,
	discardActiveCurses,
	discardFavors,
	earnSouls,
	gainCurses,
	isBig,
	newBoard,
	paySouls,
	playFavor,
	redJack,
	soulsWon,
	suffer,
	type Board,
	type Boss,
	type BossCard,
	type Chip,
	type ChipPlay,
	type FavorPrice,
	type Minion,
	type Offering
} from './rules';
import { propertyRuns } from '$support/property-runs';

// The reference: the rulebook's numbers, written out again.
const TRACK = 10;
const barrierOf = (t: number) => (t >= 10 ? 10 : t >= 5 ? 5 : 0);
const CHIPS_ON_MAT: Record<Chip, number> = { soul: 2, heal: 1, offering: 1, favor: 1, reveal: 1, wild: 1 };
const BACKS: Record<Chip, [temptation: number, curses: number]> = {
	soul: [1, 0],
	heal: [2, 0],
	offering: [2, 0],
	favor: [0, 1],
	reveal: [0, 1],
	wild: [0, 1]
};
const ALL_OFFERINGS: Offering[] = ['reveal-boss', 'look-two', 'swap', 'from-discard'];
const MINION_POOL: Minion[] = [
	'dedly-aloor',
	'eenie-meanie',
	'jack-potts',
	'miss-fortune',
	'demona',
	'the-boatman',
	'red-jack'
];
const PENALTIES = { minion: 2, bigTable: 4 };

/** The team's counts as the reference sees them. */
type Model = {
	t: number[];
	down: number[];
	up: number[];
	favors: number[];
	pot: number;
	overflow: number;
	lost: 'temptation' | 'souls' | null;
};

function modelOf(b: Board): Model {
	return {
		t: b.players.map((p) => p.temptation),
		down: b.players.map((p) => p.cursesDown),
		up: b.players.map((p) => p.cursesActive),
		favors: b.players.map((p) => p.favors),
		pot: b.pot,
		overflow: b.overflow,
		lost: b.lost
	};
}

function copy(m: Model): Model {
	return { ...m, t: [...m.t], down: [...m.down], up: [...m.up], favors: [...m.favors] };
}

function refSuffer(m: Model, seat: number, amount: number): void {
	for (let i = 0; i < amount; i++) {
		if (m.t[seat]! < TRACK) m.t[seat]! += 1;
		else if (m.t.length > 1) m.overflow += 1;
		const atTen = m.t.filter((t) => t === TRACK).length;
		if (m.lost === null && (m.t.length === 1 ? atTen === 1 : atTen >= 2)) m.lost = 'temptation';
	}
}

function refCurses(m: Model, seat: number, amount: number): void {
	const taken = Math.min(amount, 3 - m.down[seat]! - m.up[seat]!);
	m.down[seat]! += taken;
	refSuffer(m, seat, amount - taken);
}

function refPay(m: Model, souls: number, inFull: boolean): void {
	if (souls <= m.pot) m.pot -= souls;
	else {
		m.pot = 0;
		if (inFull && m.lost === null) m.lost = 'souls';
	}
}

function expectModel(b: Board, m: Model, what: string): void {
	// Compared as text first: a game makes hundreds of these, and expect() is only needed to show a difference.
	if (JSON.stringify(modelOf(b)) !== JSON.stringify(m)) expect(modelOf(b), what).toEqual(m);
}

/** A limit that must hold: cheap when it does, an expect() that fails with the values when not. */
function holds(ok: boolean, what: string, value: unknown): void {
	if (!ok) expect(value, what).toBe('within its limit');
}

/** The random choices a game is played with; when they run out the game stops where it is. */
class Choices {
	private i = 0;
	constructor(private readonly values: readonly number[]) {}
	get used(): number {
		return this.i;
	}
	get left(): boolean {
		return this.i < this.values.length;
	}
	/** 0 to n-1. */
	next(n: number): number {
		return this.values[this.i++]! % n;
	}
	chance(percent: number): boolean {
		return this.next(100) < percent;
	}
}

type Reached = {
	bet: boolean;
	showdown: boolean;
	bigTable: boolean;
	end: 'won' | 'temptation' | 'souls' | null;
	rounds: number;
	choices: number;
};

function playGame(players: number, values: readonly number[]): Reached {
	const dice = new Choices(values);
	const reached: Reached = { bet: false, showdown: false, bigTable: false, end: null, rounds: 0, choices: 0 };
	const handicap = Array.from({ length: players }, () => (dice.chance(20) ? dice.next(5) : 0));
	const minions: BossCard[] = dice.chance(50)
		? [{ id: 'dedly-aloor' }, { id: 'eenie-meanie' }, { id: 'miss-fortune' }, { id: 'demona' }]
		: Array.from({ length: 4 }, () =>
				dice.chance(10) ? { id: 'custom', name: 'Imp', penalty: dice.next(4) } : { id: MINION_POOL[dice.next(7)]! }
			);
	const deck: Boss[] = bossDeck(minions, 1 + dice.next(3));
	let board = newBoard(players, handicap);
	let m: Model = {
		t: [...handicap],
		down: Array(players).fill(0),
		up: Array(players).fill(0),
		favors: Array(players).fill(1),
		pot: players,
		overflow: 0,
		lost: null
	};
	expectModel(board, m, 'new board');
	const highest = [...handicap];

	/** The limits that hold after every step, whatever happened. */
	const limits = () => {
		board.players.forEach((p, seat) => {
			holds(p.temptation <= TRACK, 'Temptation at most 10', p);
			holds(p.temptation >= barrierOf(highest[seat]!), `never healed through the barrier below ${highest[seat]}`, p);
			highest[seat] = Math.max(highest[seat]!, p.temptation);
			holds(p.favors >= 0 && p.favors <= 3, 'Favors 0 to 3', p);
			holds(p.cursesDown >= 0 && p.cursesActive >= 0 && p.cursesDown + p.cursesActive <= 3, 'Curses 0 to 3', p);
		});
		holds(board.pot >= 0, 'pot at least 0', board.pot);
		holds(
			board.overflow >= 0 && (players > 1 || board.overflow === 0),
			'Temptation held only for another player',
			board.overflow
		);
	};

	/** Held Temptation goes to players with room, as the table chooses; refused for a full track. */
	const giveOverflow = () => {
		while (board.overflow > 0 && !board.lost) {
			const seat = dice.next(players);
			if (board.players[seat]!.temptation >= TRACK) {
				expect(checkAssign(board, seat)).toEqual({ code: 'assign_full' });
				const room = board.players.findIndex((p) => p.temptation < TRACK);
				if (room < 0) return;
				expect(checkAssign(board, room)).toBeNull();
				board = assignOverflow(board, room);
				m.overflow -= 1;
				refSuffer(m, room, 1);
			} else {
				expect(checkAssign(board, seat)).toBeNull();
				board = assignOverflow(board, seat);
				m.overflow -= 1;
				refSuffer(m, seat, 1);
			}
			expectModel(board, m, 'assign');
			limits();
		}
		if (board.overflow === 0) expect(checkAssign(board, 0)).toEqual({ code: 'no_overflow' });
	};

	let bossIndex = 0;
	let devilShown = false;
	let dealer = dice.next(players);
	let bets: ChipPlay[][] = [];
	let offeringsUsed: Offering[] = [];
	const betOptions = (seat: number, hearts: number) => ({
		seat,
		bets: bets[seat]!,
		most: hearts > 0 ? 2 : 1,
		offeringsUsed,
		board,
		hearts,
		noHealing: deck[bossIndex]!.id === 'nick-hauss'
	});
	while (dice.left && !board.lost) {
		const boss = deck[bossIndex]!;
		const big = isBig(boss);
		if (big) reached.bigTable = true;
		// Reveal: from the second Boss on, Curses gained earlier turn face up; the Devil takes
		// every Favor held when he first shows.
		if (reached.rounds > 0) {
			board = activateCurses(board);
			m.up = m.up.map((up, seat) => up + m.down[seat]!);
			m.down = m.down.map(() => 0);
		}
		if (boss.id === 'devil' && !devilShown) {
			devilShown = true;
			board = discardFavors(board);
			m.favors = m.favors.map(() => 0);
		}
		expectModel(board, m, 'reveal');
		bets = Array.from({ length: players }, () => []);
		offeringsUsed = [];
		const folded: boolean[] = Array(players).fill(false);
		const order = Array.from({ length: players }, (_, i) => (dealer + 1 + i) % players);

		for (let phase = 0; phase < 4 && dice.left && !board.lost; phase++) {
			// Demona: now and then hearts come, up to three on the Flop, one on the Turn or River.
			const hearts = boss.id === 'demona' && phase > 0 && dice.chance(40) ? 1 + dice.next(phase === 1 ? 3 : 1) : 0;
			for (const seat of order) {
				if (folded[seat] || !dice.left || board.lost) continue;
				giveOverflow();
				if (board.lost) break;
				if (boss.id === 'dedly-aloor' && dice.chance(15)) {
					board = suffer(board, seat, 1);
					refSuffer(m, seat, 1);
					expectModel(board, m, 'extra card');
					giveOverflow();
					if (board.lost) break;
				}
				const mayFold = boss.id !== 'devil';
				if (mayFold && dice.chance(hearts > 0 ? 30 : 12)) {
					const face = (['favor', 'temptation', 'curse'] as const)[dice.next(3)]!;
					board = applyBones(board, seat, face);
					if (face === 'favor') m.favors[seat] = Math.min(3, m.favors[seat]! + 1);
					if (face === 'temptation') refSuffer(m, seat, 1);
					if (face === 'curse') refCurses(m, seat, 1);
					expectModel(board, m, `fold ${face}`);
					folded[seat] = true;
					limits();
					continue;
				}
				const plays = pickBet(dice, bets[seat]!, offeringsUsed, m.t, hearts > 0 ? 2 : 1);
				if (plays === null) {
					// Every chip is bet: only a fold is left, or nothing at all against the Devil.
					expect(checkPlays([{ chip: 'soul' }], betOptions(seat, hearts))).toMatchObject({ code: 'chip_used' });
					folded[seat] = mayFold;
					continue;
				}
				reached.bet = true;
				const expected = refBet(m, seat, plays, hearts, boss.id === 'nick-hauss');
				const refusal = checkPlays(plays, betOptions(seat, hearts));
				if (expected === null) {
					expect(refusal, `a heal that must be refused: ${JSON.stringify(plays)}`).not.toBeNull();
					expect(['no_healing', 'nothing_to_heal', 'barrier']).toContain(refusal!.code);
					continue;
				}
				expect(refusal, `a bet that must be accepted: ${JSON.stringify(plays)} on ${JSON.stringify(m)}`).toBeNull();
				board = betStart(board, seat, hearts);
				for (const play of plays) board = applyPlay(board, seat, play);
				m = expected;
				expectModel(board, m, `bet ${JSON.stringify(plays)}`);
				bets[seat]!.push(...plays);
				for (const play of plays)
					if ((play.chip === 'wild' ? play.as : play.chip) === 'offering') offeringsUsed.push(play.offering!);
				limits();
				// A Favor or two after the bet, at a price; Miss Fortune adds a Curse to each.
				while (dice.left && dice.chance(25)) {
					const price = (['none', 'temptation', 'curse'] as const)[dice.next(3)]! as FavorPrice;
					if (m.favors[seat] === 0) {
						expect(checkPlayFavor(board, seat, { price, instant: false })).toEqual({
							code: 'no_favor',
							params: { seat }
						});
						break;
					}
					expect(checkPlayFavor(board, seat, { price, instant: false })).toBeNull();
					board = playFavor(board, seat, price, boss.id === 'miss-fortune');
					m.favors[seat]! -= 1;
					if (price === 'temptation') refSuffer(m, seat, 1);
					if (price === 'curse') refCurses(m, seat, 1);
					if (boss.id === 'miss-fortune') refCurses(m, seat, 1);
					expectModel(board, m, `Favor at ${price}`);
					expect(board.players[seat]!.favorsPlayed).toBeGreaterThan(0);
					limits();
				}
				if (boss.id === 'red-jack' && dice.chance(20)) {
					const hand = dice.chance(50) ? 'bust' : 'twenty-one';
					board = redJack(board, seat, hand);
					if (hand === 'bust') {
						refSuffer(m, seat, 1);
						refCurses(m, seat, 1);
					} else m.pot += 1;
					expectModel(board, m, `Red Jack ${hand}`);
				}
				if (boss.id === 'the-boatman' && dice.chance(20)) {
					const souls = 1 + dice.next(3);
					const refusal = checkToll(board, souls);
					if (souls > m.pot) expect(refusal).toEqual({ code: 'toll_pot_short', params: { pot: m.pot } });
					else {
						expect(refusal).toBeNull();
						board = paySouls(board, souls, false);
						m.pot -= souls;
						expectModel(board, m, 'toll');
					}
				}
				limits();
			}
		}
		if (!dice.left || board.lost) break;
		giveOverflow();
		if (board.lost) break;

		// The showdown: each player still in wins, loses or pushes against the Boss.
		reached.showdown = true;
		reached.rounds += 1;
		const results = folded.map((out) =>
			out ? 'fold' : (['win', 'win', 'win', 'lose', 'lose', 'push'] as const)[dice.next(6)]!
		);
		let earned = 0;
		results.forEach((result, seat) => {
			if (result === 'win')
				earned += bets[seat]!.filter((bet) => bet.chip === 'soul' || (bet.chip === 'wild' && bet.as === 'soul')).length;
		});
		expect(results.reduce((souls, result, seat) => souls + (result === 'win' ? soulsWon(bets[seat]!) : 0), 0)).toBe(
			earned
		);
		board = earnSouls(board, earned);
		m.pot += earned;
		const losers = results.flatMap((result, seat) => (result === 'lose' || result === 'fold' ? [seat] : []));
		for (const seat of losers) {
			let temptation = 0;
			let curses = 0;
			for (const bet of bets[seat]!) {
				temptation += BACKS[bet.chip][0];
				curses += BACKS[bet.chip][1];
			}
			expect(chipLosses(bets[seat]!)).toEqual({ temptation, curses });
			board = gainCurses(suffer(board, seat, temptation), seat, curses);
			refSuffer(m, seat, temptation);
			refCurses(m, seat, curses);
		}
		const perHand = boss.id === 'custom' ? boss.penalty : big ? 4 : 2;
		expect(bossPenalty(boss, PENALTIES)).toBe(perHand);
		board = paySouls(board, perHand * losers.length, big);
		refPay(m, perHand * losers.length, big);
		expectModel(board, m, 'showdown');
		limits();
		giveOverflow();
		if (board.lost) break;
		if (board.overflow > 0) break; // nobody has room left: the game cannot go on

		// Cleanup: the Minions go whatever happened; Nick Hauss and the Devil stay until beaten.
		const beaten = results.includes('win');
		if (boss.id === 'devil' && beaten) {
			reached.end = 'won';
			reached.choices = dice.used;
			return reached;
		}
		board = discardActiveCurses(board);
		m.up = m.up.map(() => 0);
		expectModel(board, m, 'cleanup');
		if (!big || beaten) bossIndex += 1;
		dealer = (dealer + 1) % players;
	}
	if (board.lost) reached.end = board.lost;
	reached.choices = dice.used;
	return reached;
}

/** A bet the player could place: chips still on the mat, an unused Offering, a Heal for anyone or nobody. */
function pickBet(
	dice: Choices,
	bets: readonly ChipPlay[],
	offeringsUsed: readonly Offering[],
	temptation: readonly number[],
	most: number
): ChipPlay[] | null {
	const players = temptation.length;
	const healable = temptation.filter((t) => t > 0 && t < 10 && t !== 5);
	const mostTempted = healable.length > 0 ? temptation.indexOf(Math.max(...healable)) : null;
	const left = (chip: Chip, also: readonly ChipPlay[]) =>
		CHIPS_ON_MAT[chip] - [...bets, ...also].filter((b) => b.chip === chip).length;
	const count = most === 2 && dice.chance(60) ? 2 : 1;
	const plays: ChipPlay[] = [];
	const offerings = [...offeringsUsed];
	for (let i = 0; i < count; i++) {
		const open = (Object.keys(CHIPS_ON_MAT) as Chip[]).filter((chip) => left(chip, plays) > 0);
		const usable = open.filter(
			(chip) => !((chip === 'offering' || chip === 'wild') && offerings.length === 4 && open.length > 1)
		);
		if (usable.length === 0) break;
		// Half the time a player who can bets an Earn a Soul chip: the Big Table needs Souls.
		const chip = usable.includes('soul') && dice.chance(50) ? 'soul' : usable[dice.next(usable.length)]!;
		const copies: Chip[] = ['soul', 'heal', 'offering', 'favor', 'reveal'];
		const as =
			chip === 'wild'
				? copies.filter((c) => c !== 'offering' || offerings.length < 4)[dice.next(offerings.length < 4 ? 5 : 4)]!
				: undefined;
		const acting = as ?? chip;
		const play: ChipPlay = { chip, ...(as ? { as } : {}) };
		// A Heal mostly goes to the player highest on the track, sometimes to anyone or nobody.
		if (acting === 'heal') play.heal = dice.chance(20) ? null : dice.chance(50) ? dice.next(players) : mostTempted;
		if (acting === 'offering') {
			const free = ALL_OFFERINGS.filter((o) => !offerings.includes(o));
			if (free.length === 0) break;
			play.offering = free[dice.next(free.length)]!;
			offerings.push(play.offering);
		}
		plays.push(play);
	}
	return plays.length > 0 ? plays : null;
}

/** What a bet does to the reference, or null when one of its heals must be refused. */
function refBet(
	before: Model,
	seat: number,
	plays: readonly ChipPlay[],
	hearts: number,
	nickHauss: boolean
): Model | null {
	const m = copy(before);
	refSuffer(m, seat, hearts);
	for (const play of plays) {
		if (play.chip === 'wild') refSuffer(m, seat, 1);
		const acting = play.chip === 'wild' ? play.as : play.chip;
		if (acting === 'heal' && typeof play.heal === 'number') {
			const t = m.t[play.heal]!;
			if (nickHauss || t === 0 || t - 1 < barrierOf(t)) return null;
			m.t[play.heal] = t - 1;
		}
		if (acting === 'favor') m.favors[seat] = Math.min(3, m.favors[seat]! + 1);
	}
	return m;
}

describe('random whole games', () => {
	const tally = { games: 0, bet: 0, showdown: 0, bigTable: 0, won: 0, temptation: 0, souls: 0, rounds: 0, choices: 0 };
	afterAll(() => {
		const share = (n: number) => `${Math.round((100 * n) / Math.max(1, tally.games))}%`;
		console.log(
			`Hell of a Deal random games: ${tally.games} played; ${share(tally.bet)} placed a bet, ${share(tally.showdown)} reached a showdown, ` +
				`${share(tally.bigTable)} the Big Table; ${share(tally.won + tally.temptation + tally.souls)} ended (${share(tally.won)} won, ${share(tally.temptation)} lost on Temptation, ${share(tally.souls)} on Souls); ` +
				`on average ${(tally.rounds / Math.max(1, tally.games)).toFixed(1)} showdowns and ${Math.round(tally.choices / Math.max(1, tally.games))} random choices a game`
		);
	});

	it('follow the reference model step by step and keep every limit, to the end of the game', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 4 }),
				fc.array(fc.nat(9999), { minLength: 400, maxLength: 800, size: 'max' }),
				(players, values) => {
					const reached = playGame(players, values);
					tally.games += 1;
					if (reached.bet) tally.bet += 1;
					if (reached.showdown) tally.showdown += 1;
					if (reached.bigTable) tally.bigTable += 1;
					if (reached.end === 'won') tally.won += 1;
					if (reached.end === 'temptation') tally.temptation += 1;
					if (reached.end === 'souls') tally.souls += 1;
					tally.rounds += reached.rounds;
					tally.choices += reached.choices;
				}
			),
			{ numRuns: propertyRuns(100) }
		);
	});
});
