// For the contract test, the machine's whole-game property and the recorded fixture log: what a
// Hell of a Deal table might tap at any point. Mostly the step the game waits for (a chip the
// rules take, chosen among a few a player might pick), sometimes not: a chip already used, a
// Boss's rule under another Boss, a fold against the Devil, an adjustment past a limit.
import fc from 'fast-check';
import { type Draw, type GameMoves, tableSetups } from '$support/random-play';
import type { Tap } from '$support/test-table';
import { MAX_PLAYERS, MIN_PLAYERS } from './rules/constants';
import { hellGame, type HellGame } from './game';
import {
	checks,
	currentBoss,
	currentSeat,
	extraCardSeats,
	justBet,
	mostChips,
	needsHeart,
	turnOf,
	type HellContext
} from './machine';
import {
	ADJUSTABLE,
	BONES,
	CHIPS,
	FAVOR_CARDS,
	FAVOR_PRICES,
	heartsAtMost,
	MINIONS,
	MINIONS_PER_GAME,
	OFFERINGS,
	PRINTED_FAVORS,
	type HandResult,
	type BossCard,
	type Chip,
	type ChipPlay
} from './rules';

type HellTap = Tap<HellGame>;

const pick = <T>(list: readonly T[], draw: Draw): T => list[draw(list.length)]!;

/** Hands against the Boss: wins twice as often as a push or a loss, so some teams reach the Devil. */
const HANDS: readonly HandResult[] = ['win', 'win', 'push', 'lose'];

/** One chip as a player might pick it: a Wild copies a chip, a Heal helps someone or nobody, an Offering names one. */
function randomPlay(players: number, draw: Draw): ChipPlay {
	const chip = pick(CHIPS, draw);
	const acting: Chip =
		chip === 'wild'
			? pick(
					CHIPS.filter((c) => c !== 'wild'),
					draw
				)
			: chip;
	return {
		chip,
		...(chip === 'wild' ? { as: acting } : {}),
		...(acting === 'heal' ? { heal: draw(3) === 0 ? null : draw(players) } : {}),
		...(acting === 'offering' ? { offering: pick(OFFERINGS, draw) } : {})
	};
}

/** A bet the rules take when one of a few tries finds one (asked of the rules alone, which is quick); otherwise the last try. */
function betTap(context: HellContext, draw: Draw): HellTap {
	const players = context.seats.length;
	const most = mostChips(context, currentSeat(context) ?? 0);
	let plays: ChipPlay[] = [];
	for (let attempt = 0; attempt < 12; attempt++) {
		plays = Array.from({ length: draw(most) + 1 }, () => randomPlay(players, draw));
		if (checks.bet(context, { type: 'bet', at: 0, plays, ...turnOf(context) }) === null) break;
	}
	return { type: 'bet', plays };
}

/**
 * A Favor, mostly by the player who just bet (the one whose turn it is to play one), else by
 * anyone; a printed one now and then (sometimes at the wrong price), else any price and timing.
 */
function favorTap(context: HellContext, draw: Draw): HellTap {
	const seat = draw(2) === 0 ? (justBet(context) ?? 0) : draw(context.seats.length);
	if (draw(3) === 0) {
		const favor = pick(PRINTED_FAVORS, draw);
		return {
			type: 'play_favor',
			seat,
			favor,
			...FAVOR_CARDS[favor],
			...(draw(6) === 0 ? { price: pick(FAVOR_PRICES, draw) } : {})
		};
	}
	return { type: 'play_favor', seat, price: pick(FAVOR_PRICES, draw), instant: draw(3) === 0 };
}

/** Four different Minions in a random order; now and then a deck one short. */
function beginTap(players: number, draw: Draw): HellTap {
	const pool = [...MINIONS];
	const minions: BossCard[] = [];
	while (minions.length < MINIONS_PER_GAME) minions.push({ id: pool.splice(draw(pool.length), 1)[0]! });
	return {
		type: 'begin',
		minions: draw(12) === 0 ? minions.slice(1) : minions,
		devil: draw(3) + 1,
		temptation: Array.from({ length: players }, () => (draw(6) === 0 ? draw(9) : 0))
	};
}

export const hellMoves: GameMoves<HellGame> = {
	game: hellGame,
	setups: tableSetups(
		{ min: MIN_PLAYERS, max: MAX_PLAYERS },
		fc.record({ minionPenalty: fc.integer({ min: 0, max: 3 }), bigTablePenalty: fc.integer({ min: 2, max: 5 }) })
	),
	taps(table, draw) {
		const { snapshot, context } = table;
		const players = context.seats.length;
		if (snapshot.matches('finished')) return [];
		if (snapshot.matches('setup')) return [beginTap(players, draw)];
		const taps: HellTap[] = [];
		const boss = currentBoss(context)?.id;
		if (context.board.overflow > 0) {
			taps.push({ type: 'assign', seat: draw(players) }, { type: 'assign', seat: draw(players) });
		} else if (snapshot.matches('reveal')) {
			taps.push({ type: 'reveal' });
		} else if (snapshot.matches('dealing')) {
			taps.push({ type: 'deal' });
		} else if (snapshot.matches('betting')) {
			// Now and then more hearts than the phase's cards can hold.
			if (needsHeart(context)) taps.push({ type: 'heart', hearts: draw(heartsAtMost(context.hand.phase) + 2) });
			else {
				taps.push(betTap(context, draw), betTap(context, draw));
				// Folding is rarer than betting, and never allowed against the Devil.
				if (draw(5) === 0) taps.push({ type: 'fold', bones: pick(BONES, draw) });
				if (boss === 'dedly-aloor' && draw(3) === 0) {
					const seats = extraCardSeats(context);
					taps.push({ type: 'extra_card', seat: seats.length > 0 ? pick(seats, draw) : 0, temptation: draw(2) === 0 });
				}
			}
		} else if (snapshot.matches('showdown')) {
			taps.push({ type: 'showdown', results: context.hand.folded.map((out) => (out ? null : pick(HANDS, draw))) });
		} else if (snapshot.matches('settled')) {
			taps.push({ type: 'cleanup' });
		}
		// Now and then a Boss's rule (under any Boss), a Favor, or an adjustment by hand.
		if (draw(8) === 0)
			taps.push({
				type: 'red_jack',
				seat: draw(players),
				hand: draw(2) === 0 ? 'bust' : 'twenty-one',
				handChanged: draw(3) === 0
			});
		if (draw(8) === 0) taps.push({ type: 'toll', seat: draw(players), souls: draw(3) });
		if (draw(8) === 0) taps.push(favorTap(context, draw));
		if (draw(12) === 0) {
			const what = pick(ADJUSTABLE, draw);
			taps.push({ type: 'adjust', seat: what === 'souls' ? null : draw(players), what, by: draw(7) - 3 });
		}
		return taps;
	},
	maxTaps: 1500
};

export default hellMoves;
