import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { DECK_SIZE } from './deck';
import { DEALER_COUNT_MS } from './discussion';
import {
	checks,
	currentRound,
	deckNow,
	holders,
	nextRevealer,
	stillTied,
	targetOf,
	theDealerMachine,
	totalsOf,
	type TheDealerEvent,
	type TheDealerSnapshot
} from './machine';
import { dealRoles, type Role } from './roles';
import { bonusDue, cardsHeld, judgeRound, roundCount, roundPoints, RULEBOOK_REWARDS, sum } from './rules';
import { summarize } from './summary';

const TALK_MS = 30_000;
const seats = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

function start(players: number, firstDealer = 0, rewards = RULEBOOK_REWARDS): TheDealerSnapshot {
	return initialTransition(theDealerMachine, { seats: seats(players), firstDealer, discussionMs: TALK_MS, rewards })[0];
}

/** What an action names as its target, and its time: a test may leave them out. */
type Aim = 'at' | 'round' | 'deal' | 'seat' | 'seats';
type Tap = TheDealerEvent extends infer E ? (E extends unknown ? Omit<E, Aim> & Partial<Pick<E, Extract<keyof E, Aim>>> : never) : never;

/** The event as the screen sends it: at time 0 unless given, naming what is current unless told otherwise. */
function full(snapshot: TheDealerSnapshot, event: Tap): TheDealerEvent {
	return { at: 0, ...targetOf(snapshot.context, event.type), ...event } as TheDealerEvent;
}

/** Events at a given time (default 0): the time matters only to the discussion. */
function send(snapshot: TheDealerSnapshot, ...events: Tap[]): TheDealerSnapshot {
	return events.reduce((snap, event) => {
		const sent = full(snap, event);
		expect(snap.can(sent), `${event.type} should be allowed in ${JSON.stringify(snap.value)}`).toBe(true);
		return transition(theDealerMachine, snap, sent)[0];
	}, snapshot);
}

function refused(snapshot: TheDealerSnapshot, event: Tap) {
	const sent = full(snapshot, event);
	expect(snapshot.can(sent)).toBe(false);
	return checks[event.type]!(snapshot.context, sent as never);
}

/** Everyone still holding banks, and the discussion closes. */
function bankAll(snapshot: TheDealerSnapshot): TheDealerSnapshot {
	let snap = snapshot;
	for (const seat of holders(snap.context.current!)) snap = send(snap, { type: 'bank', seat });
	return send(snap, { type: 'close_discussion' });
}

// Four players, Anna (0) deals first; Ben the Frenemy, Cleo the Sniper, Dan the Gambler.
const ROLES_4: Role[] = ['dealer', 'frenemy', 'sniper', 'gambler'];

