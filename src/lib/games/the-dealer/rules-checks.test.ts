// The Dealer's checks and scoring, pinned by worked examples and by properties measured against
// a small scorer written here (never the module's own), so a wrong rule fails a test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROLE_CARDS, type Role } from './rules/roles';
import {
	baseOutcome,
	bonusDue,
	cardsHeld,
	checkBonus,
	checkFrenemy,
	checkHand,
	checkPlayedRound,
	checkSecrets,
	checkSniper,
	GIANT_RANGE,
	handOutcome,
	isCardValue,
	judgeRound,
	revealOrder,
	roundPoints,
	RULEBOOK_REWARDS,
	runningTotals,
	safeRange,
	SAFE_RANGE,
	SNIPER_CARDS,
	STANCES,
	sum,
	type Bonus,
	type Hand,
	type PlayedRound,
	type RoundResult
} from './rules';

const hand = (cards: number[], more: Partial<Hand> = {}): Hand => ({ cards, destroy: null, extra: null, ...more });
const noBonus: Bonus = { dealer: [], frenemy: [], sniper: [] };

/** The rulebook's hand score, written out: 3-5 (the Giant 3-7) scores its total, else 0. */
function expectedHandScore(role: Role, h: Hand): number {
	let total = 0;
	for (const card of h.cards) if (!(role === 'destroyer' && card === h.destroy)) total += card;
	const top = role === 'giant' ? 7 : 5;
	if (total < 3 || top < total) return 0;
	if (role === 'gambler' && h.extra !== null) return h.extra === 0 ? 0 : total + h.extra;
	return total;
}

/** A round's points by seat, written out: the hand's score plus the role's own bonus pile. */
function expectedPoints(round: PlayedRound): number[] {
	return round.roles.map((role, seat) => {
		const h = round.hands[seat];
		let points = h ? expectedHandScore(role, h) : 0;
		const pile =
			role === 'dealer'
				? round.bonus.dealer
				: role === 'frenemy'
					? round.bonus.frenemy
					: role === 'sniper'
						? round.bonus.sniper
						: [];
		for (const card of pile) points += card;
		return points;
	});
}

describe('the numbers on the cards', () => {
	it('are the rulebook’s: safe 3-5, the Giant 3-7, Sniper cards 3, 4 and 5, friend or enemy', () => {
		expect(SAFE_RANGE).toEqual({ min: 3, max: 5 });
		expect(GIANT_RANGE).toEqual({ min: 3, max: 7 });
		expect(SNIPER_CARDS).toEqual([3, 4, 5]);
		expect(STANCES).toEqual(['friend', 'enemy']);
		expect(RULEBOOK_REWARDS).toEqual({ dealerPerBust: 2, frenemy: 1, sniper: 2 });
	});

	it('widen the safe range for the Giant alone', () => {
		for (const role of ['dealer', ...ROLE_CARDS] as Role[]) {
			expect(safeRange(role)).toEqual(role === 'giant' ? { min: 3, max: 7 } : { min: 3, max: 5 });
		}
	});

	it('are values entered, not fields left empty', () => {
		for (const value of [0, 1, 5, 99, 1000]) expect(isCardValue(value)).toBe(true);
		expect(isCardValue(null)).toBe(false);
	});

	it('add up with sum', () => {
		expect(sum([])).toBe(0);
		expect(sum([0])).toBe(0);
		expect(sum([2, 3, 4])).toBe(9);
	});

	it('are revealed from the Dealer’s left round the table', () => {
		expect(revealOrder(0, 3)).toEqual([1, 2]);
		expect(revealOrder(2, 3)).toEqual([0, 1]);
		expect(revealOrder(5, 6)).toEqual([0, 1, 2, 3, 4]);
	});
});

