import fc from 'fast-check';
import { initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { checks, currentBoss, currentSeat, dealerOf, extraCardSeats, hellMachine, outcome, turnOf, type HellEvent, type HellSnapshot } from './machine';
import { FIRST_GAME, healFloor, type BossCard, type ChipPlay, type HandResult } from './rules';
import { bossesFaced, summarize } from './summary';

const FIRST: BossCard[] = FIRST_GAME.map((id) => ({ id }));

function start(players = 3, temptation = new Array<number>(players).fill(0), minions = FIRST): HellSnapshot {
	const seats = Array.from({ length: players }, (_, i) => `p${i}`);
	const snap = initialTransition(hellMachine, { seats, firstDealer: 0, penalties: { minion: 2, bigTable: 4 } })[0];
	return send(snap, { type: 'begin', minions, devil: 2, temptation });
}

/** An action as a test writes it: what the screen adds (whose turn, the round, the Temptation waiting) may be left out. */
type Entry = { type: HellEvent['type'] } & Record<string, unknown>;

/** Fills in what the screen adds to an action from the snapshot it is sent on. */
function stamp(snap: HellSnapshot, event: Entry): HellEvent {
	const c = snap.context;
	let full: Record<string, unknown> = { at: 0, ...event };
	if ((event.type === 'bet' || event.type === 'fold' || event.type === 'extra-card') && !('seat' in event)) {
		full = { ...turnOf(c, currentSeat(c) ?? 0), ...full };
	}
	if (event.type === 'red-jack' && !('round' in event)) full = { round: c.round, ...full };
	if (event.type === 'assign' && !('overflow' in event)) full = { overflow: c.board.overflow, ...full };
	return full as HellEvent;
}

function send(snapshot: HellSnapshot, ...events: Entry[]): HellSnapshot {
	return events.reduce((snap, event) => {
		const full = stamp(snap, event);
		expect(snap.can(full), `${event.type} refused: ${JSON.stringify(checks[event.type]?.(snap.context, full))}`).toBe(true);
		return transition(hellMachine, snap, full)[0];
	}, snapshot);
}

const bet = (...plays: ChipPlay[]): Entry => ({ type: 'bet', plays });
/** Each phase its own chip, so four phases never run out: soul, soul, heal (nobody), reveal. */
const steady = (_seat: number, phase: number) => bet([{ chip: 'soul' }, { chip: 'soul' }, { chip: 'heal', heal: null }, { chip: 'reveal' }][phase]! as ChipPlay);

/** Reveals and deals; then every player bets (or acts as `act` says) through the four phases. */
function toShowdown(snapshot: HellSnapshot, act: (seat: number, phase: number) => Entry = steady): HellSnapshot {
	let snap = send(snapshot, { type: 'reveal' }, { type: 'deal' });
	while (snap.matches('betting')) {
		if (snap.context.hand.heart === null && currentBoss(snap.context)?.id === 'demona' && snap.context.hand.phase > 0) {
			snap = send(snap, { type: 'heart', placed: false });
			continue;
		}
		const seat = currentSeat(snap.context)!;
		snap = send(snap, act(seat, snap.context.hand.phase));
	}
	return snap;
}

function showdown(snap: HellSnapshot, results: (HandResult | null)[]): HellSnapshot {
	return send(snap, { type: 'showdown', results });
}

describe('a round of Hell of a Deal', () => {
	it('bets from the dealer’s left, phase by phase, and settles the showdown', () => {
		let snap = start(3);
		expect(snap.value).toBe('reveal');
		expect(snap.context.board.pot).toBe(3);
		expect(snap.context.board.players.every((p) => p.favors === 1)).toBe(true);
		snap = send(snap, { type: 'reveal' }, { type: 'deal' });
		expect(currentSeat(snap.context)).toBe(1);
		snap = toShowdown(start(3), steady);
		expect(snap.value).toBe('showdown');
		// p0 wins two Souls; p1 loses: 1 + 1 + 2 Temptation and a Curse; p2 pushes.
		snap = showdown(snap, ['win', 'lose', 'push']);
		expect(snap.context.board.pot).toBe(3 + 2 - 2);
		expect(snap.context.board.players[1]).toMatchObject({ temptation: 4, cursesDown: 1 });
		expect(snap.context.board.players[2]!.temptation).toBe(0);
	});

	it('moves the dealer button clockwise every round, over a whole game', () => {
		let snap = start(3);
		const dealers: number[] = [];
		for (let round = 0; round < 6; round++) {
			dealers.push(dealerOf(snap.context));
			snap = showdown(toShowdown(snap, steady), ['win', 'push', 'push']);
			if (snap.matches('finished')) break;
			snap = send(snap, { type: 'cleanup' });
		}
		expect(dealers).toEqual([0, 1, 2, 0, 1, 2]);
		expect(outcome(snap.context)).toEqual({ result: 'won' });
		expect(summarize(snap)).toMatchObject({ finished: true, team: 'won', progress: { unit: 'round', done: 6, total: 6 } });
	});

	it('keeps Nick Hauss until someone beats him, and loses when the pot cannot pay him', () => {
		let snap = start(2);
		for (let i = 0; i < 4; i++) snap = send(showdown(toShowdown(snap, steady), ['win', 'win']), { type: 'cleanup' });
		expect(currentBoss(snap.context)?.id).toBe('nick-hauss');
		const pot = snap.context.board.pot; // 2 + 4 rounds × 4 Souls
		expect(pot).toBe(18);
		snap = send(showdown(toShowdown(snap, steady), ['push', 'lose']), { type: 'cleanup' });
		expect(currentBoss(snap.context)?.id).toBe('nick-hauss');
		expect(snap.context.board.pot).toBe(14);
		snap = showdown(toShowdown(snap), ['lose', 'lose']);
		snap = send(snap, { type: 'cleanup' }, { type: 'reveal' }, { type: 'deal' });
		expect(bossesFaced(snap)).toBe(5);
		expect(snap.context.board.pot).toBe(6);
	});

	it('loses at once when the pot cannot pay Nick Hauss', () => {
		let snap = start(1);
		for (let i = 0; i < 4; i++) snap = send(showdown(toShowdown(snap, steady), ['push']), { type: 'cleanup' });
		expect(snap.context.board.pot).toBe(1);
		snap = showdown(toShowdown(snap), ['lose']);
		expect(snap.value).toBe('finished');
		expect(outcome(snap.context)).toEqual({ result: 'lost', reason: 'souls' });
		expect(summarize(snap).team).toBe('lost');
	});

	it('waits for the overflow to be placed before a win over the Devil counts', () => {
		let snap = start(2, [9, 0]);
		for (let i = 0; i < 5; i++) snap = send(showdown(toShowdown(snap, steady), ['push', 'win']), { type: 'cleanup' });
		expect(currentBoss(snap.context)).toEqual({ id: 'devil', card: 2 });
		snap = toShowdown(snap, steady);
		// p1 beats the Devil; p0 loses four chips' worth (1 + 1 + 2 Temptation, a Curse) from 9:
		// one step to 10, three to give away. The win waits until they are placed.
		snap = showdown(snap, ['lose', 'win']);
		expect(snap.context.board.players[0]!.temptation).toBe(10);
		expect(snap.context.board.overflow).toBe(3);
		expect(snap.value).toBe('settled');
		expect(snap.can({ type: 'cleanup', at: 0 })).toBe(false);
		expect(checks.cleanup!(snap.context, { type: 'cleanup', at: 0 })).toEqual({ code: 'overflow_pending', params: { count: 3 } });
		snap = send(snap, { type: 'assign', seat: 1 }, { type: 'assign', seat: 1 });
		expect(snap.value).toBe('settled');
		snap = send(snap, { type: 'assign', seat: 1 });
		expect(snap.value).toBe('finished');
		expect(outcome(snap.context)).toEqual({ result: 'won' });
	});

	it('a second player at 10 ends the game, even with a win over the Devil in that round', () => {
		let snap = start(2, [9, 8]);
		for (let i = 0; i < 5; i++) snap = send(showdown(toShowdown(snap, steady), ['push', 'push']), { type: 'cleanup' });
		snap = showdown(toShowdown(snap, steady), ['lose', 'win']);
		// p0 is at 10 with 3 to give; p1 at 8 takes them: 10, and the team loses.
		snap = send(snap, { type: 'assign', seat: 1 }, { type: 'assign', seat: 1 });
		expect(snap.value).toBe('finished');
		expect(outcome(snap.context)).toEqual({ result: 'lost', reason: 'temptation' });
	});
});

describe('folds and the Bones', () => {
	it('folds with the Bones die, counts the fold as a loss and skips the player', () => {
		let snap = send(start(2), { type: 'reveal' }, { type: 'deal' });
		snap = send(snap, bet({ chip: 'soul' }), bet({ chip: 'soul' }));
		snap = send(snap, { type: 'fold', bones: 'curse' });
		expect(snap.context.board.players[1]!.cursesDown).toBe(1);
		snap = send(snap, bet({ chip: 'reveal' }), bet({ chip: 'favor' }), bet({ chip: 'heal', heal: null }));
		expect(snap.value).toBe('showdown');
		expect(snap.can({ type: 'showdown', results: ['win', 'win'], at: 0 })).toBe(false);
		snap = showdown(snap, ['win', null]);
		// p1 folded: an Earn a Soul chip's loss (1 Temptation) and the Boss's 2 Souls.
		expect(snap.context.board.players[1]!.temptation).toBe(1);
		expect(snap.context.board.pot).toBe(2 + 1 - 2);
		expect(snap.context.rounds[0]!.results).toEqual(['win', 'fold']);
	});

	it('forbids folding against the Devil', () => {
		let snap = start(1);
		for (let i = 0; i < 5; i++) snap = send(showdown(toShowdown(snap, steady), ['win']), { type: 'cleanup' });
		snap = send(snap, { type: 'reveal' }, { type: 'deal' });
		const fold = { type: 'fold', bones: 'favor', at: 0 } as const;
		expect(snap.can(stamp(snap, fold))).toBe(false);
		expect(checks.fold!(snap.context, stamp(snap, fold))).toEqual({ code: 'no_folding' });
	});
});

describe('the Bosses’ rules', () => {
	it('Miss Fortune gives a face-down Curse for each Favor played, active from the next Boss', () => {
		let snap = start(2, [0, 0], [{ id: 'miss-fortune' }, ...FIRST.slice(1)]);
		snap = send(snap, { type: 'reveal' }, { type: 'deal' }, bet({ chip: 'favor' }));
		snap = send(snap, { type: 'play-favor', seat: 1, price: 'none', name: 'Up Your Sleeve' }, { type: 'play-favor', seat: 1, price: 'curse' });
		expect(snap.context.board.players[1]).toMatchObject({ favors: 0, favorsPlayed: 2, cursesDown: 3, cursesActive: 0 });
		snap = send(snap, { type: 'fold', bones: 'favor' });
		snap = send(snap, bet({ chip: 'reveal' }), bet({ chip: 'soul' }), bet({ chip: 'soul' }));
		snap = send(showdown(snap, [null, 'push']), { type: 'cleanup' }, { type: 'reveal' });
		expect(snap.context.board.players[1]).toMatchObject({ cursesDown: 0, cursesActive: 3 });
	});

	it('Demona: a heart costs a Temptation to stay, and the bet may be two chips', () => {
		let snap = start(2, [0, 0], [{ id: 'demona' }, ...FIRST.slice(1)]);
		snap = send(snap, { type: 'reveal' }, { type: 'deal' }, bet({ chip: 'reveal' }), bet({ chip: 'reveal' }));
		expect(snap.can(stamp(snap, { type: 'bet', plays: [{ chip: 'soul' }] }))).toBe(false);
		snap = send(snap, { type: 'heart', placed: true });
		snap = send(snap, bet({ chip: 'soul' }, { chip: 'soul' }), { type: 'fold', bones: 'temptation' });
		expect(snap.context.board.players.map((p) => p.temptation)).toEqual([1, 1]);
		expect(snap.context.hand.bets[1]).toHaveLength(3);
	});

	it('Red Jack: over 21 is a Temptation and a Curse, exactly 21 a Soul', () => {
		let snap = start(2, [0, 0], [{ id: 'red-jack' }, ...FIRST.slice(1)]);
		snap = send(snap, { type: 'reveal' }, { type: 'deal' });
		snap = send(snap, { type: 'red-jack', seat: 0, hand: 'bust' }, { type: 'red-jack', seat: 1, hand: 'twenty-one' });
		expect(snap.context.board.players[0]).toMatchObject({ temptation: 1, cursesDown: 1 });
		expect(snap.context.board.pot).toBe(3);
	});

	it('The Boatman takes a Soul per Toll used, and none when the pot is short', () => {
		let snap = start(1, [0], [{ id: 'the-boatman' }, ...FIRST.slice(1)]);
		snap = send(snap, { type: 'reveal' }, { type: 'deal' }, { type: 'toll', seat: 0, souls: 1 });
		expect(snap.context.board.pot).toBe(0);
		expect(checks.toll!(snap.context, { type: 'toll', seat: 0, souls: 1, at: 0 })).toEqual({ code: 'toll_pot_short', params: { pot: 0 } });
	});

	it('Dedly Aloor: an extra card costs a Temptation, or the Boss draws one too', () => {
		let snap = send(start(2), { type: 'reveal' }, { type: 'deal' });
		snap = send(snap, { type: 'extra-card', temptation: true }, { type: 'extra-card', temptation: false });
		expect(snap.context.board.players[1]!.temptation).toBe(1);
		expect(snap.context.hand.bossExtraCards).toBe(1);
	});

	it('Nick Hauss forbids healing; the Devil takes every Favor', () => {
		let snap = start(2, [3, 3]);
		for (let i = 0; i < 4; i++) snap = send(showdown(toShowdown(snap, steady), ['win', 'win']), { type: 'cleanup' });
		snap = send(snap, { type: 'reveal' }, { type: 'deal' });
		const healing = { type: 'bet', plays: [{ chip: 'heal', heal: 0 }], at: 0 } as const;
		expect(checks.bet!(snap.context, stamp(snap, healing))).toEqual({ code: 'no_healing' });
		snap = send(snap, bet({ chip: 'heal', heal: null }), bet({ chip: 'reveal' }), bet({ chip: 'reveal' }), bet({ chip: 'soul' }));
		snap = send(snap, bet({ chip: 'soul' }), bet({ chip: 'soul' }), bet({ chip: 'soul' }), bet({ chip: 'heal', heal: null }));
		snap = send(showdown(snap, ['win', 'push']), { type: 'cleanup' }, { type: 'reveal' });
		expect(currentBoss(snap.context)?.id).toBe('devil');
		expect(snap.context.board.players.every((p) => p.favors === 0)).toBe(true);
	});

	it('one of the first four Bosses goes whatever happened', () => {
		let snap = start(1);
		snap = send(showdown(toShowdown(snap), ['lose']), { type: 'cleanup' });
		expect(currentBoss(snap.context)?.id).toBe('eenie-meanie');
	});
});

describe('Wild and Heal', () => {
	it('takes the Wild’s Temptation up front and heals through the copy, never past a barrier', () => {
		let snap = send(start(2, [0, 6]), { type: 'reveal' }, { type: 'deal' });
		snap = send(snap, bet({ chip: 'heal', heal: 1 }));
		expect(snap.context.board.players[1]!.temptation).toBe(5);
		const blocked = { type: 'bet', plays: [{ chip: 'wild', as: 'heal', heal: 1 }], at: 0 } as const;
		expect(checks.bet!(snap.context, stamp(snap, blocked))).toEqual({ code: 'barrier', params: { seat: 1, barrier: 5 } });
		snap = send(snap, bet({ chip: 'wild', as: 'offering', offering: 'swap' }));
		expect(snap.context.board.players[0]!.temptation).toBe(1);
		expect(snap.context.hand.offeringsUsed).toEqual(['swap']);
		expect(checks.bet!(snap.context, stamp(snap, { type: 'bet', plays: [{ chip: 'offering', offering: 'swap' }] }))).toEqual({
			code: 'offering_used',
			params: { offering: 'swap' }
		});
	});
});

describe('actions name the turn they were entered for', () => {
	it('refuses a bet or fold for a player whose turn has passed, or for another round or phase', () => {
		let snap = send(start(3), { type: 'reveal' }, { type: 'deal' });
		const first = currentSeat(snap.context)!;
		const tapped = { type: 'bet' as const, plays: [{ chip: 'soul' as const }], ...turnOf(snap.context, first) };
		snap = send(snap, tapped);
		// The same tap again (a retry after another tab wrote it, or a late second tap) is not the next player's bet.
		expect(snap.can({ ...tapped, at: 0 })).toBe(false);
		expect(checks.bet!(snap.context, { ...tapped, at: 0 })).toEqual({ code: 'stale' });
		const next = currentSeat(snap.context)!;
		expect(checks.fold!(snap.context, { type: 'fold', bones: 'favor', at: 0, ...turnOf(snap.context, first) })).toEqual({ code: 'stale' });
		expect(checks.bet!(snap.context, { ...tapped, at: 0, ...turnOf(snap.context, next), round: 2 })).toEqual({ code: 'stale' });
		expect(checks.bet!(snap.context, { ...tapped, at: 0, ...turnOf(snap.context, next), phase: 1 })).toEqual({ code: 'stale' });
		expect(snap.context.hand.bets[next]).toEqual([]);
	});

	it('Dedly Aloor: the player who just acted may still take an extra card until the next one acts', () => {
		let snap = send(start(3), { type: 'reveal' }, { type: 'deal' });
		const first = currentSeat(snap.context)!;
		expect(extraCardSeats(snap.context)).toEqual([first]);
		snap = send(snap, bet({ chip: 'soul' }));
		const second = currentSeat(snap.context)!;
		expect(extraCardSeats(snap.context)).toEqual([first, second]);
		snap = send(snap, { type: 'extra-card', temptation: true, ...turnOf(snap.context, first) });
		expect(snap.context.board.players[first]!.temptation).toBe(1);
		expect(snap.context.board.players[second]!.temptation).toBe(0);
		snap = send(snap, bet({ chip: 'soul' }));
		const late = { type: 'extra-card', temptation: true, at: 0, ...turnOf(snap.context, first) } as const;
		expect(checks['extra-card']!(snap.context, late)).toEqual({ code: 'stale' });
	});

	it('gives waiting Temptation only as often as the table saw it waiting, and counts Red Jack for its round only', () => {
		let snap = start(2, [9, 0]);
		snap = send(snap, { type: 'adjust', seat: 0, what: 'temptation', by: 3 });
		expect(snap.context.board.overflow).toBe(2);
		const give = { type: 'assign', seat: 1, overflow: 2 } as const;
		snap = send(snap, give);
		expect(checks.assign!(snap.context, { ...give, at: 0 })).toEqual({ code: 'stale' });
		snap = send(snap, { ...give, overflow: 1 });
		expect(snap.context.board.players[1]!.temptation).toBe(2);
		let red = start(2, [0, 0], [{ id: 'red-jack' }, ...FIRST.slice(1)]);
		red = send(red, { type: 'reveal' }, { type: 'deal' });
		expect(checks['red-jack']!(red.context, { type: 'red-jack', seat: 0, round: 2, hand: 'bust', at: 0 })).toEqual({ code: 'stale' });
	});

	it('marks an Offering used only for a chip that acts as one', () => {
		let snap = send(start(2), { type: 'reveal' }, { type: 'deal' });
		const malformed = stamp(snap, bet({ chip: 'soul', as: 'offering', offering: 'swap' } as ChipPlay));
		expect(checks.bet!(snap.context, malformed)).toEqual({ code: 'copy_not_wild' });
		snap = send(snap, bet({ chip: 'soul', offering: 'swap' } as ChipPlay));
		expect(snap.context.hand.offeringsUsed).toEqual([]);
	});
});

describe('random games', () => {
	it('keep Temptation in 0-10 above its barriers, the pot ≥ 0, and at most three Favors and Curses', () => {
		const action = fc.record({ kind: fc.nat(9), chip: fc.nat(5), result: fc.nat(2), target: fc.nat(3) });
		fc.assert(
			fc.property(fc.integer({ min: 1, max: 4 }), fc.array(action, { maxLength: 200 }), (players, actions) => {
				let snap = start(players);
				const passed = new Array<number>(players).fill(0);
				for (const a of actions) {
					if (snap.matches('finished')) break;
					const c = snap.context;
					const seat = currentSeat(c) ?? 0;
					const candidates: Entry[] = [
						{ type: 'assign', seat: a.target % players },
						{ type: 'reveal' },
						{ type: 'deal' },
						{ type: 'cleanup' },
						{ type: 'heart', placed: a.result === 0 },
						{ type: 'fold', bones: (['favor', 'temptation', 'curse'] as const)[a.result]! },
						{ type: 'showdown', results: c.hand.folded.map((out) => (out ? null : (['win', 'lose', 'push'] as const)[a.result]!)) },
						{ type: 'play-favor', seat: a.target % players, price: 'curse' },
						{ type: 'adjust', seat: a.target % players, what: 'temptation', by: a.result - 1 || 2 }
					];
					const chip = (['soul', 'heal', 'offering', 'favor', 'reveal', 'wild'] as const)[a.chip]!;
					candidates.push(bet({ chip, ...(chip === 'wild' ? { as: 'heal' } : {}), heal: a.target % players, offering: 'swap' }));
					const event = stamp(snap, candidates[(a.kind + seat) % candidates.length]!);
					if (snap.can(event)) snap = transition(hellMachine, snap, event)[0];
					const board = snap.context.board;
					expect(board.pot).toBeGreaterThanOrEqual(0);
					board.players.forEach((p, s) => {
						expect(p.temptation).toBeGreaterThanOrEqual(healFloor(passed[s]!));
						expect(p.temptation).toBeLessThanOrEqual(10);
						passed[s] = Math.max(passed[s]!, p.temptation);
						expect(p.favors).toBeLessThanOrEqual(3);
						expect(p.favors).toBeGreaterThanOrEqual(0);
						expect(p.cursesDown + p.cursesActive).toBeLessThanOrEqual(3);
					});
				}
			})
		);
	});
});
