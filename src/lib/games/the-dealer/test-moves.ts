// For the contract test and the recorded fixture log: what a table of The Dealer might tap at
// any point, mostly right, sometimes not (a bank after the countdown ran out, a close while it
// runs, a card left empty, too few bonus cards, a correction of a round not played). The
// discussion's taps carry their own times, so random games run its countdown: banks within
// the talk, now and then a pause, a late bank, a close long after the end.
import fc from 'fast-check';
import { remainingMs } from '$lib/runtime/countdown';
import { type GameMoves, tableSetups } from '$support/random-play';
import type { Tap } from '$support/test-table';
import { DISCUSSION_SECONDS, MAX_PLAYERS, MIN_PLAYERS } from './rules/constants';
import { theDealerGame, type TheDealerGame } from './game';
import { holders, nextRevealer, stillTied } from './machine';
import { dealRoles } from './rules/roles';
import { bonusDue, cardsHeld, judgeRound, SNIPER_CARDS } from './rules';

type T = Tap<TheDealerGame>;
type Draw = (n: number) => number;

/** `count` card values, now and then one left empty. */
function values(count: number, draw: Draw): (number | null)[] {
	return Array.from({ length: count }, () => (draw(25) === 0 ? null : draw(7)));
}

export const theDealerMoves: GameMoves<TheDealerGame> = {
	game: theDealerGame,
	setups: tableSetups(
		{ min: MIN_PLAYERS, max: MAX_PLAYERS },
		fc
			.record({
				discussionSeconds: fc.constantFrom(...DISCUSSION_SECONDS),
				houseRules: fc.option(
					fc.record({ dealerCardsPerBust: fc.nat(5), frenemyCards: fc.nat(5), sniperCards: fc.nat(5) })
				)
			})
			.map(({ discussionSeconds, houseRules }) => ({ discussionSeconds, ...houseRules }))
	),
	taps(table, draw) {
		const { context, snapshot } = table;
		const players = context.seats.length;
		const round = context.current;
		// The newest time the table has seen: the discussion's taps come after it.
		const now = table.log.at(-1)?.at ?? 1_000_000;
		const taps: T[] = [];
		if (snapshot.matches('roles')) {
			const roles = dealRoles(players, context.firstDealer, () => draw(1000) / 1000);
			taps.push({ type: 'roles', roles, dealtByApp: true });
			if (draw(4) === 0)
				taps.push({
					type: 'roles',
					roles: roles.map((role, seat) => (seat === draw(players) ? null : role)),
					dealtByApp: false
				});
		} else if (round && snapshot.matches('before')) {
			if (round.roles.includes('frenemy') && !round.frenemy) {
				// Any seat: the Frenemy and the Dealer are refused.
				taps.push({ type: 'frenemy', target: draw(players), stance: draw(2) ? 'friend' : 'enemy' });
			} else taps.push({ type: 'sniper', prediction: draw(6) ? SNIPER_CARDS[draw(3)]! : 6 });
		} else if (round && snapshot.matches('deal')) {
			taps.push({ type: 'dealt' });
		} else if (round && snapshot.matches('discussion') && round.countdown) {
			const countdown = round.countdown;
			const holding = holders(round);
			const left = remainingMs(countdown, now);
			const bankers = holding.map((seat) => ({ type: 'bank' as const, seat }));
			if (holding.length === 0) taps.push({ type: 'close_discussion' });
			else if (countdown.state === 'idle') {
				taps.push({ type: 'start_countdown', at: now + 500 + draw(5_000) }, ...bankers, { type: 'close_discussion' });
			} else if (countdown.state === 'paused') {
				taps.push({ type: 'resume_countdown', at: now + draw(120_000) }, ...bankers);
			} else if (left > 0) {
				// Banks within the talk (and the Dealer's 3-2-1), sometimes just after it.
				for (const tap of bankers)
					taps.push(
						{ ...tap, at: now + draw(Math.min(left, 12_000)) },
						{ ...tap, at: now + draw(Math.min(left, 12_000)) }
					);
				if (draw(3) === 0)
					taps.push({ type: 'bank', seat: holding[draw(holding.length)]!, at: now + left + draw(5_000) });
				taps.push(
					{ type: 'pause_countdown', at: now + draw(left) },
					{ type: 'close_discussion', at: now + draw(left) }
				);
				if (draw(2) === 0) taps.push({ type: 'close_discussion', at: now + left + draw(60_000) });
				const banked = round.bankedAfter.flatMap((after, seat) => (after === round.deals.length ? [seat] : []));
				if (banked.length && draw(3) === 0)
					taps.push({ type: 'unbank', seat: banked[draw(banked.length)]!, at: now + draw(left) });
			} else {
				// Run out: the table closes it, maybe after a locked phone; a late bank is refused.
				taps.push(
					{ type: 'close_discussion', at: now + draw(3_600_000) },
					{ type: 'bank', seat: holding[0]!, at: now + 1 }
				);
			}
		} else if (round && snapshot.matches('reveal')) {
			const seat = nextRevealer(round) ?? 0;
			const role = round.roles[seat]!;
			const held = cardsHeld(seat, round.deals, role) + (draw(15) === 0 ? 1 : 0);
			const destroy = role === 'destroyer' || draw(15) === 0 ? draw(7) : null;
			taps.push({ type: 'reveal', cards: values(held, draw), destroy });
		} else if (round && snapshot.matches('gamble')) {
			taps.push({ type: 'gamble', card: draw(20) === 0 ? null : draw(7) }, { type: 'stand' });
		} else if (round && snapshot.matches('score')) {
			const due = bonusDue(judgeRound(round), context.rewards);
			const short = draw(10) === 0 ? 1 : 0;
			taps.push({
				type: 'score',
				dealer: values(Math.max(0, due.dealer - short), draw),
				frenemy: values(due.frenemy, draw),
				sniper: values(due.sniper, draw)
			});
		} else if (snapshot.matches('tiebreak')) {
			const still = stillTied(context);
			const count = still.length - (draw(10) === 0 ? 1 : 0);
			taps.push({ type: 'tiebreak', guesses: values(count, draw), cards: values(count, draw) });
		} else {
			return [];
		}
		if (draw(15) === 0 && !snapshot.matches('discussion')) {
			// A past round re-entered as played (no change), or one not played yet.
			const past = draw(context.rounds.length + 1);
			const played = context.rounds[past];
			if (played)
				taps.push({
					type: 'correct',
					round: past + 1,
					frenemy: played.frenemy,
					sniper: played.sniper,
					hands: played.hands,
					bonus: played.bonus
				});
			else
				taps.push({
					type: 'correct',
					round: past + 1,
					frenemy: null,
					sniper: null,
					hands: [],
					bonus: { dealer: [], frenemy: [], sniper: [] }
				});
		}
		return taps;
	},
	maxTaps: 1500
};

export default theDealerMoves;