describe('a hand at the reveal', () => {
	it('is safe exactly at 3 and at 5, and busts at 2 and at 6', () => {
		expect(baseOutcome([3], 'witness', null)).toEqual({ kept: [3], destroyed: 0, total: 3, bust: false, score: 3 });
		expect(baseOutcome([1, 4], 'witness', null)).toEqual({
			kept: [1, 4],
			destroyed: 0,
			total: 5,
			bust: false,
			score: 5
		});
		expect(baseOutcome([2, 0], 'prophet', null)).toEqual({
			kept: [2, 0],
			destroyed: 0,
			total: 2,
			bust: true,
			score: 0
		});
		expect(baseOutcome([6], 'prophet', null)).toEqual({ kept: [6], destroyed: 0, total: 6, bust: true, score: 0 });
	});

	it('of the Giant is safe at 6 and 7 and busts at 8', () => {
		expect(baseOutcome([6], 'giant', null)).toMatchObject({ bust: false, score: 6 });
		expect(baseOutcome([7], 'giant', null)).toMatchObject({ bust: false, score: 7 });
		expect(baseOutcome([3, 5], 'giant', null)).toMatchObject({ total: 8, bust: true, score: 0 });
		expect(baseOutcome([2], 'giant', null)).toMatchObject({ total: 2, bust: true, score: 0 });
	});

	it('loses cards only to the Destroyer, who may name 0', () => {
		// Nobody but the Destroyer destroys, whatever a stray number says.
		expect(baseOutcome([4, 1], 'witness', 4)).toEqual({ kept: [4, 1], destroyed: 0, total: 5, bust: false, score: 5 });
		expect(baseOutcome([0, 0, 3], 'destroyer', 0)).toEqual({
			kept: [3],
			destroyed: 2,
			total: 3,
			bust: false,
			score: 3
		});
		expect(baseOutcome([5, 1], 'destroyer', null)).toEqual({
			kept: [5, 1],
			destroyed: 0,
			total: 6,
			bust: true,
			score: 0
		});
		// Destroying can save a hand: 5 + 2 + 2 is 9, without the 2s it is 5.
		expect(baseOutcome([2, 5, 2], 'destroyer', 2)).toEqual({
			kept: [5],
			destroyed: 2,
			total: 5,
			bust: false,
			score: 5
		});
	});

	it('of the Gambler counts a drawn card past 5, and busts on a drawn 0', () => {
		expect(handOutcome(hand([1, 2], { extra: 9 }), 'gambler')).toEqual({
			kept: [1, 2, 9],
			destroyed: 0,
			total: 12,
			bust: false,
			score: 12
		});
		expect(handOutcome(hand([5], { extra: 0 }), 'gambler')).toEqual({
			kept: [5, 0],
			destroyed: 0,
			total: 5,
			bust: true,
			score: 0
		});
		expect(handOutcome(hand([3]), 'gambler')).toEqual({ kept: [3], destroyed: 0, total: 3, bust: false, score: 3 });
	});

	it('of a Gambler who bust draws nothing, and nobody else draws one', () => {
		expect(handOutcome(hand([6], { extra: 2 }), 'gambler')).toEqual({
			kept: [6],
			destroyed: 0,
			total: 6,
			bust: true,
			score: 0
		});
		expect(handOutcome(hand([1], { extra: 2 }), 'gambler')).toEqual({
			kept: [1],
			destroyed: 0,
			total: 1,
			bust: true,
			score: 0
		});
		expect(handOutcome(hand([4], { extra: 2 }), 'witness')).toEqual({
			kept: [4],
			destroyed: 0,
			total: 4,
			bust: false,
			score: 4
		});
		expect(handOutcome(hand([4], { extra: 0 }), 'giant')).toEqual({
			kept: [4],
			destroyed: 0,
			total: 4,
			bust: false,
			score: 4
		});
	});

	it('scores what the rulebook says for any role and any cards', () => {
		fc.assert(
			fc.property(
				fc.constantFrom<Role>(...ROLE_CARDS),
				fc.array(fc.nat(9), { minLength: 1, maxLength: 5 }),
				fc.nat(9),
				fc.option(fc.nat(9)),
				(role, cards, destroy, extra) => {
					const h = hand(cards, {
						destroy: role === 'destroyer' ? destroy : null,
						extra: role === 'gambler' ? extra : null
					});
					const outcome = handOutcome(h, role);
					expect(outcome.score).toBe(expectedHandScore(role, h));
					expect(outcome.bust).toBe(expectedHandScore(role, h) === 0);
				}
			)
		);
	});
});

