// Every Hell of a Deal action's check: what the machine's guards ask, and what the runtime says
// on a refusal. They only read the context and call the rules.
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import type { ChecksFor } from '$lib/runtime/game-module';
import {
	currentBoss,
	currentSeat,
	extraCardSeats,
	heartsPlaced,
	justBet,
	mostChips,
	needsHeart,
	type HellContext,
	type HellEvent
} from './context';
import {
	checkAdjust,
	checkAssign,
	checkBegin,
	checkHearts,
	checkPlayFavor,
	checkPlays,
	checkToll,
	isCount,
	type BossId,
	type HellRefusal
} from './rules';

function inPlay(context: HellContext, seat: number): HellRefusal | null {
	if (!isCount(seat, context.seats.length - 1)) return { code: 'no_such_seat' };
	return context.hand.folded[seat] ? { code: 'seat_folded', params: { seat } } : null;
}

/**
 * Before a player acts, against Demona the heart has been told. There is always a player to act
 * while the betting takes a bet or a fold: the machine moves on once everyone has acted.
 */
function turnCheck(context: HellContext): HellRefusal | null {
	return needsHeart(context) ? { code: 'heart_first' } : null;
}

/** The Boss on the table: every step that takes an action has one, from the deck built at begin. */
const bossNow = (context: HellContext) => currentBoss(context)!;

const noHealing = (context: HellContext) => bossNow(context).id === 'nick-hauss';

type HellChecks = ChecksFor<HellContext, HellEvent, HellRefusal['code']>;

/** One rule over every action but giving it out: Temptation waiting for a player is given out first. */
function waiting(context: HellContext): HellRefusal | null {
	const count = context.board.overflow;
	return count > 0 ? { code: 'overflow_pending', params: { count } } : null;
}

/** A Boss's own rule, refused against any other Boss. */
function boss(context: HellContext, id: BossId): HellRefusal | null {
	return bossNow(context).id === id ? null : { code: 'not_this_boss' };
}

export const checks: HellChecks = rememberingLastVerdict({
	// Before the deck is built nothing has been suffered, so no Temptation waits.
	begin: (context, event) => checkBegin(event.minions, event.devil, event.temptation, context.seats.length),
	reveal: (context) => waiting(context),
	deal: (context) => waiting(context),
	heart: (context, event) => {
		const problem = waiting(context);
		if (problem) return problem;
		if (!needsHeart(context)) return { code: 'heart_not_asked' };
		return checkHearts(context.hand.phase, event.hearts);
	},
	bet: (context, event) => {
		const seat = currentSeat(context)!;
		return (
			waiting(context) ??
			turnCheck(context) ??
			checkPlays(event.plays, {
				seat,
				bets: context.hand.bets[seat]!,
				most: mostChips(context, seat),
				offeringsUsed: context.hand.offeringsUsed,
				board: context.board,
				hearts: heartsPlaced(context),
				noHealing: noHealing(context)
			})
		);
	},
	fold: (context) => {
		const problem = waiting(context) ?? turnCheck(context);
		if (problem) return problem;
		return bossNow(context).id === 'devil' ? { code: 'no_folding' } : null;
	},
	extra_card: (context, event) => {
		// No heart is asked against Dedly Aloor: that is Demona's rule.
		const problem = waiting(context) ?? boss(context, 'dedly-aloor');
		if (problem) return problem;
		return extraCardSeats(context).includes(event.seat) ? null : { code: 'extra_card_seat' };
	},
	red_jack: (context, event) => {
		const problem = waiting(context) ?? boss(context, 'red-jack') ?? inPlay(context, event.seat);
		if (problem) return problem;
		// A hand counts once: the same hand entered again would pay or cost twice.
		const counted = context.hand.redJackCounted[event.seat];
		return counted && !event.handChanged ? { code: 'red_jack_counted', params: { seat: event.seat } } : null;
	},
	toll: (context, event) =>
		waiting(context) ??
		boss(context, 'the-boatman') ??
		inPlay(context, event.seat) ??
		checkToll(context.board, event.souls),
	play_favor: (context, event) => {
		const problem = waiting(context) ?? inPlay(context, event.seat) ?? checkPlayFavor(context.board, event.seat, event);
		if (problem) return problem;
		return event.instant || justBet(context) === event.seat
			? null
			: { code: 'favor_after_bet', params: { seat: event.seat } };
	},
	showdown: (context, event) => {
		const problem = waiting(context);
		if (problem) return problem;
		const results = event.results;
		if (results.length !== context.seats.length) return { code: 'results_missing' };
		// A folded player has no hand to judge; everyone else needs a result.
		const complete = results.every((result, seat) => (context.hand.folded[seat] ? result === null : result !== null));
		return complete ? null : { code: 'results_missing' };
	},
	// Giving the waiting Temptation out is the one action the waiting Temptation allows.
	assign: (context, event) => checkAssign(context.board, event.seat),
	cleanup: (context) => waiting(context),
	adjust: (context, event) =>
		waiting(context) ?? checkAdjust(context.board, event.seat, event.what, event.by, noHealing(context))
});