describe('the Dealer machine', () => {
	it('starts with the roles, then asks the Frenemy and the Sniper before the deal', () => {
		let snap = start(4);
		expect(snap.value).toBe('roles');
		expect(refused(snap, { type: 'roles', roles: ['frenemy', 'dealer', 'sniper', 'gambler'], dealtByApp: false })).toEqual({ code: 'roles_dealer_card' });
		snap = send(snap, { type: 'roles', roles: ROLES_4, dealtByApp: false });
		expect(snap.value).toBe('before');
		expect(refused(snap, { type: 'frenemy', target: 0, stance: 'friend' })).toEqual({ code: 'frenemy_target' });
		snap = send(snap, { type: 'frenemy', target: 2, stance: 'enemy' });
		expect(snap.value).toBe('before');
		expect(refused(snap, { type: 'sniper', prediction: 6 })).toEqual({ code: 'sniper_card' });
		snap = send(snap, { type: 'sniper', prediction: 4 });
		expect(snap.value).toBe('deal');
	});

	it('skips the secret choices when no role makes one', () => {
		let snap = send(start(3), { type: 'roles', roles: ['dealer', 'giant', 'witness'], dealtByApp: true });
		expect(snap.value).toBe('deal');
		snap = send(snap, { type: 'dealt' });
		expect(snap.value).toBe('discussion');
	});

	it('runs the discussion from the times in its events: late banks are refused, a late close counts the deadline', () => {
		let snap = send(start(4), { type: 'roles', roles: ROLES_4, dealtByApp: false }, { type: 'frenemy', target: 3, stance: 'friend' }, { type: 'sniper', prediction: 3 });
		snap = send(snap, { type: 'dealt' });
		expect(refused(snap, { type: 'close_discussion', at: 99_000 })).toEqual({ code: 'discussion_not_started' });
		const t0 = 1_000_000;
		snap = send(snap, { type: 'start_countdown', at: t0 });
		snap = send(snap, { type: 'bank', seat: 1, at: t0 + 5_000 });
		expect(refused(snap, { type: 'close_discussion', at: t0 + 20_000 })).toEqual({ code: 'discussion_running' });
		// Paused at 10 s for a long while; it goes on with 20 s of talk left.
		snap = send(snap, { type: 'pause_countdown', at: t0 + 10_000 }, { type: 'resume_countdown', at: t0 + 600_000 });
		const deadline = t0 + 600_000 + 20_000 + DEALER_COUNT_MS;
		// Banking is open through the Dealer's 3-2-1, and closed after it.
		snap = send(snap, { type: 'bank', seat: 2, at: deadline - 1 });
		expect(refused(snap, { type: 'bank', seat: 3, at: deadline })).toEqual({ code: 'bank_too_late' });
		expect(refused(snap, { type: 'unbank', seat: 2, at: deadline + 5_000 })).toEqual({ code: 'bank_too_late' });
		expect(refused(snap, { type: 'pause_countdown', at: deadline + 1 })).toEqual({ code: 'discussion_over' });
		// The close arrives long after the deadline (a locked phone): Dan was still holding, so he is dealt again.
		snap = send(snap, { type: 'close_discussion', at: deadline + 3_600_000 });
		expect(snap.value).toBe('deal');
		expect(holders(snap.context.current!)).toEqual([3]);
		snap = send(snap, { type: 'dealt' });
		expect(snap.context.current!.deals).toEqual([[1, 2, 3], [3]]);
		// Everyone has banked: the discussion may close at once, and the reveal follows.
		snap = send(snap, { type: 'bank', seat: 3, at: 5 }, { type: 'close_discussion', at: 6 });
		expect(snap.value).toBe('reveal');
	});

	it('lets a bank tapped by mistake be taken back in the same discussion only', () => {
		let snap = send(start(3), { type: 'roles', roles: ['dealer', 'giant', 'witness'], dealtByApp: false }, { type: 'dealt' });
		snap = send(snap, { type: 'bank', seat: 1 }, { type: 'unbank', seat: 1 });
		expect(holders(snap.context.current!)).toEqual([1, 2]);
		snap = send(snap, { type: 'bank', seat: 1 }, { type: 'start_countdown', at: 0 }, { type: 'close_discussion', at: 40_000 }, { type: 'dealt' });
		expect(refused(snap, { type: 'unbank', seat: 1 })).toEqual({ code: 'not_banked_now' });
		expect(refused(snap, { type: 'bank', seat: 0 })).toEqual({ code: 'not_holding' });
	});

	it('refuses an action that names a target the game has moved past, whatever is current now', () => {
		const stale = { code: 'stale' };
		let snap = send(start(3), { type: 'roles', roles: ['dealer', 'gambler', 'witness'], dealtByApp: false });
		expect(refused(snap, { type: 'dealt', deal: 2 })).toEqual(stale);
		snap = send(snap, { type: 'dealt' }, { type: 'bank', seat: 2 }, { type: 'start_countdown', at: 0 }, { type: 'close_discussion', at: 40_000 });
		snap = send(snap, { type: 'dealt' });
		expect(snap.context.current!.deals).toHaveLength(2);
		// Taps from the first deal's discussion, decided in the second's: a bank, a start, a close.
		expect(refused(snap, { type: 'bank', seat: 1, deal: 1 })).toEqual(stale);
		expect(refused(snap, { type: 'start_countdown', deal: 1 })).toEqual(stale);
		expect(refused(snap, { type: 'dealt', deal: 2 })).toEqual(stale);
		snap = send(snap, { type: 'start_countdown', at: 0 }, { type: 'pause_countdown', at: 1 });
		expect(refused(snap, { type: 'resume_countdown', deal: 1, at: 2 })).toEqual(stale);
		snap = send(snap, { type: 'resume_countdown', at: 2 }, { type: 'bank', seat: 1, at: 3 });
		expect(refused(snap, { type: 'unbank', seat: 1, deal: 1, at: 4 })).toEqual(stale);
		expect(refused(snap, { type: 'close_discussion', deal: 1, at: 5 })).toEqual(stale);
		snap = send(snap, { type: 'close_discussion', at: 5 });
		// The Gambler's (seat 1) hand entered twice: the second names a seat already revealed.
		snap = send(snap, { type: 'reveal', seat: 1, cards: [9, 9] });
		expect(nextRevealer(snap.context.current!)).toBe(2);
		expect(refused(snap, { type: 'reveal', seat: 1, cards: [4, 4] })).toEqual(stale);
		snap = send(snap, { type: 'reveal', seat: 2, cards: [4] });
		expect(snap.value).toBe('score');
		expect(refused(snap, { type: 'score', round: 2, dealer: [1, 1], frenemy: [], sniper: [] })).toEqual(stale);
		snap = send(snap, { type: 'score', dealer: [1, 1], frenemy: [], sniper: [] });
		// Round 2: the round-1 score again is not taken for round 2's.
		snap = send(snap, { type: 'dealt' });
		snap = bankAll(snap);
		snap = send(snap, { type: 'reveal', cards: [4] });
		expect(snap.value).toBe('gamble');
		expect(refused(snap, { type: 'gamble', round: 1, card: 3 })).toEqual(stale);
		expect(refused(snap, { type: 'stand', round: 1 })).toEqual(stale);
	});

	it('refuses a before-round choice and a tiebreak entered for another round or other players', () => {
		let snap = send(start(4), { type: 'roles', roles: ROLES_4, dealtByApp: false });
		expect(refused(snap, { type: 'frenemy', round: 2, target: 2, stance: 'enemy' })).toEqual({ code: 'stale' });
		expect(refused(snap, { type: 'sniper', round: 0, prediction: 4 })).toEqual({ code: 'stale' });
		snap = start(3);
		snap = send(snap, { type: 'roles', roles: ['dealer', 'giant', 'witness'], dealtByApp: false });
		for (let round = 1; round <= 6; round++) {
			snap = bankAll(send(snap, { type: 'dealt' }));
			snap = send(snap, { type: 'reveal', cards: [4] }, { type: 'reveal', cards: [4] }, { type: 'score', dealer: [], frenemy: [], sniper: [] });
		}
		expect(snap.value).toBe('tiebreak');
		snap = send(snap, { type: 'tiebreak', guesses: [1, 2, 3], cards: [1, 2, 0] });
		expect(stillTied(snap.context)).toEqual([0, 1]);
		// The first tiebreak's entries again (a double tap): refused, not taken as the second's.
		expect(refused(snap, { type: 'tiebreak', round: 1, seats: [0, 1, 2], guesses: [1, 2], cards: [1, 2] })).toEqual({ code: 'stale' });
		expect(refused(snap, { type: 'tiebreak', round: 2, seats: [0, 2], guesses: [1, 2], cards: [1, 2] })).toEqual({ code: 'stale' });
	});

	it('reveals from the Dealer’s left with every power, then scores with the bonus cards', () => {
		// Seat 1 deals; Cleo (2) Destroyer, Dan (3) Gambler, Anna (0) Secret Keeper.
		let snap = send(start(4, 1), { type: 'roles', roles: ['secretKeeper', 'dealer', 'destroyer', 'gambler'], dealtByApp: false });
		snap = send(snap, { type: 'dealt' });
		snap = bankAll(snap);
		expect(nextRevealer(snap.context.current!)).toBe(2);
		expect(refused(snap, { type: 'reveal', cards: [4] })).toEqual({ code: 'destroy_number' });
		snap = send(snap, { type: 'reveal', cards: [4], destroy: 4 }); // destroyed: 0, bust
		expect(nextRevealer(snap.context.current!)).toBe(3);
		snap = send(snap, { type: 'reveal', cards: [4] });
		expect(snap.value).toBe('gamble');
		snap = send(snap, { type: 'gamble', card: 2 });
		expect(nextRevealer(snap.context.current!)).toBe(0);
		expect(refused(snap, { type: 'reveal', cards: [3] })).toEqual({ code: 'cards_count', params: { count: 2 } });
		snap = send(snap, { type: 'reveal', cards: [3, 0] });
		expect(snap.value).toBe('score');
		expect(bonusDue(judgeRound(snap.context.current!), snap.context.rewards)).toEqual({ dealer: 2, frenemy: 0, sniper: 0 });
		expect(refused(snap, { type: 'score', dealer: [1], frenemy: [], sniper: [] })).toEqual({ code: 'bonus_count', params: { who: 'dealer', count: 2 } });
		snap = send(snap, { type: 'score', dealer: [5, 0], frenemy: [], sniper: [] });
		expect(totalsOf(snap.context)).toEqual([3, 5, 0, 6]);
		expect(currentRound(snap.context)).toBe(2);
		// The roles have passed left: Cleo (2) deals now, and the reveal starts with Dan.
		expect(snap.context.current!.roles).toEqual(['gambler', 'secretKeeper', 'dealer', 'destroyer']);
		expect(snap.value).toBe('deal');
	});

	it('lets the Gambler stand, and skips the choice after a bust', () => {
		let snap = send(start(3), { type: 'roles', roles: ['dealer', 'gambler', 'giant'], dealtByApp: false }, { type: 'dealt' });
		snap = bankAll(snap);
		snap = send(snap, { type: 'reveal', cards: [4] }, { type: 'stand' });
		expect(snap.context.current!.hands[1]).toEqual({ cards: [4], destroy: null, extra: null });
		snap = send(start(3), { type: 'roles', roles: ['dealer', 'gambler', 'giant'], dealtByApp: false }, { type: 'dealt' });
		snap = send(bankAll(snap), { type: 'reveal', cards: [9] });
		expect(snap.value).toBe('reveal');
		expect(refused(snap, { type: 'gamble', card: 3 })).toEqual({ code: 'not_now' });
	});

	it('asks for as many bonus cards as the table’s house rules say', () => {
		let snap = start(3, 0, { dealerPerBust: 3, frenemy: 1, sniper: 2 });
		snap = send(snap, { type: 'roles', roles: ['dealer', 'giant', 'witness'], dealtByApp: false }, { type: 'dealt' });
		snap = send(bankAll(snap), { type: 'reveal', cards: [9] }, { type: 'reveal', cards: [4] });
		expect(refused(snap, { type: 'score', dealer: [1, 1], frenemy: [], sniper: [] })).toEqual({ code: 'bonus_count', params: { who: 'dealer', count: 3 } });
		snap = send(snap, { type: 'score', dealer: [1, 1, 1], frenemy: [], sniper: [] });
		expect(totalsOf(snap.context)).toEqual([3, 0, 4]);
	});

	it('corrects a past round, and the totals and the deck follow', () => {
		let snap = send(start(3), { type: 'roles', roles: ['dealer', 'giant', 'witness'], dealtByApp: false }, { type: 'dealt' });
		snap = send(bankAll(snap), { type: 'reveal', cards: [7] }, { type: 'reveal', cards: [4] }, { type: 'score', dealer: [], frenemy: [], sniper: [] });
		expect(totalsOf(snap.context)).toEqual([0, 7, 4]);
		const deckBefore = deckNow(snap.context);
		// Witness's card was an 8, not a 4: a bust, so the Dealer draws two cards.
		const correction = {
			type: 'correct' as const,
			round: 1,
			frenemy: null,
			sniper: null,
			hands: [null, { cards: [7], destroy: null, extra: null }, { cards: [8], destroy: null, extra: null }],
			bonus: { dealer: [2, 3], frenemy: [], sniper: [] }
		};
		expect(refused(snap, { ...correction, bonus: { dealer: [], frenemy: [], sniper: [] } })).toEqual({ code: 'bonus_count', params: { who: 'dealer', count: 2 } });
		expect(refused(snap, { ...correction, round: 2 })).toEqual({ code: 'no_such_round' });
		snap = send(snap, correction);
		expect(totalsOf(snap.context)).toEqual([5, 7, 0]);
		expect(deckNow(snap.context).left).toBe(deckBefore.left - 2);
		expect(snap.value).toBe('deal');
	});

	it('ends after the last round, runs the tiebreaker on a tie, and a correction can reopen it', () => {
		// Three players, six rounds; nobody ever busts and every hand is a 4, so all tie at 16.
		let snap = send(start(3), { type: 'roles', roles: ['dealer', 'giant', 'witness'], dealtByApp: false });
		for (let round = 1; round <= 6; round++) {
			snap = bankAll(send(snap, { type: 'dealt' }));
			snap = send(snap, { type: 'reveal', cards: [4] }, { type: 'reveal', cards: [4] }, { type: 'score', dealer: [], frenemy: [], sniper: [] });
		}
		expect(totalsOf(snap.context)).toEqual([16, 16, 16]);
		expect(snap.value).toBe('tiebreak');
		expect(summarize(snap).finished).toBe(false);
		expect(refused(snap, { type: 'tiebreak', guesses: [1, 2], cards: [1, 2] })).toEqual({ code: 'tiebreak_entries', params: { count: 3 } });
		snap = send(snap, { type: 'tiebreak', guesses: [1, 2, 3], cards: [1, 2, 0] });
		expect(stillTied(snap.context)).toEqual([0, 1]);
		snap = send(snap, { type: 'tiebreak', guesses: [5, 5], cards: [4, 5] });
		expect(snap.value).toBe('finished');
		const summary = summarize(snap);
		expect(summary.finished).toBe(true);
		expect(summary.standings.map((s) => [s.playerId, s.place])).toEqual([
			['p1', 1],
			['p0', 2],
			['p2', 3]
		]);
		// Round 6 (dealt by p2) corrected: p0's card was a 5. No tie any more, the tiebreaker is dropped.
		expect(snap.context.rounds[5]!.roles[2]).toBe('dealer');
		const four = { cards: [4], destroy: null, extra: null };
		snap = send(snap, {
			type: 'correct',
			round: 6,
			frenemy: null,
			sniper: null,
			hands: [{ ...four, cards: [5] }, four, null],
			bonus: { dealer: [], frenemy: [], sniper: [] }
		});
		expect(summarize(snap).standings.map((s) => [s.playerId, s.place])).toEqual([
			['p0', 1],
			['p1', 2],
			['p2', 2]
		]);
		expect(snap.context.tiebreaks).toEqual([]);
		expect(snap.value).toBe('finished');
	});
});