describe('cards held', () => {
	it('are one per deal taken, plus the Secret Keeper’s own', () => {
		expect(cardsHeld(1, [], 'witness')).toBe(0);
		expect(cardsHeld(1, [], 'secretKeeper')).toBe(1);
		expect(cardsHeld(2, [[1, 2], [2], [1]], 'secretKeeper')).toBe(3);
		expect(cardsHeld(0, [[1, 2], [2]], 'giant')).toBe(0);
	});
});

describe('a hand as entered', () => {
	it('needs the cards as a list as long as the cards held', () => {
		expect(checkHand({ cards: [1, 2, 3] }, 'witness', 2)).toEqual({ code: 'cards_count', params: { count: 2 } });
		expect(checkHand({ cards: [1, 2] }, 'witness', 2)).toBeNull();
		expect(checkHand({ cards: [] }, 'witness', 0)).toBeNull();
	});

	it('needs a card value in every place, checked after the count', () => {
		expect(checkHand({ cards: [3, null] }, 'witness', 2)).toEqual({ code: 'card_value' });
		expect(checkHand({ cards: [null] }, 'witness', 2)).toEqual({ code: 'cards_count', params: { count: 2 } });
	});

	it('needs the Destroyer’s number, a card value, and nobody else’s', () => {
		expect(checkHand({ cards: [1, 2], destroy: 0 }, 'destroyer', 2)).toBeNull();
		expect(checkHand({ cards: [1, 2], destroy: 7 }, 'destroyer', 2)).toBeNull();
		expect(checkHand({ cards: [1, 2] }, 'destroyer', 2)).toEqual({ code: 'destroy_number' });
		expect(checkHand({ cards: [1, 2], destroy: null }, 'destroyer', 2)).toEqual({ code: 'destroy_number' });
		expect(checkHand({ cards: [1, 2], destroy: 0 }, 'gambler', 2)).toEqual({ code: 'destroy_number' });
		expect(checkHand({ cards: [1, 2], destroy: null, extra: null }, 'giant', 2)).toBeNull();
	});

	it('takes an extra card only from a Gambler who did not bust', () => {
		expect(checkHand({ cards: [2, 2], extra: 0 }, 'gambler', 2)).toBeNull();
		expect(checkHand({ cards: [2, 2], extra: 8 }, 'gambler', 2)).toBeNull();
		expect(checkHand({ cards: [2, 2], extra: null }, 'gambler', 2)).toBeNull();
		expect(checkHand({ cards: [2, 2], extra: 1 }, 'giant', 2)).toEqual({ code: 'not_gambler' });
		expect(checkHand({ cards: [2, 2], extra: 1 }, 'destroyer', 2)).toEqual({ code: 'destroy_number' });
		expect(checkHand({ cards: [2, 2], destroy: 9, extra: 1 }, 'destroyer', 2)).toEqual({ code: 'not_gambler' });
		// The bust is judged on the cards before the extra one: 1 + 1 is below 3.
		expect(checkHand({ cards: [1, 1], extra: 3 }, 'gambler', 2)).toEqual({ code: 'gamble_after_bust' });
		expect(checkHand({ cards: [3, 3], extra: 0 }, 'gambler', 2)).toEqual({ code: 'gamble_after_bust' });
	});
});

