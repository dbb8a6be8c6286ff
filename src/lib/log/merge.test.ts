// Logs kept apart on several phones and merged in any order end the same everywhere: the same
// events in the same order, the same game. Expected orders are written out by hand; the property
// holds every phone against one replay of the union of everything written.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_MOVES } from '$support/every-game';
import { replay } from '$lib/runtime/replay';
import { UNDO } from '$lib/log/undo';
import { propertyRuns } from '$support/property-runs';
import { Phone } from '$support/phones';
import { toyGame } from '../../../tests/fixtures/toy-game';
import { byClock, mergeEvents, type StampedEvent } from './merge';

const T = Date.UTC(2026, 11, 2, 20, 0, 0);
const stamp = (ms: number, counter: number, device: string) =>
	`${new Date(T + ms).toISOString()}-${counter.toString(16).padStart(4, '0')}-${device}`;
const add = (id: string, hlc: string, n: number, turn: number): StampedEvent => ({
	id,
	gameId: 'g',
	seq: 0,
	type: 'add',
	payload: { turn, n },
	at: 0,
	hlc,
	deviceId: hlc.slice(-1)
});

describe('merging events', () => {
	const a1 = add('a1', stamp(0, 0, 'a'), 1, 1);
	const b1 = add('b1', stamp(0, 0, 'b'), 2, 1);
	const a2 = add('a2', stamp(5, 0, 'a'), 3, 2);

	it('orders by clock stamp, the device breaking a tie, and counts positions from 1', () => {
		const { log, added, conflicts } = mergeEvents([a2, a1], [b1]);
		expect(log.map((e) => [e.id, e.seq])).toEqual([
			['a1', 1],
			['b1', 2],
			['a2', 3]
		]);
		expect(added.map((e) => e.id)).toEqual(['b1']);
		expect(conflicts).toEqual([]);
	});

	it('skips what it holds, so a batch merged twice or in another order changes nothing', () => {
		const once = mergeEvents([a1], [b1, a2]).log;
		const twice = mergeEvents(once, [a2, b1, a1]);
		expect(twice.log).toEqual(once);
		expect(twice.added).toEqual([]);
		expect(mergeEvents([b1, a2], [a1]).log).toEqual(once);
	});

	it('refuses an id it holds with other content, and keeps its own', () => {
		const forged = { ...a2, payload: { turn: 2, n: 1 } };
		const { log, conflicts } = mergeEvents([a1, a2], [forged]);
		expect(log.map((e) => e.payload)).toEqual([a1.payload, a2.payload]);
		expect(conflicts).toEqual([{ held: a2, incoming: forged }]);
		// The same content with its keys in another order is the same event.
		expect(mergeEvents([a2], [{ ...a2, payload: { n: 3, turn: 2 } }]).conflicts).toEqual([]);
		// Its place in another log is not its content.
		expect(mergeEvents([a2], [{ ...a2, seq: 9 }]).conflicts).toEqual([]);
		// A key holding undefined (a screen's payload) is no key, as it reads back from JSON.
		const loose: StampedEvent = { ...a2, payload: { ...a2.payload, card: undefined } };
		expect(mergeEvents([loose], [{ ...a2 }]).conflicts).toEqual([]);
		expect(mergeEvents([loose], [{ ...a2, payload: { ...a2.payload, card: null } }]).conflicts).toHaveLength(1);
	});

	it('sorts a phone an hour behind before the others, the same on every phone', () => {
		const behind = add('c1', stamp(-3_600_000, 0, 'c'), 1, 1);
		expect([a1, behind, b1].sort(byClock).map((e) => e.id)).toEqual(['c1', 'a1', 'b1']);
	});
});

