// A chip is one tap: the chips offered, the questions a tap still asks, and the answers taken
// without asking when only one is legal. Three seats; seat 1 bets.
import { describe, expect, it } from 'vitest';
import { chipOffers, chipTurn, copyOffers, gather, healTargets, resolveTap, type ChipTurn } from './chip-taps';
import { newBoard, type ChipPlay, type Offering } from './rules';

function turn(
	temptation: number[],
	options: {
		bets?: ChipPlay[];
		offeringsUsed?: Offering[];
		noHealing?: boolean;
		gathered?: ChipPlay[];
		hearts?: number;
	} = {}
): ChipTurn {
	return chipTurn({
		seat: 1,
		bets: options.bets ?? [],
		offeringsUsed: options.offeringsUsed ?? [],
		board: newBoard(3, temptation),
		hearts: options.hearts ?? 0,
		noHealing: options.noHealing ?? false,
		gathered: options.gathered ?? []
	});
}

const refusedChips = (t: ChipTurn) => chipOffers(t).flatMap((o) => (o.refusal ? [[o.chip, o.refusal.code]] : []));

describe('chips offered', () => {
	it('offers all six chips at the start of a round', () => {
		expect(chipOffers(turn([0, 0, 0])).map((o) => [o.chip, o.refusal])).toEqual([
			['soul', null],
			['heal', null],
			['offering', null],
			['favor', null],
			['reveal', null],
			['wild', null]
		]);
	});

	it('keeps Earn a Soul after one of the two is bet, and refuses it after both', () => {
		expect(refusedChips(turn([0, 0, 0], { bets: [{ chip: 'soul' }] }))).toEqual([]);
		expect(refusedChips(turn([0, 0, 0], { bets: [{ chip: 'soul' }, { chip: 'soul' }] }))).toEqual([
			['soul', 'chip_used']
		]);
	});

	it('refuses the Offering, and the Wild copying it, once all four Offerings are used this round', () => {
		const used = turn([0, 0, 0], { offeringsUsed: ['reveal-boss', 'look-two', 'swap', 'from-discard'] });
		expect(refusedChips(used)).toEqual([['offering', 'offering_used']]);
		expect(copyOffers(used).find((o) => o.chip === 'offering')!.refusal).toEqual({ code: 'offering_used' });
	});

	it('counts chips gathered for a two-chip bet as bet', () => {
		const t = turn([0, 0, 0], { bets: [{ chip: 'soul' }], gathered: [{ chip: 'soul' }] });
		expect(refusedChips(t)).toEqual([['soul', 'chip_used']]);
	});
});

describe('a tap', () => {
	it('bets Earn a Soul, Draw a Favor and Reveal 2 Cards at once', () => {
		const t = turn([0, 0, 0]);
		expect(resolveTap(t, { chip: 'soul' })).toEqual({ play: { chip: 'soul' } });
		expect(resolveTap(t, { chip: 'favor' })).toEqual({ play: { chip: 'favor' } });
		expect(resolveTap(t, { chip: 'reveal' })).toEqual({ play: { chip: 'reveal' } });
	});

	it('asks what a Wild copies, then bets it', () => {
		const t = turn([0, 0, 0]);
		expect(resolveTap(t, { chip: 'wild' })).toEqual({ ask: 'copy' });
		expect(resolveTap(t, { chip: 'wild', as: 'soul' })).toEqual({ play: { chip: 'wild', as: 'soul' } });
	});

	it('refuses a chip already bet', () => {
		expect(resolveTap(turn([0, 0, 0], { bets: [{ chip: 'reveal' }] }), { chip: 'reveal' })).toEqual({
			refusal: { code: 'chip_used', params: { chip: 'reveal' } }
		});
	});
});

describe('a Heal', () => {
	it('heals nobody without asking when nobody has Temptation to heal', () => {
		expect(resolveTap(turn([0, 0, 0]), { chip: 'heal' })).toEqual({ play: { chip: 'heal', heal: null } });
	});

	it('heals the one player it can without asking: seat 2 at 3, seat 0 held at 5 by the barrier', () => {
		expect(healTargets(turn([5, 0, 3]), 'heal')).toEqual([2]);
		expect(resolveTap(turn([5, 0, 3]), { chip: 'heal' })).toEqual({ play: { chip: 'heal', heal: 2 } });
	});

	it('asks whom when two can be healed, and takes the answer', () => {
		expect(resolveTap(turn([2, 0, 3]), { chip: 'heal' })).toEqual({ ask: 'heal', seats: [0, 2] });
		expect(resolveTap(turn([2, 0, 3]), { chip: 'heal', heal: 0 })).toEqual({ play: { chip: 'heal', heal: 0 } });
	});

	it("counts the Wild's own Temptation first: the bettor at 0 then has one to heal", () => {
		expect(healTargets(turn([0, 0, 0]), 'wild')).toEqual([1]);
		expect(resolveTap(turn([0, 0, 0]), { chip: 'wild', as: 'heal' })).toEqual({
			play: { chip: 'wild', as: 'heal', heal: 1 }
		});
	});

	it("counts Demona's hearts first: the bettor's two hearts give two Temptation", () => {
		expect(healTargets(turn([4, 0, 0], { hearts: 2 }), 'heal')).toEqual([0, 1]);
	});

	it('heals nobody against Nick Hauss, whatever the track shows', () => {
		expect(resolveTap(turn([2, 3, 3], { noHealing: true }), { chip: 'heal' })).toEqual({
			play: { chip: 'heal', heal: null }
		});
	});
});

describe('an Offering', () => {
	it('asks which while two or more are free', () => {
		expect(resolveTap(turn([0, 0, 0], { offeringsUsed: ['swap'] }), { chip: 'offering' })).toEqual({
			ask: 'offering',
			offerings: ['reveal-boss', 'look-two', 'from-discard']
		});
		expect(resolveTap(turn([0, 0, 0]), { chip: 'offering', offering: 'swap' })).toEqual({
			play: { chip: 'offering', offering: 'swap' }
		});
	});

	it('takes the last free Offering without asking, for the chip and for a Wild copying it', () => {
		const t = turn([0, 0, 0], { offeringsUsed: ['reveal-boss', 'look-two', 'from-discard'] });
		expect(resolveTap(t, { chip: 'offering' })).toEqual({ play: { chip: 'offering', offering: 'swap' } });
		expect(resolveTap(t, { chip: 'wild', as: 'offering' })).toEqual({
			play: { chip: 'wild', as: 'offering', offering: 'swap' }
		});
	});

	it('does not take an Offering already used, even when asked for it', () => {
		expect(resolveTap(turn([0, 0, 0], { offeringsUsed: ['swap'] }), { chip: 'offering', offering: 'swap' })).toEqual({
			ask: 'offering',
			offerings: ['reveal-boss', 'look-two', 'from-discard']
		});
	});
});

describe('gathering a bet', () => {
	it('sends a one-chip bet at the first tap', () => {
		expect(gather([], { chip: 'soul' }, 1)).toEqual({ send: [{ chip: 'soul' }] });
	});

	it('keeps the first chip of a two-chip bet and sends both at the second', () => {
		expect(gather([], { chip: 'soul' }, 2)).toEqual({ keep: [{ chip: 'soul' }] });
		expect(gather([{ chip: 'soul' }], { chip: 'reveal' }, 2)).toEqual({ send: [{ chip: 'soul' }, { chip: 'reveal' }] });
	});
});