describe('the secret choices', () => {
	const both: Role[] = ['dealer', 'frenemy', 'sniper', 'giant'];
	const neither: Role[] = ['dealer', 'giant', 'witness', 'prophet'];

	it('let the Frenemy pick any other player who holds cards, as friend or enemy', () => {
		const roles: Role[] = ['witness', 'frenemy', 'dealer', 'prophet'];
		expect(checkFrenemy({ target: 0, stance: 'enemy' }, roles)).toBeNull();
		expect(checkFrenemy({ target: 3, stance: 'friend' }, roles)).toBeNull();
		expect(checkFrenemy({ target: 2, stance: 'friend' }, roles)).toEqual({ code: 'frenemy_target' });
		expect(checkFrenemy({ target: 1, stance: 'enemy' }, roles)).toEqual({ code: 'frenemy_target' });
		for (const target of [4, 5, null]) {
			expect(checkFrenemy({ target, stance: 'friend' }, roles)).toEqual({ code: 'frenemy_target' });
		}
		expect(checkFrenemy({ target: 0, stance: null }, roles)).toEqual({ code: 'frenemy_stance' });
	});

	it('let the Sniper predict 3, 4 or 5 only', () => {
		for (const card of SNIPER_CARDS) expect(checkSniper(card)).toBeNull();
		for (const card of [2, 6, 0, null]) expect(checkSniper(card)).toEqual({ code: 'sniper_card' });
	});

	it('are needed from the Frenemy and the Sniper when they are in play', () => {
		expect(checkSecrets(both, { target: 3, stance: 'friend' }, 4)).toBeNull();
		expect(checkSecrets(both, null, 4)).toEqual({ code: 'frenemy_target' });
		expect(checkSecrets(both, { target: 0, stance: 'friend' }, 4)).toEqual({ code: 'frenemy_target' });
		expect(checkSecrets(both, { target: 3, stance: null }, 4)).toEqual({ code: 'frenemy_stance' });
		expect(checkSecrets(both, { target: 3, stance: 'enemy' }, null)).toEqual({ code: 'sniper_card' });
		expect(checkSecrets(both, { target: 3, stance: 'enemy' }, 6)).toEqual({ code: 'sniper_card' });
		expect(checkSecrets(['dealer', 'sniper', 'giant'], null, 3)).toBeNull();
		expect(checkSecrets(['dealer', 'frenemy', 'giant'], { target: 2, stance: 'enemy' }, null)).toBeNull();
	});

	it('are refused from roles not in play', () => {
		expect(checkSecrets(neither, null, null)).toBeNull();
		expect(checkSecrets(neither, { target: 1, stance: 'friend' }, null)).toEqual({ code: 'not_in_play' });
		expect(checkSecrets(neither, null, 4)).toEqual({ code: 'not_in_play' });
		expect(checkSecrets(['dealer', 'sniper', 'giant'], { target: 2, stance: 'friend' }, 4)).toEqual({
			code: 'not_in_play'
		});
		expect(checkSecrets(['dealer', 'frenemy', 'giant'], { target: 2, stance: 'enemy' }, 5)).toEqual({
			code: 'not_in_play'
		});
	});
});

/** A four-player round: seat 0 deals, one deal to seats 1-3, and the Secret Keeper's own card. */
function round(roles: Role[], hands: (Hand | null)[], more: Partial<PlayedRound> = {}): PlayedRound {
	return { roles, frenemy: null, sniper: null, deals: [[1, 2, 3]], hands, bonus: noBonus, ...more };
}