/** A random legal game: random roles, banks, cards, gambles and bonus cards, played to the end. */
const randomGame = fc
	.record({ players: fc.integer({ min: 3, max: 6 }), first: fc.nat(5), seed: fc.infiniteStream(fc.nat(1_000_000)) })
	.map(({ players, first, seed }) => ({ players, firstDealer: first % players, next: seed[Symbol.iterator]() }));

describe('any legal game of The Dealer', () => {
	it('ends finished with one winner, totals as the sum of the rounds and a deck that never goes negative', () => {
		fc.assert(
			fc.property(randomGame, ({ players, firstDealer, next }) => {
				const draw = (max: number) => next.next().value! % (max + 1);
				let snap = start(players, firstDealer);
				snap = send(snap, { type: 'roles', roles: dealRoles(players, firstDealer, () => draw(999) / 1000), dealtByApp: true });
				let guard = 0;
				while (!snap.matches('finished') && guard++ < 500) {
					const context = snap.context;
					const round = context.current;
					if (snap.matches('before')) {
						if (round!.roles.includes('frenemy') && !round!.frenemy) {
							const targets = round!.roles.flatMap((r, s) => (r === 'dealer' || r === 'frenemy' ? [] : [s]));
							snap = send(snap, { type: 'frenemy', target: targets[draw(targets.length - 1)]!, stance: draw(1) ? 'friend' : 'enemy' });
						} else snap = send(snap, { type: 'sniper', prediction: 3 + draw(2) });
					} else if (snap.matches('deal')) snap = send(snap, { type: 'dealt' });
					else if (snap.matches('discussion')) {
						for (const seat of holders(round!)) if (draw(1)) snap = send(snap, { type: 'bank', seat });
						snap = send(snap, { type: 'start_countdown', at: 0 }, { type: 'close_discussion', at: TALK_MS + DEALER_COUNT_MS });
					} else if (snap.matches('reveal')) {
						const seat = nextRevealer(round!)!;
						const role = round!.roles[seat]!;
						const cards = Array.from({ length: cardsHeld(seat, round!.deals, role) }, () => draw(4));
						snap = send(snap, { type: 'reveal', cards, destroy: role === 'destroyer' ? draw(4) : null });
					} else if (snap.matches('gamble')) snap = send(snap, draw(1) ? { type: 'gamble', card: draw(4) } : { type: 'stand' });
					else if (snap.matches('score')) {
						const due = bonusDue(judgeRound(round!), RULEBOOK_REWARDS);
						const cards = (n: number) => Array.from({ length: n }, () => draw(5));
						snap = send(snap, { type: 'score', dealer: cards(due.dealer), frenemy: cards(due.frenemy), sniper: cards(due.sniper) });
					} else if (snap.matches('tiebreak')) {
						const still = stillTied(context);
						snap = send(snap, { type: 'tiebreak', guesses: still.map(() => draw(2)), cards: still.map(() => draw(2)) });
					}
					const deck = deckNow(snap.context);
					expect(deck.left).toBeGreaterThanOrEqual(0);
					expect(deck.left + deck.discard).toBeLessThanOrEqual(DECK_SIZE);
				}
				expect(snap.value).toBe('finished');
				expect(snap.context.rounds).toHaveLength(roundCount(players));
				const totals = totalsOf(snap.context);
				const bySum = seats(players).map((_, seat) => sum(snap.context.rounds.map((r) => roundPoints(r)[seat]!)));
				expect(totals).toEqual(bySum);
				const standings = summarize(snap).standings;
				expect(standings.filter((s) => s.place === 1)).toHaveLength(1);
				expect(standings[0]!.score).toBe(Math.max(...totals));
			}),
			{ numRuns: 60 }
		);
	});
});
