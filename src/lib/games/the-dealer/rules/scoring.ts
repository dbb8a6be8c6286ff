// A round scored: what the reveal decides, the bonus cards each scoring pile draws, and the
// piles' points round by round.
import { handOutcome, isCardValue, sum } from './hands';
import type { BonusEntry, HandOutcome, PlayedRound, Rewards, TheDealerRefusal } from './vocabulary';

export type BonusDue = { dealer: number; frenemy: number; sniper: number };

export type RoundResult = {
	outcomes: (HandOutcome | null)[];
	busts: number[];
	frenemyEarns: boolean;
	sniperEarns: boolean;
};

/** What the reveal decides: each hand's verdict, who bust, whether the Frenemy and Sniper earn. */
export function judgeRound(round: Pick<PlayedRound, 'roles' | 'hands' | 'frenemy' | 'sniper'>): RoundResult {
	const outcomes = round.hands.map((hand, seat) => (hand ? handOutcome(hand, round.roles[seat]!) : null));
	const busts = outcomes.flatMap((outcome, seat) => (outcome?.bust ? [seat] : []));
	const frenemy = round.frenemy;
	const target = frenemy ? outcomes[frenemy.target] : null;
	// "If your friend succeeds or your enemy busts" - paid even when the Frenemy busts.
	const frenemyEarns = !!frenemy && !!target && (frenemy.stance === 'friend' ? !target.bust : target.bust);
	const sniperSeat = round.roles.indexOf('sniper');
	// A bust scores 0, so it never equals a prediction of 3, 4 or 5; no score equals no prediction.
	const sniperEarns = sniperSeat !== -1 && outcomes[sniperSeat]?.score === round.sniper;
	return { outcomes, busts, frenemyEarns, sniperEarns };
}

/** How many cards each scoring pile draws after the reveal. */
export function bonusDue(judged: RoundResult, rewards: Rewards): BonusDue {
	return {
		dealer: rewards.dealerPerBust * judged.busts.length,
		frenemy: judged.frenemyEarns ? rewards.frenemy : 0,
		sniper: judged.sniperEarns ? rewards.sniper : 0
	};
}

export function checkBonus(bonus: BonusEntry, due: BonusDue): TheDealerRefusal | null {
	for (const key of ['dealer', 'frenemy', 'sniper'] as const) {
		const cards = bonus[key];
		if (cards.length !== due[key]) return { code: 'bonus_count', params: { who: key, count: due[key] } };
		if (!cards.every(isCardValue)) return { code: 'card_value' };
	}
	return null;
}

/** Points each seat's scoring pile gained this round. */
export function roundPoints(round: PlayedRound): number[] {
	const { outcomes } = judgeRound(round);
	return round.roles.map((role, seat) => {
		let points = outcomes[seat]?.score ?? 0;
		if (role === 'dealer') points += sum(round.bonus.dealer);
		if (role === 'frenemy') points += sum(round.bonus.frenemy);
		if (role === 'sniper') points += sum(round.bonus.sniper);
		return points;
	});
}

/** Per round, every seat's pile total after it. */
export function runningTotals(rounds: readonly PlayedRound[], players: number): number[][] {
	const totals: number[][] = [];
	let running = new Array<number>(players).fill(0);
	for (const round of rounds) {
		const points = roundPoints(round);
		running = running.map((total, seat) => total + points[seat]!);
		totals.push(running);
	}
	return totals;
}