describe('the reveal', () => {
	it('judges every hand but the Dealer’s', () => {
		const judged = judgeRound(
			round(['dealer', 'giant', 'witness', 'destroyer'], [null, hand([6]), hand([6]), hand([6, 6], { destroy: 6 })])
		);
		expect(judged.outcomes).toEqual([
			null,
			{ kept: [6], destroyed: 0, total: 6, bust: false, score: 6 },
			{ kept: [6], destroyed: 0, total: 6, bust: true, score: 0 },
			{ kept: [], destroyed: 2, total: 0, bust: true, score: 0 }
		]);
		expect(judged.busts).toEqual([2, 3]);
		expect(judged.frenemyEarns).toBe(false);
		expect(judged.sniperEarns).toBe(false);
	});

	it('pays the Frenemy nothing without a pick', () => {
		const judged = judgeRound(
			round(['dealer', 'frenemy', 'witness', 'prophet'], [null, hand([4]), hand([9]), hand([4])])
		);
		expect(judged.frenemyEarns).toBe(false);
	});

	it('pays the Frenemy nothing for a player with no hand: the Dealer, or a hand not revealed yet', () => {
		const roles: Role[] = ['dealer', 'frenemy', 'witness', 'prophet'];
		for (const stance of STANCES) {
			// The Dealer holds no cards, so neither succeeds nor busts.
			expect(
				judgeRound(round(roles, [null, hand([4]), hand([9]), hand([4])], { frenemy: { target: 0, stance } }))
					.frenemyEarns
			).toBe(false);
			// Mid-reveal: the target has not turned their cards yet.
			expect(
				judgeRound(round(roles, [null, hand([4]), null, hand([4])], { frenemy: { target: 2, stance } })).frenemyEarns
			).toBe(false);
		}
	});

	it('pays the Sniper nothing before the Sniper’s own cards are revealed', () => {
		const judged = judgeRound(
			round(['dealer', 'witness', 'sniper', 'prophet'], [null, hand([4]), null, hand([4])], { sniper: 4 })
		);
		expect(judged.sniperEarns).toBe(false);
		expect(judged.outcomes[2]).toBeNull();
	});

	it('pays the Sniper only when in play with the very score predicted', () => {
		const roles: Role[] = ['dealer', 'sniper', 'witness', 'prophet'];
		for (const [cards, prediction, earns] of [
			[[3], 3, true],
			[[2, 2], 4, true],
			[[5], 5, true],
			[[5], 4, false],
			[[2, 2], 5, false],
			[[9], 3, false]
		] as const) {
			expect(
				judgeRound(round(roles, [null, hand([...cards]), hand([3]), hand([3])], { sniper: prediction })).sniperEarns
			).toBe(earns);
		}
		expect(judgeRound(round(roles, [null, hand([4]), hand([3]), hand([3])], { sniper: null })).sniperEarns).toBe(false);
		// Another player scoring 4 does not pay a Sniper who is not in play.
		expect(
			judgeRound(
				round(['dealer', 'giant', 'witness', 'prophet'], [null, hand([4]), hand([4]), hand([4])], { sniper: 4 })
			).sniperEarns
		).toBe(false);
	});
});

describe('the bonus cards due', () => {
	const judged = (busts: number[], frenemyEarns: boolean, sniperEarns: boolean): RoundResult => ({
		outcomes: [],
		busts,
		frenemyEarns,
		sniperEarns
	});
	const houseRules = { dealerPerBust: 3, frenemy: 2, sniper: 4 };

	it('follow the rewards in force', () => {
		expect(bonusDue(judged([], false, false), RULEBOOK_REWARDS)).toEqual({ dealer: 0, frenemy: 0, sniper: 0 });
		expect(bonusDue(judged([1, 2, 3], true, true), RULEBOOK_REWARDS)).toEqual({ dealer: 6, frenemy: 1, sniper: 2 });
		expect(bonusDue(judged([2], true, false), houseRules)).toEqual({ dealer: 3, frenemy: 2, sniper: 0 });
		expect(bonusDue(judged([1, 3], false, true), houseRules)).toEqual({ dealer: 6, frenemy: 0, sniper: 4 });
	});

	it('must be drawn card for card, pile by pile', () => {
		const due = { dealer: 2, frenemy: 1, sniper: 0 };
		expect(checkBonus({ dealer: [0, 7], frenemy: [3], sniper: [] }, due)).toBeNull();
		expect(checkBonus({ dealer: [0], frenemy: [3], sniper: [] }, due)).toEqual({
			code: 'bonus_count',
			params: { who: 'dealer', count: 2 }
		});
		expect(checkBonus({ dealer: [0, 7], frenemy: [], sniper: [] }, due)).toEqual({
			code: 'bonus_count',
			params: { who: 'frenemy', count: 1 }
		});
		expect(checkBonus({ dealer: [0, 7], frenemy: [3], sniper: [1] }, due)).toEqual({
			code: 'bonus_count',
			params: { who: 'sniper', count: 0 }
		});
		expect(checkBonus({ dealer: [0, null], frenemy: [3], sniper: [] }, due)).toEqual({ code: 'card_value' });
		expect(checkBonus({ dealer: [0, 7], frenemy: [null], sniper: [] }, due)).toEqual({ code: 'card_value' });
		expect(checkBonus({ dealer: [], frenemy: [], sniper: [1, null] }, { dealer: 0, frenemy: 0, sniper: 2 })).toEqual({
			code: 'card_value'
		});
	});
});