describe('two phones at one table', () => {
	const setup = { seats: ['x'], firstDealer: 0, settings: {} };

	it('enter the same action at the same moment: both are kept, the first taken, the other left out', () => {
		const [a, b] = [new Phone('a'), new Phone('b')];
		// Both add for turn 1 while apart, at the same wall time.
		const tapA = add('a-1', stamp(0, 0, 'a'), 2, 1);
		const tapB = add('b-1', stamp(0, 0, 'b'), 3, 1);
		a.receive([tapA], T);
		b.receive([tapB], T);
		a.receive(b.log, T + 10);
		b.receive(a.log, T + 10);
		expect(a.log).toEqual(b.log);
		for (const phone of [a, b]) {
			const { snapshot, refused } = phone.replayed(toyGame, setup);
			expect(snapshot.context.total).toBe(2);
			expect(refused.map(({ record, refusal }) => [record.id, refusal.code])).toEqual([['b-1', 'concurrent']]);
			expect(toyGame.describe(refused[0]!.refusal)).toBe(
				'Entered differently on two phones; the entry that sorts first was kept and this one left out.'
			);
		}
	});

	it('undo different actions while apart, and after the merge both undos hold', () => {
		const [a, b] = [new Phone('a'), new Phone('b')];
		const shared = [add('a-1', stamp(0, 0, 'a'), 1, 1), add('a-2', stamp(1000, 0, 'a'), 2, 2)];
		a.receive(shared, T + 2000);
		b.receive(shared, T + 2000);
		// Apart: A takes back its second add; B adds for turn 3, then takes that back.
		const undoA: StampedEvent = { ...add('a-3', stamp(3000, 0, 'a'), 0, 0), type: UNDO, payload: { id: 'a-2' } };
		const addB = add('b-1', stamp(3000, 0, 'b'), 3, 3);
		const undoB: StampedEvent = { ...add('b-2', stamp(4000, 0, 'b'), 0, 0), type: UNDO, payload: { id: 'b-1' } };
		a.receive([undoA], T + 3000);
		b.receive([addB, undoB], T + 4000);
		a.receive(b.log, T + 5000);
		b.receive(a.log, T + 5000);
		for (const phone of [a, b]) {
			const { snapshot, refused } = phone.replayed(toyGame, setup);
			expect(snapshot.context).toEqual({ total: 1, turn: 2 });
			expect(refused).toEqual([]);
		}
	});
});

describe('phones of every game, apart and merged in random batches', () => {
	const games = Object.values(GAME_MOVES);

	it('end with the same log and the same game, equal to one replay of everything written', () => {
		fc.assert(
			fc.property(
				fc.constantFrom(...games).chain((moves) =>
					fc.record({
						moves: fc.constant(moves),
						setup: moves.setups,
						phones: fc.integer({ min: 2, max: 4 }),
						// Each phone's clock: right, an hour behind, or a minute ahead.
						offsets: fc.array(fc.constantFrom(0, -3_600_000, 60_000), { minLength: 4, maxLength: 4 }),
						steps: fc.array(
							fc.record({
								phone: fc.nat(3),
								exchange: fc.boolean(),
								to: fc.nat(3),
								take: fc.array(fc.nat(200), { maxLength: 8 }),
								jumpBack: fc.boolean(),
								draws: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 })
							}),
							{ minLength: 10, maxLength: 120 }
						)
					})
				),
				({ moves, setup, phones: count, offsets, steps }) => {
					const phones = Array.from({ length: count }, (_, i) => new Phone(`p${i}`));
					let wall = T;
					for (const step of steps) {
						wall += 700;
						const phone = phones[step.phone % count]!;
						// A clock set back a few seconds now and then: stamps must still go forward.
						const now = wall + offsets[step.phone % count]! - (step.jumpBack ? 5_000 : 0);
						if (step.exchange) {
							// A batch of the sender's events in any order, some of them twice.
							const batch = step.take
								.map((i) => phone.log[i % Math.max(1, phone.log.length)])
								.filter((e) => e !== undefined);
							phones[step.to % count]!.receive(batch, now);
						} else {
							let next = 0;
							phone.tap(moves, setup, now, (n) => step.draws[next++ % step.draws.length]! % n);
						}
					}
					// Everyone hears everything at last.
					for (const from of phones) for (const to of phones) to.receive(from.log, wall);
					const union = phones[0]!.log;
					const once = replay(moves.game, setup, union);
					for (const phone of phones) {
						expect(phone.log.map((e) => e.id)).toEqual(union.map((e) => e.id));
						expect(phone.conflicts).toEqual([]);
						const { snapshot, refused } = phone.replayed(moves.game, setup);
						expect(JSON.stringify(snapshot.value)).toBe(JSON.stringify(once.snapshot.value));
						expect(JSON.stringify(snapshot.context)).toBe(JSON.stringify(once.snapshot.context));
						expect(moves.game.summarize(snapshot)).toEqual(moves.game.summarize(once.snapshot));
						expect(refused.map((r) => r.record.id)).toEqual(once.refused.map((r) => r.record.id));
					}
					// Stamps are unique and the merged order is the stamps' order.
					expect(new Set(union.map((e) => e.hlc)).size).toBe(union.length);
					expect([...union].sort(byClock)).toEqual(union);
				}
			),
			{ numRuns: propertyRuns(150) }
		);
	});
});
