// Every action's check in The Dealer: what the machine's guards ask, and what the runtime says on
// a refusal. They only read the context and call the rules.
import { phaseAt } from '$lib/runtime/countdown';
import type { ChecksFor } from '$lib/runtime/game-module';
import { rememberingLastVerdict } from '$lib/runtime/remembered-checks';
import { holders, stillTied, type RoundInPlay, type TheDealerContext, type TheDealerEvent } from './context';
import { checkRoles } from './rules/roles';
import {
	bonusDue,
	cardsHeld,
	checkBonus,
	checkFrenemy,
	checkHand,
	checkPlayedRound,
	checkSniper,
	isCardValue,
	judgeRound,
	type PlayedRound,
	type TheDealerRefusal
} from './rules';
import { checkTiebreak } from './tiebreak';

/** The round in play: every step whose actions these checks answer is within one. */
const roundOf = (context: TheDealerContext) => context.current!;

/**
 * The discussion is over when its countdown (the truth, not the event's lateness) has run out.
 * A discussion has one from its deal on, idle until started.
 */
function discussionOver(round: RoundInPlay, at: number): boolean {
	return phaseAt(round.countdown!, at) === 'over';
}

/** An action no rule of the game's own refuses: only the runtime and the machine's steps decide it. */
// Stryker disable next-line ArrowFunction: the runtime reads a check's undefined as its null (refusalIn's ??)
const noRule = () => null;

/** The past round a correction names, or null when there is none. */
function pastRound(context: TheDealerContext, round: number): PlayedRound | null {
	return context.rounds[round - 1] ?? null;
}

/**
 * The rules' checks: null when the rules take the action here. The runtime has already
 * refused an action aimed at a past round, deal or seat, and one no current step takes; the
 * machine's own guards keep the rest (a countdown that is not running cannot be paused).
 */
export const checks: ChecksFor<TheDealerContext, TheDealerEvent, TheDealerRefusal['code']> = rememberingLastVerdict({
	roles(context, event) {
		return checkRoles(event.roles, context.seats.length, context.firstDealer);
	},
	frenemy(context, event) {
		const round = roundOf(context);
		if (!round.roles.includes('frenemy')) return { code: 'not_in_play' };
		if (round.frenemy) return { code: 'already_chosen' };
		return checkFrenemy(event, round.roles);
	},
	sniper(context, event) {
		const round = roundOf(context);
		if (!round.roles.includes('sniper')) return { code: 'not_in_play' };
		if (round.sniper !== null) return { code: 'already_chosen' };
		return checkSniper(event.prediction);
	},
	dealt: noRule,
	start_countdown: noRule,
	pause_countdown(context, event) {
		return discussionOver(roundOf(context), event.at) ? { code: 'discussion_over' } : null;
	},
	resume_countdown: noRule,
	bank(context, event) {
		const round = roundOf(context);
		// A seat not at the table holds no cards either.
		if (!holders(round).includes(event.seat)) return { code: 'not_holding' };
		return discussionOver(round, event.at) ? { code: 'bank_too_late' } : null;
	},
	unbank(context, event) {
		const round = roundOf(context);
		// Only a bank tapped in this discussion can be taken back: an earlier one missed a deal.
		if (round.bankedAfter[event.seat] !== round.deals.length) return { code: 'not_banked_now' };
		return discussionOver(round, event.at) ? { code: 'bank_too_late' } : null;
	},
	close_discussion(context, event) {
		const round = roundOf(context);
		if (holders(round).length === 0 || discussionOver(round, event.at)) return null;
		return { code: round.countdown!.state === 'idle' ? 'discussion_not_started' : 'discussion_running' };
	},
	reveal(context, event) {
		const round = roundOf(context);
		// The runtime took the seat from the reveal's order (the targets): a player with a role.
		const role = round.roles[event.seat]!;
		return checkHand(
			{ cards: event.cards, destroy: event.destroy ?? null },
			role,
			cardsHeld(event.seat, round.deals, role)
		);
	},
	gamble(_, event) {
		return isCardValue(event.card) ? null : { code: 'card_value' };
	},
	stand: noRule,
	score(context, event) {
		return checkBonus(event, bonusDue(judgeRound(roundOf(context)), context.rewards));
	},
	tiebreak(context, event) {
		return checkTiebreak(stillTied(context), event.guesses, event.cards);
	},
	correct(context, event) {
		const past = pastRound(context, event.round);
		if (!past) return { code: 'no_such_round' };
		if (event.hands.length !== past.roles.length) return { code: 'correction_incomplete' };
		return checkPlayedRound(
			{ ...past, frenemy: event.frenemy, sniper: event.sniper, hands: event.hands, bonus: event.bonus },
			context.rewards
		);
	}
});