describe('the points', () => {
	it('go to each pile: the hand, and the bonus cards of the role that earned them', () => {
		const played = round(['dealer', 'frenemy', 'sniper', 'giant'], [null, hand([4]), hand([1, 2]), hand([9])], {
			frenemy: { target: 3, stance: 'enemy' },
			sniper: 3,
			bonus: { dealer: [6, 1], frenemy: [8], sniper: [2, 0] }
		});
		// The Giant's 9 busts: the Dealer draws 2, the enemy's bust pays the Frenemy, the Sniper's 3 was right.
		expect(bonusDue(judgeRound(played), RULEBOOK_REWARDS)).toEqual({ dealer: 2, frenemy: 1, sniper: 2 });
		expect(roundPoints(played)).toEqual([7, 12, 5, 0]);
	});

	it('keep a running total over a worked 3-player game start', () => {
		const first = round(['dealer', 'gambler', 'giant'], [null, hand([2, 2], { extra: 5 }), hand([7])], {
			deals: [[1, 2]]
		});
		const second: PlayedRound = {
			roles: ['giant', 'dealer', 'gambler'],
			frenemy: null,
			sniper: null,
			deals: [[0, 2]],
			hands: [hand([8]), null, hand([3], { extra: 0 })],
			bonus: { dealer: [4, 5, 1, 1], frenemy: [], sniper: [] }
		};
		// Round 1: Gambler 4 + 5 = 9, Giant 7. Round 2: Giant's 8 and the Gambler's 0 bust, the Dealer draws 4 cards worth 11.
		expect(runningTotals([first, second], 3)).toEqual([
			[0, 9, 7],
			[0, 20, 7]
		]);
		expect(runningTotals([], 3)).toEqual([]);
	});

	it('add up as the rulebook scores any round, round after round', () => {
		const hands = fc.array(
			fc.tuple(fc.array(fc.nat(7), { minLength: 1, maxLength: 3 }), fc.nat(7), fc.option(fc.nat(7))),
			{ minLength: 4, maxLength: 4 }
		);
		const pile = fc.array(fc.nat(9), { maxLength: 4 });
		const playedRound = fc.record({
			cards: fc.shuffledSubarray([...ROLE_CARDS], { minLength: 3, maxLength: 3 }),
			dealer: fc.nat(3),
			hands,
			bonus: fc.record({ dealer: pile, frenemy: pile, sniper: pile })
		});
		fc.assert(
			fc.property(fc.array(playedRound, { maxLength: 5 }), (played) => {
				const rounds = played.map(({ cards, dealer, hands: drawn, bonus }): PlayedRound => {
					const roles = [...cards] as Role[];
					roles.splice(dealer, 0, 'dealer');
					return {
						roles,
						frenemy: null,
						sniper: null,
						deals: [],
						hands: roles.map((role, seat) => {
							const [held, destroy, extra] = drawn[seat]!;
							return role === 'dealer'
								? null
								: hand(held, {
										destroy: role === 'destroyer' ? destroy : null,
										extra: role === 'gambler' ? extra : null
									});
						}),
						bonus
					};
				});
				const totals = runningTotals(rounds, 4);
				expect(totals).toHaveLength(rounds.length);
				const running = [0, 0, 0, 0];
				rounds.forEach((r, index) => {
					const points = expectedPoints(r);
					expect(roundPoints(r)).toEqual(points);
					points.forEach((p, seat) => (running[seat]! += p));
					expect(totals[index]).toEqual(running);
				});
			})
		);
	});
});

describe('a corrected round', () => {
	const roles: Role[] = ['dealer', 'frenemy', 'sniper', 'secretKeeper'];
	const good = (): PlayedRound => ({
		roles,
		frenemy: { target: 3, stance: 'friend' },
		sniper: 5,
		deals: [[1, 2, 3], [2]],
		// Frenemy 4 (safe), Sniper 2 + 3 = 5 (right), Secret Keeper 1 + 1 (bust): friend bust, no Frenemy card.
		hands: [null, hand([4]), hand([2, 3]), hand([1, 1])],
		bonus: { dealer: [3, 3], frenemy: [], sniper: [1, 2] }
	});

	it('passes when it holds together', () => {
		expect(checkPlayedRound(good(), RULEBOOK_REWARDS)).toBeNull();
		// A Dealer's hand may also be left out altogether.
		expect(
			checkPlayedRound(
				{
					...good(),
					roles: ['frenemy', 'sniper', 'secretKeeper', 'dealer'],
					frenemy: { target: 2, stance: 'friend' },
					deals: [[0, 1, 2], [1]],
					hands: [hand([4]), hand([2, 3]), hand([1, 1])]
				},
				RULEBOOK_REWARDS
			)
		).toBeNull();
	});

	it('checks the secret choices first', () => {
		expect(checkPlayedRound({ ...good(), sniper: 6, hands: [] }, RULEBOOK_REWARDS)).toEqual({ code: 'sniper_card' });
		expect(checkPlayedRound({ ...good(), frenemy: null }, RULEBOOK_REWARDS)).toEqual({ code: 'frenemy_target' });
	});

	it('gives the Dealer no cards', () => {
		expect(
			checkPlayedRound({ ...good(), hands: [hand([]), hand([4]), hand([2, 3]), hand([1, 1])] }, RULEBOOK_REWARDS)
		).toEqual({ code: 'dealer_has_no_cards' });
	});

	it('needs every other hand, with one card per deal taken and the Secret Keeper’s own', () => {
		expect(checkPlayedRound({ ...good(), hands: [null, hand([4]), hand([2, 3])] }, RULEBOOK_REWARDS)).toEqual({
			code: 'cards_count',
			params: { count: 2 }
		});
		expect(checkPlayedRound({ ...good(), hands: [null, null, hand([2, 3]), hand([1, 1])] }, RULEBOOK_REWARDS)).toEqual({
			code: 'cards_count',
			params: { count: 1 }
		});
		expect(
			checkPlayedRound({ ...good(), hands: [null, hand([4]), hand([2]), hand([1, 1])] }, RULEBOOK_REWARDS)
		).toEqual({ code: 'cards_count', params: { count: 2 } });
		expect(
			checkPlayedRound(
				{ ...good(), hands: [null, hand([4]), hand([2, 3], { extra: 1 }), hand([1, 1])] },
				RULEBOOK_REWARDS
			)
		).toEqual({ code: 'not_gambler' });
	});

	it('checks the bonus cards against what the reveal and the rewards make due', () => {
		expect(
			checkPlayedRound({ ...good(), bonus: { dealer: [3], frenemy: [], sniper: [1, 2] } }, RULEBOOK_REWARDS)
		).toEqual({ code: 'bonus_count', params: { who: 'dealer', count: 2 } });
		expect(
			checkPlayedRound({ ...good(), bonus: { dealer: [3, 3], frenemy: [5], sniper: [1, 2] } }, RULEBOOK_REWARDS)
		).toEqual({ code: 'bonus_count', params: { who: 'frenemy', count: 0 } });
		expect(checkPlayedRound(good(), { dealerPerBust: 1, frenemy: 1, sniper: 2 })).toEqual({
			code: 'bonus_count',
			params: { who: 'dealer', count: 1 }
		});
		expect(checkPlayedRound({ ...good(), frenemy: { target: 3, stance: 'enemy' } }, RULEBOOK_REWARDS)).toEqual({
			code: 'bonus_count',
			params: { who: 'frenemy', count: 1 }
		});
	});
});
